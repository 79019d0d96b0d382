import type { Db } from '../client.ts';

/**
 * Deletes every user's notifications past their keeping age: read ones created before `readBefore`, unread ones before
 * `unreadBefore`. Returns how many went.
 */
export async function deleteAgedNotifications(db: Db, { readBefore, unreadBefore }: { readBefore: Date; unreadBefore: Date }): Promise<number> {
  const result = await db
    .deleteFrom('notifications')
    .where((eb) => eb.or([eb.and([eb('read_at', 'is not', null), eb('created_at', '<', readBefore)]), eb.and([eb('read_at', 'is', null), eb('created_at', '<', unreadBefore)])]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
}
