import { notificationPreferencesSchema, notificationSetPreferencesInputSchema, setNotificationPreferences } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { notificationScopeOf } from './notification-scope.ts';

/** Turns kinds on or off for the caller; answers with every kind's setting. */
export const notificationsSetPreferences = protectedProcedure
  .input(notificationSetPreferencesInputSchema)
  .output(notificationPreferencesSchema)
  .mutation(({ ctx, input }) => setNotificationPreferences(ctx.deps.db, notificationScopeOf(ctx), input, ctx.deps.now()));
