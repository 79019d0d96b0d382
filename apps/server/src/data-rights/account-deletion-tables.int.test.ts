import { runAccountDeletion } from '@adfleet/core';
import { type Db, insertDeletionRequest, USER_DATA_TABLES } from '@adfleet/db';
import { type SeededUser, seedUserData, useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { exportUserData } from '@adfleet/test-support/collected-export';
import { type TestServer, startTestServer, testCipher, testConfig, testGraphClient } from '@adfleet/test-support/test-server';

/** Every table of the public schema, read from the catalogue rather than from our own list. */
async function publicTables(db: Db): Promise<string[]> {
  const { rows } = await sql<{ table_name: string }>`select table_name from information_schema.tables where table_schema = 'public' and table_type = 'BASE TABLE' order by table_name`.execute(db);
  return rows.map((row) => row.table_name);
}

/**
 * Tables that hold a user's rows, by the catalogue: those with a `user_id` column, and (to a fixed point) those with
 * a foreign key to one of them or to `users`. A new table of either kind joins this set by itself.
 */
async function userOwnedTables(db: Db): Promise<Set<string>> {
  const { rows: withUserId } = await sql<{ table_name: string }>`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'user_id'`.execute(db);
  const { rows: foreignKeys } = await sql<{ child: string; parent: string }>`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'`.execute(db);
  const owned = new Set(['users', ...withUserId.map((row) => row.table_name)]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { child, parent } of foreignKeys) {
      if (owned.has(parent) && !owned.has(child)) {
        owned.add(child);
        grew = true;
      }
    }
  }
  return owned;
}

/** Each table's rows as text, sorted: equal snapshots mean not one row was added, removed or changed. */
async function tableContents(db: Db, tables: string[]): Promise<Record<string, string[]>> {
  const contents: Record<string, string[]> = {};
  for (const table of tables) {
    const { rows } = await sql<{ row: string }>`select t::text as row from ${sql.table(table)} t order by 1`.execute(db);
    contents[table] = rows.map((row) => row.row);
  }
  return contents;
}

/** Where each table's rows appear in the export; a table the deletion covers but the export misses fails below. */
const EXPORT_SECTIONS: Record<string, string> = {
  users: 'profile',
  sessions: 'sessions',
  platform_connections: 'connections',
  ad_accounts: 'adAccounts',
  campaigns: 'campaigns',
  ad_sets: 'adSets',
  ads: 'ads',
  account_insights_daily: 'accountInsights',
  campaign_insights_daily: 'campaignInsights',
  adset_insights_daily: 'adSetInsights',
  sync_runs: 'syncRuns',
  clone_batches: 'cloneBatches',
  clone_batch_sources: 'cloneBatchSources',
  clone_targets: 'cloneTargets',
  clone_steps: 'cloneSteps',
  budget_changes: 'budgetChanges',
  budget_change_items: 'budgetChangeItems',
  budget_thresholds: 'budgetThresholds',
  saved_report_filters: 'savedFilters',
  proposals: 'proposals',
  notifications: 'notifications',
  notification_preferences: 'notificationPreferences',
  mail_messages: 'mail',
  account_tokens: 'accountLinks',
  audit_log: 'auditLog',
  workspaces: 'workspaces',
  workspace_members: 'workspaces',
  member_accounts: 'assignedAccounts',
  member_businesses: 'assignedBusinesses',
  workspace_invitations: 'invitations',
};

/** Kept on purpose, each checked on its own below: audit rows stay (erased), requests stay (as done), counters expire. */
const CHECKED_APART = ['audit_log', 'data_deletion_requests', 'auth_attempts'];

describe('account deletion, table by table', () => {
  const database = useTestDatabase();
  let server: TestServer;
  const db = () => database().db;
  const deps = () => ({ db: db(), graph: testGraphClient(testConfig()), cipher: testCipher, jobs: server.jobs.transactional, now: () => new Date() });

  beforeAll(async () => {
    server = await startTestServer({ connectionString: database().connectionString, db: database().db });
  });
  afterAll(() => server.close());

  it('has a step for every table that holds a user’s rows, so a new table cannot be forgotten', async () => {
    const owned = await userOwnedTables(db());
    const covered = new Set<string>([...USER_DATA_TABLES.map((step) => step.table), 'users', ...CHECKED_APART]);
    expect([...owned].filter((table) => !covered.has(table)), 'user-owned tables with no deletion step').toEqual([]);
  });

  it('removes every row of the user from every table, keeps their audit rows erased, and touches nothing of anyone else', async () => {
    const other = await seedUserData(db(), 'keep');
    const tables = (await publicTables(db())).filter((table) => !CHECKED_APART.includes(table));
    const before = await tableContents(db(), tables);
    const otherAudit = await db().selectFrom('audit_log').selectAll().where('user_id', '=', other.userId).orderBy('id').execute();

    const gone: SeededUser = await seedUserData(db(), 'gone');
    const seeded = await tableContents(db(), tables);
    // The seed reaches every table that holds a user's rows, so each one below is really emptied, not just empty.
    for (const table of await userOwnedTables(db())) {
      if (!CHECKED_APART.includes(table)) expect(seeded[table]!.length, `${table} holds a row of the user`).toBeGreaterThan(before[table]!.length);
    }
    const goneAudit = await db().selectFrom('audit_log').select('id').where('user_id', '=', gone.userId).execute();
    const request = await insertDeletionRequest(db(), { code: 'table-by-table', source: 'settings', status: 'received', language: 'en', user_id: gone.userId });

    await expect(runAccountDeletion(deps(), request.id, { batchSize: 1 })).resolves.toEqual({ status: 'done' });

    expect(await tableContents(db(), tables)).toEqual(before);
    const erased = await db().selectFrom('audit_log').selectAll().where('id', 'in', goneAudit.map((row) => row.id)).orderBy('id').execute();
    expect(erased).toHaveLength(goneAudit.length);
    for (const row of erased) {
      expect(row).toMatchObject({ user_id: null, actor_user_id: null, ip: null, user_agent: null });
      expect(row.actor_type).not.toBe('user');
      expect(JSON.stringify(row.metadata)).not.toContain('gone');
    }
    expect(await db().selectFrom('audit_log').select('id').where((eb) => eb.or([eb('user_id', '=', gone.userId), eb('actor_user_id', '=', gone.userId)])).execute()).toEqual([]);
    expect(await db().selectFrom('audit_log').selectAll().where('user_id', '=', other.userId).orderBy('id').execute()).toEqual(otherAudit);
    expect(await db().selectFrom('auth_attempts').select('key').where('key', 'like', `%${gone.userId}%`).execute()).toEqual([]);
    expect(await db().selectFrom('auth_attempts').select('key').where('key', 'like', `%${other.userId}%`).execute()).toHaveLength(1);
    const done = await db().selectFrom('data_deletion_requests').selectAll().where('id', '=', request.id).executeTakeFirstOrThrow();
    expect(done).toMatchObject({ status: 'done', email: null, user_id: null, token_hash: null });
    expect(done.completed_at).toBeInstanceOf(Date);
    const deletedRow = await db().selectFrom('audit_log').selectAll().where('action', '=', 'account.deleted').where('target_id', '=', request.id).execute();
    expect(deletedRow).toHaveLength(1);
    expect(deletedRow[0]).toMatchObject({ user_id: null, actor_type: 'system', metadata: { source: 'settings' } });

    // A second run (a retry after a lost acknowledgement) finds nothing left to do and changes nothing.
    const afterFirst = await tableContents(db(), [...tables, 'audit_log', 'data_deletion_requests']);
    await expect(runAccountDeletion(deps(), request.id, { batchSize: 1 })).resolves.toEqual({ status: 'done' });
    expect(await tableContents(db(), [...tables, 'audit_log', 'data_deletion_requests'])).toEqual(afterFirst);
  });

  it('exports a row of every table that holds the user’s data, and none of their secrets', async () => {
    const seeded = await seedUserData(db(), 'export');
    const data = (await exportUserData({ db: db(), now: new Date(), request: { ip: '10.70.0.1', userAgent: 'vitest' } }, { userId: seeded.userId }));
    for (const table of ['users', 'audit_log', ...USER_DATA_TABLES.map((step) => step.table)]) {
      const section = EXPORT_SECTIONS[table];
      expect(section, `${table} has a section in the export`).toBeDefined();
      const rows = data[section!];
      expect(Array.isArray(rows) ? rows.length : rows ? 1 : 0, `${table} is in the export`).toBeGreaterThan(0);
    }
    const text = JSON.stringify(data);
    for (const secret of seeded.secrets) expect(text.includes(secret), `a secret of ${secret.length} characters is in the export`).toBe(false);
  });
});
