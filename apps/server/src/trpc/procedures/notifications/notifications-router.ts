import { router } from '../../init.ts';
import { notificationsList } from './notifications-list.ts';
import { notificationsMarkAllRead } from './notifications-mark-all-read.ts';
import { notificationsMarkRead } from './notifications-mark-read.ts';
import { notificationsPreferences } from './notifications-preferences.ts';
import { notificationsSetPreferences } from './notifications-set-preferences.ts';
import { notificationsUnreadCount } from './notifications-unread-count.ts';

export const notificationsRouter = router({
  list: notificationsList,
  unreadCount: notificationsUnreadCount,
  markRead: notificationsMarkRead,
  markAllRead: notificationsMarkAllRead,
  preferences: notificationsPreferences,
  setPreferences: notificationsSetPreferences,
});
