export * from './notification-schemas.ts';
export { notify } from './notify.ts';
export { notifyCloneBatchIfFinished } from './notification-triggers.ts';
export {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationPreferences,
  setNotificationPreferences,
  unreadNotificationCount,
  type NotificationScope,
} from './notification-service.ts';
export { checkTokenExpiry } from './token-expiry-check.ts';
export { pruneNotifications } from './notification-pruning.ts';
