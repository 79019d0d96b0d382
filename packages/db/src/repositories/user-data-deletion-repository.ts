import { type RawBuilder, sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { AuditLogRow, ConnectionRow, Database } from '../schema.ts';

type Owned = (userId: string) => RawBuilder<unknown>;

const byUser: Owned = (userId) => sql`user_id = ${userId}`;
/**
 * The workspaces that go with the user: those where nobody but clients works beside them (their personal one, unless
 * they shared it). A workspace with other members stays, its ownership handed on first (see `handOnOwnership`).
 */
const soleWorkspaces = (userId: string) =>
  sql`(select m.workspace_id from workspace_members m where m.user_id = ${userId}
        and not exists (select 1 from workspace_members o where o.workspace_id = m.workspace_id and o.user_id <> ${userId} and o.role <> 'client'))`;
const byWorkspace: Owned = (userId) => sql`workspace_id in ${soleWorkspaces(userId)}`;
const byAccount: Owned = (userId) => sql`ad_account_id in (select id from ad_accounts where workspace_id in ${soleWorkspaces(userId)})`;

/**
 * Every table holding a user's rows (their own, and their sole workspaces' shared ones), children before parents, with
 * how its rows are found. A deletion walks it in this order, so each batch is small and no step but the last relies on
 * a cascade (a deleted workspace takes its one membership row with it). The audit log is not here (its rows stay,
 * erased of personal data) nor `users` itself (deleted last). A test compares this list with the catalogue: a new
 * table with a user's rows fails it until it is added here.
 */
export const USER_DATA_TABLES = [
  { table: 'sessions', owned: byUser },
  { table: 'account_tokens', owned: byUser },
  { table: 'mail_messages', owned: byUser },
  { table: 'member_accounts', owned: byUser },
  { table: 'member_businesses', owned: byUser },
  { table: 'workspace_invitations', owned: byWorkspace },
  { table: 'proposals', owned: byWorkspace },
  { table: 'clone_steps', owned: (userId) => sql`target_id in (select id from clone_targets where workspace_id in ${soleWorkspaces(userId)})` },
  { table: 'clone_targets', owned: byWorkspace },
  { table: 'clone_batch_sources', owned: (userId) => sql`batch_id in (select id from clone_batches where workspace_id in ${soleWorkspaces(userId)})` },
  { table: 'clone_batches', owned: byWorkspace },
  { table: 'budget_change_items', owned: byWorkspace },
  { table: 'budget_changes', owned: byWorkspace },
  { table: 'budget_thresholds', owned: byWorkspace },
  { table: 'saved_report_filters', owned: byWorkspace },
  { table: 'notifications', owned: byUser },
  { table: 'notification_preferences', owned: byUser },
  { table: 'adset_insights_daily', owned: byAccount },
  { table: 'ads', owned: byAccount },
  { table: 'ad_sets', owned: byWorkspace },
  { table: 'campaign_insights_daily', owned: byAccount },
  { table: 'account_insights_daily', owned: byAccount },
  { table: 'campaigns', owned: byWorkspace },
  { table: 'sync_runs', owned: byWorkspace },
  { table: 'ad_accounts', owned: byWorkspace },
  { table: 'platform_connections', owned: byWorkspace },
  { table: 'workspaces', owned: (userId) => sql`id in ${soleWorkspaces(userId)}` },
  { table: 'workspace_members', owned: byUser },
] as const satisfies ReadonlyArray<{ table: keyof Database; owned: Owned }>;


/**
 * Deletes at most `limit` of the user's rows from one table, in its own short transaction; returns how many went.
 * Called until it returns 0, it empties the table of that user whatever happened before (a crash, a second run).
 */
export async function deleteUserRowsBatch(db: Db, step: (typeof USER_DATA_TABLES)[number], userId: string, limit: number): Promise<number> {
  const table = sql.table(step.table);
  const result = await sql`delete from ${table} where ctid in (select ctid from ${table} where ${step.owned(userId)} limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Before a person leaves every workspace they share with others: where they are the owner, the longest-standing admin
 * (else the longest-standing member) becomes owner, so no workspace is left without one. Returns the workspaces handed on.
 */
export async function handOnOwnership(db: Db, userId: string): Promise<Array<{ workspaceId: string; newOwnerId: string }>> {
  return db.transaction().execute(async (trx) => {
    const owned = await trx.selectFrom('workspace_members').select('workspace_id').where('user_id', '=', userId).where('role', '=', 'owner').forUpdate().execute();
    const handed: Array<{ workspaceId: string; newOwnerId: string }> = [];
    for (const { workspace_id: workspaceId } of owned) {
      const heir = await trx
        .selectFrom('workspace_members')
        .select('user_id')
        .where('workspace_id', '=', workspaceId)
        .where('user_id', '<>', userId)
        .where('role', '<>', 'client')
        .orderBy(sql`role = 'admin'`, 'desc')
        .orderBy('created_at')
        .orderBy('user_id')
        .limit(1)
        .executeTakeFirst();
      if (!heir) continue;
      await trx.updateTable('workspace_members').set({ role: 'admin' }).where('workspace_id', '=', workspaceId).where('user_id', '=', userId).execute();
      await trx.updateTable('workspace_members').set({ role: 'owner' }).where('workspace_id', '=', workspaceId).where('user_id', '=', heir.user_id).execute();
      handed.push({ workspaceId, newOwnerId: heir.user_id });
    }
    return handed;
  });
}

/** The connections a person's deletion withdraws: those of the workspaces that go with them, and those they made elsewhere. */
export async function listConnectionsGrantedBy(db: Db, userId: string): Promise<ConnectionRow[]> {
  return db
    .selectFrom('platform_connections')
    .selectAll()
    .where((eb) => eb.or([eb('connected_by', '=', userId), eb(sql<boolean>`workspace_id in ${soleWorkspaces(userId)}`, '=', true)]))
    .orderBy('created_at')
    .execute();
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

/**
 * The addresses a person is known by, lower-cased: their account's, and those of the invitations they accepted (one
 * they may have changed since). Each also sits in rows kept for others, which a deletion erases of it.
 */
export async function listAddressesOf(db: Db, userId: string): Promise<string[]> {
  const { rows } = await sql<{ address: string }>`
    select lower(email) as address from users where id = ${userId}
    union
    select email from workspace_invitations where accepted_by = ${userId}`.execute(db);
  return rows.map((row) => row.address);
}

/**
 * Deletes at most `limit` messages to any of the addresses (an invitation mailed before the address had an account is
 * no account's mail, yet names the person); returns how many went.
 */
export async function deleteMailToAddressesBatch(db: Db, addresses: readonly string[], limit: number): Promise<number> {
  if (addresses.length === 0) return 0;
  const result = await sql`
    delete from mail_messages where id in (select id from mail_messages where lower(to_address) = any(${[...addresses]}::text[]) limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/**
 * Blanks the address in at most `limit` audit rows whose metadata names one of them (the inviter's `member.invited`,
 * a withdrawn invitation): the row stays someone else's record, without the address. Returns how many changed.
 */
export async function eraseAuditAddressesBatch(db: Db, addresses: readonly string[], limit: number): Promise<number> {
  if (addresses.length === 0) return 0;
  const result = await sql`
    update audit_log set metadata = jsonb_set(metadata, '{email}', '""')
    where id in (select id from audit_log where metadata ->> 'email' <> '' and lower(metadata ->> 'email') = any(${[...addresses]}::text[]) limit ${limit})`.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

/** Deletes the invitations the person accepted or that were sent to their addresses, in any workspace and state. */
export async function deleteInvitationsOf(db: Db, userId: string, addresses: readonly string[]): Promise<number> {
  const result = await db
    .deleteFrom('workspace_invitations')
    .where((eb) => eb.or([eb('accepted_by', '=', userId), ...(addresses.length > 0 ? [eb('email', 'in', addresses)] : [])]))
    .executeTakeFirst();
  return Number(result.numDeletedRows);
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
