import { generateSessionToken, sessionIdFromToken } from '@adfleet/core';
import type { Db } from '@adfleet/db';
import { type SeededUser, seedUserData, useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { startTestServer, type TestServer } from '@adfleet/test-support/test-server';

type Rows = Array<Record<string, unknown>>;
type Member = { user_id: string; username: string; email: string; role: string; ad_account_ids: string[]; business_ids: string[] };
type WorkspaceExport = Record<string, Rows> & { format: string; workspace: Record<string, unknown>; members: Member[] };

/**
 * Where each shared table's rows appear in the workspace's export. A table the catalogue says a workspace shares but
 * this list misses fails the first test, so a new shared table must be exported (or its absence argued here).
 */
const EXPORT_SECTIONS: Record<string, (data: WorkspaceExport) => unknown[]> = {
  workspaces: (data) => [data.workspace],
  workspace_members: (data) => data.members,
  member_accounts: (data) => data.members.flatMap((member) => member.ad_account_ids),
  member_businesses: (data) => data.members.flatMap((member) => member.business_ids),
  workspace_invitations: (data) => data.invitations!,
  platform_connections: (data) => data.connections!,
  ad_accounts: (data) => data.adAccounts!,
  campaigns: (data) => data.campaigns!,
  ad_sets: (data) => data.adSets!,
  ads: (data) => data.ads!,
  account_insights_daily: (data) => data.accountInsights!,
  campaign_insights_daily: (data) => data.campaignInsights!,
  adset_insights_daily: (data) => data.adSetInsights!,
  sync_runs: (data) => data.syncRuns!,
  clone_batches: (data) => data.cloneBatches!,
  clone_batch_sources: (data) => data.cloneBatchSources!,
  clone_targets: (data) => data.cloneTargets!,
  clone_steps: (data) => data.cloneSteps!,
  budget_changes: (data) => data.budgetChanges!,
  budget_change_items: (data) => data.budgetChangeItems!,
  budget_thresholds: (data) => data.budgetThresholds!,
  saved_report_filters: (data) => data.savedFilters!,
  proposals: (data) => data.proposals!,
  audit_log: (data) => data.auditLog!,
};

/**
 * What a workspace shares, by the catalogue: tables with a `workspace_id` column and, to a fixed point, those with a
 * foreign key to one of them. `users` (a person's own, exported by them) is reached only through its current workspace.
 */
async function sharedTables(db: Db): Promise<Set<string>> {
  const { rows: withWorkspaceId } = await sql<{ table_name: string }>`select table_name from information_schema.columns where table_schema = 'public' and column_name = 'workspace_id'`.execute(db);
  const { rows: foreignKeys } = await sql<{ child: string; parent: string }>`
    select c.conrelid::regclass::text as child, c.confrelid::regclass::text as parent
    from pg_constraint c join pg_namespace n on n.oid = c.connamespace
    where c.contype = 'f' and n.nspname = 'public'`.execute(db);
  const shared = new Set(['workspaces', ...withWorkspaceId.map((row) => row.table_name)]);
  for (let grew = true; grew; ) {
    grew = false;
    for (const { child, parent } of foreignKeys) {
      if (shared.has(parent) && !shared.has(child) && child !== 'users') {
        shared.add(child);
        grew = true;
      }
    }
  }
  return shared;
}

describe('the workspace’s export (GET /api/workspaces/:id/export)', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let server: TestServer;
  let seeded: SeededUser;
  let elsewhere: SeededUser;
  let ownerToken = '';
  const people: Record<'admin' | 'manager' | 'analyst' | 'client' | 'outsider', { id: string; token: string }> = {
    admin: { id: '', token: '' },
    manager: { id: '', token: '' },
    analyst: { id: '', token: '' },
    client: { id: '', token: '' },
    outsider: { id: '', token: '' },
  };
  let registered = 0;

  async function register(username: string) {
    registered += 1;
    const response = await server.app.server.inject({ method: 'POST', url: '/api/auth/register', payload: { username, email: `${username}@example.com`, password: TEST_PASSWORD }, remoteAddress: `10.71.0.${registered}` });
    expect(response.statusCode, response.body).toBe(201);
    return { id: response.json().user.id as string, token: response.json().token as string };
  }

  beforeAll(async () => {
    server = await startTestServer({ connectionString: database().connectionString });
    seeded = await seedUserData(db(), 'wsx');
    elsewhere = await seedUserData(db(), 'elsewhere');
    // The seeded owner has no password to sign in with: a session of theirs, as signing in would store it.
    ownerToken = generateSessionToken();
    await db().insertInto('sessions').values({ id: sessionIdFromToken(ownerToken), user_id: seeded.userId, expires_at: new Date(Date.now() + 86_400_000) }).execute();
    for (const role of ['admin', 'manager', 'analyst', 'client', 'outsider'] as const) {
      Object.assign(people[role], await register(`wsx-${role}`));
      if (role !== 'outsider') await db().insertInto('workspace_members').values({ workspace_id: seeded.workspaceId, user_id: people[role].id, role }).execute();
    }
    await db().insertInto('member_accounts').values({ workspace_id: seeded.workspaceId, user_id: people.client.id, ad_account_id: seeded.adAccountId }).execute();
    // A teammate's row with a network address: the admin's file must not show it.
    await db()
      .insertInto('audit_log')
      .values({ user_id: seeded.userId, workspace_id: seeded.workspaceId, actor_type: 'user', actor_user_id: seeded.userId, action: 'approval.rule_set', metadata: JSON.stringify({ required: true, previous: false }), ip: '10.99.1.2', user_agent: 'owner agent' })
      .execute();
  });
  afterAll(() => server?.close());

  const exportAs = (token: string, workspaceId = seeded.workspaceId, headers: Record<string, string> = {}) =>
    server.app.server.inject({ method: 'GET', url: `/api/workspaces/${workspaceId}/export`, headers: { ...headers, authorization: `Bearer ${token}` }, remoteAddress: '10.88.0.7' });

  it('knows where every table a workspace shares goes, so a new shared table cannot be forgotten', async () => {
    const shared = await sharedTables(db());
    // Reached through their foreign keys, not a workspace column: the catalogue walk really follows them.
    expect([...shared]).toEqual(expect.arrayContaining(['ads', 'clone_steps', 'adset_insights_daily']));
    const missing = [...shared].filter((table) => !(table in EXPORT_SECTIONS));
    expect(missing, 'shared tables with no section in the workspace export').toEqual([]);
  });

  it('gives an admin every shared row of the workspace as a download, with members’ addresses, and no secret', async () => {
    const response = await exportAs(people.admin.token);
    expect(response.statusCode, response.body).toBe(200);
    expect(response.headers['content-disposition']).toMatch(/^attachment; filename="adfleet-workspace-[a-z0-9-]+-\d{4}-\d{2}-\d{2}\.json"$/);
    expect(response.headers['cache-control']).toBe('no-store');
    const text = response.body;
    const data = JSON.parse(text) as WorkspaceExport;
    expect(data.format).toBe('adfleet-workspace-export/1');

    const workspace = await db().selectFrom('workspaces').selectAll().where('id', '=', seeded.workspaceId).executeTakeFirstOrThrow();
    expect(data.workspace).toMatchObject({ id: workspace.id, name: workspace.name, approvals_required: workspace.approvals_required, reporting_currency: workspace.reporting_currency });
    const slug = workspace.name.toLowerCase().replace(/[^a-z0-9]+/g, '-').replace(/^-+|-+$/g, '');
    expect(response.headers['content-disposition']).toContain(`filename="adfleet-workspace-${slug}-`);

    // Every shared table's rows: as many as the workspace holds where the table names it, at least the seeded ones elsewhere.
    for (const [table, section] of Object.entries(EXPORT_SECTIONS)) {
      const rows = section(data);
      expect(rows.length, `${table} is in the export`).toBeGreaterThan(0);
      const hasWorkspaceId = await sql<{ n: number }>`select 1 as n from information_schema.columns where table_schema = 'public' and table_name = ${table} and column_name = 'workspace_id'`.execute(db());
      if (hasWorkspaceId.rows.length === 0 || table === 'workspace_invitations') continue;
      const { rows: counted } = await sql<{ count: string }>`select count(*) as count from ${sql.table(table)} where workspace_id = ${seeded.workspaceId}`.execute(db());
      expect(rows.length, `${table}: every row of the workspace`).toBe(Number(counted[0]?.count));
    }

    const members = new Map(data.members.map((member) => [member.user_id, member]));
    expect(members.get(seeded.userId)).toMatchObject({ username: seeded.username, email: seeded.email, role: 'owner', business_ids: ['biz-wsx'] });
    expect(members.get(people.client.id)).toMatchObject({ username: 'wsx-client', email: 'wsx-client@example.com', role: 'client', ad_account_ids: [seeded.adAccountId] });
    expect(members.has(people.outsider.id)).toBe(false);
    expect(data.invitations!.map((invitation) => invitation['email'])).toEqual(['invitee-wsx@example.com']);

    // The audit rows name their actors; a teammate's address (as Activity shows it) and browser are blanked, the admin's kept.
    const audit = data.auditLog as Array<{ action: string; actor_username: string | null; actor_user_id: string | null; ip: string | null }>;
    const ruleSet = audit.find((row) => row.action === 'approval.rule_set');
    expect(ruleSet).toMatchObject({ actor_username: seeded.username, ip: null, user_agent: null });
    expect(audit.find((row) => row.action === 'workspace.exported')).toMatchObject({ actor_user_id: people.admin.id, actor_username: 'wsx-admin', ip: '10.88.0.7' });
    expect(text).not.toContain('10.99.1.2');
    expect(text).not.toContain('owner agent');

    const passwordHashes = await db().selectFrom('users').select('password_hash').where('id', 'in', [seeded.userId, people.admin.id, people.client.id]).execute();
    const secrets = [...seeded.secrets, ...passwordHashes.map((row) => row.password_hash!), ...Object.values(people).map((person) => person.token), ownerToken, sessionIdFromToken(ownerToken)];
    for (const secret of secrets) expect(text.includes(secret), `a secret of ${secret.length} characters is in the export`).toBe(false);
    expect(text).not.toMatch(/password_hash|ciphertext|token_hash|"access_token"/);

    // Nothing of another workspace: not the other seeded one's rows, nor the members' personal workspaces.
    for (const marker of [elsewhere.userId, elsewhere.workspaceId, elsewhere.adAccountId, elsewhere.connectionId, 'elsewhere']) expect(text).not.toContain(marker);
    const personal = await db().selectFrom('workspace_members').select('workspace_id').where('user_id', '=', people.admin.id).where('role', '=', 'owner').executeTakeFirstOrThrow();
    expect(text).not.toContain(personal.workspace_id);
  });

  it('is the owner’s too, and is recorded in the workspace’s Activity', async () => {
    const response = await exportAs(ownerToken);
    expect(response.statusCode, response.body).toBe(200);
    const recorded = await db().selectFrom('audit_log').selectAll().where('workspace_id', '=', seeded.workspaceId).where('action', '=', 'workspace.exported').where('actor_user_id', '=', seeded.userId).execute();
    expect(recorded).toHaveLength(1);
    expect(recorded[0]).toMatchObject({ target_type: 'workspace', target_id: seeded.workspaceId, metadata: {} });
  });

  it('refuses a manager, an analyst and a client (403), someone not in the workspace (403) and nobody signed in (401), recording nothing', async () => {
    const before = await db().selectFrom('audit_log').select('id').where('action', '=', 'workspace.exported').execute();
    for (const role of ['manager', 'analyst', 'client', 'outsider'] as const) {
      const response = await exportAs(people[role].token);
      expect(response.statusCode, role).toBe(403);
      // The documented error shape, in words that say why: a role that may not, or no membership at all.
      expect(response.json(), role).toMatchObject({ error: 'FORBIDDEN', message: role === 'outsider' ? 'You are not a member of this workspace.' : expect.stringContaining('cannot do this') });
      expect(response.body, role).not.toContain('wsx-client@example.com');
    }
    // The path's workspace counts, whatever the header names: an admin of their own workspace gains nothing by it.
    const outsiderWorkspace = await db().selectFrom('users').select('current_workspace_id').where('id', '=', people.outsider.id).executeTakeFirstOrThrow();
    expect((await exportAs(people.outsider.token, seeded.workspaceId, { 'x-workspace-id': outsiderWorkspace.current_workspace_id! })).statusCode).toBe(403);
    expect((await server.app.server.inject({ method: 'GET', url: `/api/workspaces/${seeded.workspaceId}/export` })).statusCode).toBe(401);
    expect((await exportAs(people.admin.token, 'not-a-workspace')).statusCode).toBe(403);
    expect(await db().selectFrom('audit_log').select('id').where('action', '=', 'workspace.exported').execute()).toEqual(before);
  });
});
