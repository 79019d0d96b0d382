import { type RawBuilder, sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { AuditLogRow, Database } from '../schema.ts';

type Owned = (userId: string) => RawBuilder<unknown>;

const byUser: Owned = (userId) => sql`user_id = ${userId}`;
const byAccount: Owned = (userId) => sql`ad_account_id in (select id from ad_accounts where user_id = ${userId})`;

/**
 * Every table holding a user's rows, children before parents, with how its rows are found. A deletion walks it in
 * this order, so no step relies on a cascade and each batch is small. The audit log is not here (its rows stay,
 * erased of personal data) nor `users` itself (deleted last). A test compares this list with the catalogue: a new
 * table with a user's rows fails it until it is added here.
 */
export const USER_DATA_TABLES = [
  { table: 'sessions', owned: byUser },
  { table: 'account_tokens', owned: byUser },
  { table: 'mail_messages', owned: byUser },
  { table: 'clone_steps', owned: (userId) => sql`target_id in (select id from clone_targets where user_id = ${userId})` },
  { table: 'clone_targets', owned: byUser },
  { table: 'clone_batch_sources', owned: (userId) => sql`batch_id in (select id from clone_batches where user_id = ${userId})` },
  { table: 'clone_batches', owned: byUser },
  { table: 'budget_change_items', owned: byUser },
  { table: 'budget_changes', owned: byUser },
  { table: 'budget_thresholds', owned: byUser },
  { table: 'saved_report_filters', owned: byUser },
  { table: 'notifications', owned: byUser },
  { table: 'notification_preferences', owned: byUser },
  { table: 'adset_insights_daily', owned: byAccount },
  { table: 'ads', owned: byAccount },
  { table: 'ad_sets', owned: byUser },
  { table: 'campaign_insights_daily', owned: byAccount },
  { table: 'account_insights_daily', owned: byAccount },
  { table: 'campaigns', owned: byUser },
  { table: 'sync_runs', owned: byUser },
  { table: 'ad_accounts', owned: byUser },
  { table: 'platform_connections', owned: byUser },
] as const satisfies ReadonlyArray<{ table: keyof Database; owned: Owned }>;

export type UserDataTable = (typeof USER_DATA_TABLES)[number]['table'];

/**
 * Deletes at most `limit` of the user's rows from one table, in its own short transaction; returns how many went.
 * Called until it returns 0, it empties the table of that user whatever happened before (a crash, a second run).
 */
export async function deleteUserRowsBatch(db: Db, step: (typeof USER_DATA_TABLES)[number], userId: string, limit: number): Promise<number> {
  const table = sql.table(step.table);
  const result = await sql`delete from ${table} where ctid in (select ctid from ${table} where ${step.owned(userId)} limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Audit rows that still name the user (as whose activity, or as who acted), oldest first. */
export async function listAuditRowsNaming(db: Db, userId: string, limit: number): Promise<AuditLogRow[]> {
  return db
    .selectFrom('audit_log')
    .selectAll()
    .where((eb) => eb.or([eb('user_id', '=', userId), eb('actor_user_id', '=', userId)]))
    .orderBy('id')
    .limit(limit)
    .execute();
}

/**
 * Erases an audit row's personal data: whose and who (a user becomes anonymous), address and browser, and its
 * metadata replaced by the caller's scrubbed copy. The one update the audit log's trigger allows.
 */
export async function eraseAuditRow(trx: Trx, row: Pick<AuditLogRow, 'id' | 'actor_type'>, metadata: Record<string, unknown>): Promise<void> {
  await trx
    .updateTable('audit_log')
    .set({ user_id: null, actor_user_id: null, actor_type: row.actor_type === 'user' ? 'anonymous' : row.actor_type, ip: null, user_agent: null, metadata: JSON.stringify(metadata) })
    .where('id', '=', row.id)
    .execute();
}

/** Sign-in counters keyed by the user's id; they would expire, but they name the user until then. */
export async function deleteUserAuthAttempts(db: Db, userId: string): Promise<void> {
  await db
    .deleteFrom('auth_attempts')
    .where((eb) => eb.or(['login:user:', 'login:user-ip:', 'login:refused:'].map((prefix) => eb('key', 'like', `${prefix}${userId}%`))))
    .execute();
}

/** Last of all: the user row itself (every table above is empty of them by now, so nothing cascades). */
export async function deleteUserRow(db: Db | Trx, userId: string): Promise<boolean> {
  const result = await db.deleteFrom('users').where('id', '=', userId).executeTakeFirst();
  return Number(result.numDeletedRows) > 0;
}
