import { listNotifications, markAllNotificationsRead, markNotificationRead, notificationListInputSchema, notificationMarkedSchema, notificationMarkReadInputSchema, notificationPageSchema, notificationPreferences, notificationPreferencesSchema, type NotificationScope, notificationSetPreferencesInputSchema, notificationUnreadCountSchema, setNotificationPreferences, unreadNotificationCount } from '@adfleet/core';
import { protectedProcedure, router } from '../../init.ts';

/** The one place a request becomes the scope its notifications are read and changed in (teams widen it later). */
const notificationScopeOf = (ctx: { user: { id: string } }): NotificationScope => ({ userId: ctx.user.id });

export const notificationsRouter = router({
  /** The caller's notifications, newest first, a page at a time (keyset cursor). */
  list: protectedProcedure
    .input(notificationListInputSchema)
    .output(notificationPageSchema)
    .query(({ ctx, input }) => listNotifications(ctx.deps.db, notificationScopeOf(ctx), input)),
  /** The bell's badge: how many of the caller's notifications are unread. */
  unreadCount: protectedProcedure
    .output(notificationUnreadCountSchema)
    .query(({ ctx }) => unreadNotificationCount(ctx.deps.db, notificationScopeOf(ctx))),
  /** Marks some of the caller's notifications read; ids that are not the caller's change nothing. */
  markRead: protectedProcedure
    .input(notificationMarkReadInputSchema)
    .output(notificationMarkedSchema)
    .mutation(({ ctx, input }) => markNotificationRead(ctx.deps.db, notificationScopeOf(ctx), input, ctx.deps.now())),
  markAllRead: protectedProcedure
    .output(notificationMarkedSchema)
    .mutation(({ ctx }) => markAllNotificationsRead(ctx.deps.db, notificationScopeOf(ctx), ctx.deps.now())),
  /** Every notification kind with whether the caller wants it (on unless turned off). */
  preferences: protectedProcedure
    .output(notificationPreferencesSchema)
    .query(({ ctx }) => notificationPreferences(ctx.deps.db, notificationScopeOf(ctx))),
  /** Turns kinds on or off for the caller; answers with every kind's setting. */
  setPreferences: protectedProcedure
    .input(notificationSetPreferencesInputSchema)
    .output(notificationPreferencesSchema)
    .mutation(({ ctx, input }) => setNotificationPreferences(ctx.deps.db, notificationScopeOf(ctx), input, ctx.deps.now())),
});
