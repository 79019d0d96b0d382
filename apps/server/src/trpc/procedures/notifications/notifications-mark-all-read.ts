import { markAllNotificationsRead, notificationMarkedSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { notificationScopeOf } from './notification-scope.ts';

export const notificationsMarkAllRead = protectedProcedure
  .output(notificationMarkedSchema)
  .mutation(({ ctx }) => markAllNotificationsRead(ctx.deps.db, notificationScopeOf(ctx), ctx.deps.now()));
