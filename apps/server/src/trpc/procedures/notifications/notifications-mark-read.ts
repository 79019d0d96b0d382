import { markNotificationRead, notificationMarkedSchema, notificationMarkReadInputSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { notificationScopeOf } from './notification-scope.ts';

/** Marks some of the caller's notifications read; ids that are not the caller's change nothing. */
export const notificationsMarkRead = protectedProcedure
  .input(notificationMarkReadInputSchema)
  .output(notificationMarkedSchema)
  .mutation(({ ctx, input }) => markNotificationRead(ctx.deps.db, notificationScopeOf(ctx), input, ctx.deps.now()));
