import { listNotifications, notificationListInputSchema, notificationPageSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { notificationScopeOf } from './notification-scope.ts';

/** The caller's notifications, newest first, a page at a time (keyset cursor). */
export const notificationsList = protectedProcedure
  .input(notificationListInputSchema)
  .output(notificationPageSchema)
  .query(({ ctx, input }) => listNotifications(ctx.deps.db, notificationScopeOf(ctx), input));
