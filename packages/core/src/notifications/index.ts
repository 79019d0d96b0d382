export { notificationKinds, notificationParamsSchemas, type NotificationKind, type NotificationParams } from './notification-kinds.ts';
export * from './notification-schemas.ts';
export { notify } from './notify.ts';
export { notifyBudgetThreshold, notifyCloneBatchIfFinished } from './notification-triggers.ts';
export {
  listNotifications,
  markAllNotificationsRead,
  markNotificationRead,
  notificationPreferences,
  setNotificationPreferences,
  unreadNotificationCount,
  type NotificationScope,
} from './notification-service.ts';
export { notifyExpiringTokens, TOKEN_EXPIRY_NOTICE_DAYS } from './token-expiry-check.ts';
export { NOTIFICATION_KEEP_DAYS, pruneNotifications } from './notification-pruning.ts';
