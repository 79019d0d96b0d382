import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { WorkspaceScope } from '../scope.ts';
import type { NotificationRow } from '../schema.ts';
import { type KeysetOrder, type KeysetPosition, keysetKeyText, pastPosition } from './keyset.ts';

export interface NewNotification {
  userId: string;
  kind: string;
  params: Record<string, unknown>;
  link: string;
  dedupKey: string | null;
}

/**
 * Adds a notification unless one with the same (user, de-duplication key) is already there; true when it was added.
 * The unique index decides, so concurrent writers raising the same notice add it once.
 */
export async function insertNotification(db: Db | Trx, notification: NewNotification): Promise<boolean> {
  const inserted = await db
    .insertInto('notifications')
    .values({
      user_id: notification.userId,
      kind: notification.kind,
      params: JSON.stringify(notification.params),
      link: notification.link,
      dedup_key: notification.dedupKey,
    })
    .onConflict((conflict) => conflict.columns(['user_id', 'dedup_key']).where('dedup_key', 'is not', null).doNothing())
    .returning('id')
    .executeTakeFirst();
  return inserted !== undefined;
}

/** The condition a key reported has cleared (a sync succeeded again): the next occurrence notifies anew. */
/** Lets the notice keyed `dedupKey` be raised again for every member of the workspace. */
export async function releaseNotificationKey(db: Db | Trx, workspaceId: string, dedupKey: string): Promise<void> {
  await db
    .updateTable('notifications')
    .set({ dedup_key: null })
    .where('dedup_key', '=', dedupKey)
    .where('user_id', 'in', (eb) => eb.selectFrom('workspace_members').select('user_id').where('workspace_id', '=', workspaceId))
    .execute();
}

/**
 * Marks read, for every member of the workspace, the unread notices whose key starts with `keyPrefix`: what they
 * warned of no longer holds (a token renewed before it ended). They stay listed, as history.
 */
export async function markNoticesReadByKeyPrefix(db: Db | Trx, workspaceId: string, keyPrefix: string, at: Date): Promise<number> {
  const result = await db
    .updateTable('notifications')
    .set({ read_at: at })
    .where(sql<boolean>`starts_with(dedup_key, ${keyPrefix})`)
    .where('read_at', 'is', null)
    .where('user_id', 'in', (eb) => eb.selectFrom('workspace_members').select('user_id').where('workspace_id', '=', workspaceId))
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/**
 * Who hears about something in a workspace (ADR 0055): the member who started it while they still belong to it,
 * else (work nobody started, or its starter has left) the workspace's owner and admins.
 */
export async function noticeRecipients(db: Db | Trx, audience: { workspaceId: string; startedBy?: string | null }): Promise<string[]> {
  const members = db.selectFrom('workspace_members').select('user_id').where('workspace_id', '=', audience.workspaceId);
  if (audience.startedBy) {
    const starter = await members.where('user_id', '=', audience.startedBy).executeTakeFirst();
    if (starter) return [starter.user_id];
  }
  return (await members.where('role', 'in', ['owner', 'admin']).orderBy('user_id').execute()).map((row) => row.user_id);
}

export interface NotificationQuery {
  userId: string;
  limit: number;
  /** Rows strictly past this row's `position` in the list's order (`NOTIFICATIONS_ORDER`). */
  before?: KeysetPosition;
  unreadOnly?: boolean;
}

/** A person's notifications, newest first by (created_at, id). */
export const NOTIFICATIONS_ORDER: KeysetOrder = { key: 'timestamptz', id: 'bigint', direction: 'desc' };

/** Each row with its `position`: its created_at as exact text, for a cursor (see `KeysetPosition`). */
export async function listNotificationRows(db: Db, query: NotificationQuery): Promise<Array<NotificationRow & { position: string }>> {
  let select = db.selectFrom('notifications').selectAll().select(keysetKeyText('created_at', NOTIFICATIONS_ORDER.key).as('position')).where('user_id', '=', query.userId);
  if (query.unreadOnly) select = select.where('read_at', 'is', null);
  if (query.before) select = select.where(pastPosition('created_at', 'id', query.before, NOTIFICATIONS_ORDER));
  return select.orderBy('created_at', 'desc').orderBy('id', 'desc').limit(query.limit).execute();
}

export async function countUnreadNotifications(db: Db, userId: string): Promise<number> {
  const row = await db.selectFrom('notifications').select((eb) => eb.fn.countAll<string>().as('count')).where('user_id', '=', userId).where('read_at', 'is', null).executeTakeFirstOrThrow();
  return Number(row.count);
}

/** Marks the user's own unread notifications read (all of them when `ids` is absent); returns how many changed. */
export async function markNotificationsRead(db: Db, userId: string, at: Date, ids?: readonly string[]): Promise<number> {
  if (ids?.length === 0) return 0;
  let update = db.updateTable('notifications').set({ read_at: at }).where('user_id', '=', userId).where('read_at', 'is', null);
  if (ids) update = update.where('id', 'in', ids);
  const result = await update.executeTakeFirst();
  return Number(result.numUpdatedRows);
}

/** The kinds the user changed, with their setting; a kind without a row is on. */
export async function listNotificationPreferenceRows(db: Db | Trx, userId: string): Promise<Array<{ kind: string; enabled: boolean }>> {
  return db.selectFrom('notification_preferences').select(['kind', 'enabled']).where('user_id', '=', userId).execute();
}

export async function isNotificationKindOff(db: Db | Trx, userId: string, kind: string): Promise<boolean> {
  const row = await db.selectFrom('notification_preferences').select('enabled').where('user_id', '=', userId).where('kind', '=', kind).executeTakeFirst();
  return row?.enabled === false;
}

export async function upsertNotificationPreferences(trx: Trx, userId: string, preferences: ReadonlyArray<{ kind: string; enabled: boolean }>, at: Date): Promise<void> {
  if (preferences.length === 0) return;
  await trx
    .insertInto('notification_preferences')
    .values(preferences.map(({ kind, enabled }) => ({ user_id: userId, kind, enabled, updated_at: at })))
    .onConflict((conflict) => conflict.columns(['user_id', 'kind']).doUpdateSet((eb) => ({ enabled: eb.ref('excluded.enabled'), updated_at: eb.ref('excluded.updated_at') })))
    .execute();
}

/** An ad account's name and whether its connection still works, by the platform's id, among the user's own accounts. */
export async function findAdAccountForNotice(db: Db | Trx, scope: WorkspaceScope, externalAdAccountId: string): Promise<{ name: string; connectionActive: boolean } | undefined> {
  const row = await db
    .selectFrom('ad_accounts')
    .innerJoin('platform_connections', 'platform_connections.id', 'ad_accounts.connection_id')
    .select(['ad_accounts.name', 'platform_connections.status'])
    .where('ad_accounts.workspace_id', '=', scope.workspaceId)
    .where('ad_accounts.ad_account_id', '=', externalAdAccountId)
    .executeTakeFirst();
  return row && { name: row.name, connectionActive: row.status === 'active' };
}
