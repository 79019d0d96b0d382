import { notificationPreferences, notificationPreferencesSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { notificationScopeOf } from './notification-scope.ts';

/** Every notification kind with whether the caller wants it (on unless turned off). */
export const notificationsPreferences = protectedProcedure
  .output(notificationPreferencesSchema)
  .query(({ ctx }) => notificationPreferences(ctx.deps.db, notificationScopeOf(ctx)));
