import { type Db, insertNotification, isNotificationKindOff, noticeRecipients, type Trx } from '@adfleet/db';
import { type NotificationKind, type NotificationParams, notificationParamsSchemas, notificationRules } from './notification-kinds.ts';

/** The workspace a notice is about, and the member who started what it reports (if anyone did). */
export interface NoticeAudience {
  workspaceId: string;
  startedBy?: string | null;
}

/**
 * Tells the workspace's people concerned (see `noticeRecipients`) about something; true when anyone was told.
 */
export async function notifyWorkspace<K extends NotificationKind>(db: Db | Trx, audience: NoticeAudience, kind: K, params: NotificationParams<K>, at: Date = new Date()): Promise<boolean> {
  let told = false;
  for (const userId of await noticeRecipients(db, audience)) told = (await notify(db, userId, kind, params, at)) || told;
  return told;
}

/**
 * Tells the user about something, unless they turned that kind off or the same notice is already there (see each
 * kind's de-duplication key). Called in the transaction of the change it reports, so a notice exists exactly when
 * its cause does. True when a notification was added.
 */
export async function notify<K extends NotificationKind>(db: Db | Trx, userId: string, kind: K, params: NotificationParams<K>, at: Date = new Date()): Promise<boolean> {
  const parsed = notificationParamsSchemas[kind].parse(params) as NotificationParams<K>;
  if (await isNotificationKindOff(db, userId, kind)) return false;
  const rules = notificationRules[kind];
  return insertNotification(db, { userId, kind, params: parsed, link: rules.link(parsed), dedupKey: rules.dedupKey(parsed, at) });
}
