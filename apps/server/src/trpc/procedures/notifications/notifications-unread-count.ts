import { notificationUnreadCountSchema, unreadNotificationCount } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { notificationScopeOf } from './notification-scope.ts';

/** The bell's badge: how many of the caller's notifications are unread. */
export const notificationsUnreadCount = protectedProcedure
  .output(notificationUnreadCountSchema)
  .query(({ ctx }) => unreadNotificationCount(ctx.deps.db, notificationScopeOf(ctx)));
