import { type Db, deleteAgedNotifications } from '@adfleet/db';

/**
 * How long a notification is kept. A read one has done its job: 90 days leaves a quarter to look back ("when did that
 * sync fail?"), and Activity keeps the full history anyway. An unread one may be the only word someone away for a
 * season gets, so it stays twice as long; past half a year the condition it reported has long been resolved or
 * reported again.
 */
const NOTIFICATION_KEEP_DAYS = { read: 90, unread: 180 } as const;

const DAY_MS = 24 * 60 * 60 * 1000;

/** The scheduled pruning: every user's notifications past their keeping age, read or unread, are deleted. */
export async function pruneNotifications(db: Db, now: Date): Promise<{ deleted: number }> {
  const deleted = await deleteAgedNotifications(db, {
    readBefore: new Date(now.getTime() - NOTIFICATION_KEEP_DAYS.read * DAY_MS),
    unreadBefore: new Date(now.getTime() - NOTIFICATION_KEEP_DAYS.unread * DAY_MS),
  });
  return { deleted };
}
