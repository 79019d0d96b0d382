import type { NotificationScope } from '@adfleet/core';

/** The one place a request becomes the scope its notifications are read and changed in (teams widen it later). */
export const notificationScopeOf = (ctx: { user: { id: string } }): NotificationScope => ({ userId: ctx.user.id });
