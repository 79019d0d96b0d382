import { addDays, dayWindow } from '@adfleet/core';
import { noticeRecipients, setMemberAssignments, upsertAdAccounts } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import type { InjectOptions, LightMyRequestResponse } from 'fastify';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxedServer, startSandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { appRouter } from '../trpc/router.ts';
import { publicPrefixes, TRPC_ROUTE } from './access-matrix.ts';

/**
 * Issue 17: a client reads only their accounts. One workspace holds "Acme Shoes" (assigned to client A) and accounts
 * named "Zenith Bank …" (not assigned); every query procedure and every GET route is called as client A, and no answer
 * may name Zenith. Like the authorization matrix, the list of calls is checked against the router and Fastify's
 * routes, so a read added later fails here until it is listed (and so checked).
 */

/** What the calls need to name the workspace's objects. */
interface Seeded {
  workspaceId: string;
  acmeUuid: string;
  sourceCampaignId: string;
  acmeAccountId: string;
  zenithAccountId: string;
  connectionId: string;
  batchId: string;
  budgetChangeId: string;
  runIds: string[];
  /** Proposals (approvals) a manager made: one into Acme only, one into Zenith only. */
  acmeProposalId: string;
  zenithProposalId: string;
}

/** Each call's inputs, and whether its answer lists Acme's objects (so the check cannot pass by showing nothing). */
interface ReadCall {
  inputs: (seeded: Seeded) => unknown[];
  /** All its answers list Acme's objects, or those for the inputs this tells (a report by day names no account). */
  showsAcme?: true | ((input: unknown) => boolean);
}

/** Every day an input may name (the platforms' retention), so every figure there is. */
const RANGE = { from: dayWindow(new Date()).earliest, to: new Date().toISOString().slice(0, 10) };
const none = () => [undefined];

/** Every query procedure: a new one must be added here (and so be called as a client) before this suite passes. */
const queryCalls: Record<string, ReadCall> = {
  'auth.me': { inputs: none },
  'auth.sessionToken': { inputs: none },
  'activity.list': { inputs: () => [{}], showsAcme: true },
  'activity.feed': { inputs: () => [{}, { group: false }] },
  'platforms.list': { inputs: none },
  'adAccounts.list': { inputs: () => [{}], showsAcme: true },
  'adAccounts.details': { inputs: () => [{}], showsAcme: true },
  'campaigns.list': { inputs: () => [{}, { limit: 5 }, { sort: 'account', order: 'asc' }], showsAcme: true },
  'connections.status': { inputs: none },
  'connections.oauthStatus': { inputs: none },
  'connections.summary': { inputs: (seeded) => [{ connectionId: seeded.connectionId }] },
  'dashboard.summary': { inputs: () => [RANGE, { ...RANGE, currency: 'EUR' }] },
  'dashboard.activeCampaigns': { inputs: () => [{}, { ...RANGE, limit: 50 }], showsAcme: true },
  'dashboard.accounts': { inputs: () => [RANGE], showsAcme: true },
  'sync.status': { inputs: none },
  'sync.runs': { inputs: (seeded) => [{ runIds: seeded.runIds }] },
  // Operators' reads: a client is refused before anything is read.
  'clone.preflight': { inputs: (seeded) => [{ campaignId: seeded.sourceCampaignId, nameTemplate: '{name} check', budgetType: 'daily', dailyBudget: '5000', targetAccounts: [seeded.acmeAccountId, seeded.zenithAccountId] }] },
  'clone.sourceBudget': { inputs: (seeded) => [{ campaignId: seeded.sourceCampaignId }] },
  'clone.status': { inputs: (seeded) => [{ batchId: seeded.batchId }], showsAcme: true },
  'clone.history': { inputs: () => [{}], showsAcme: true },
  'budget.overview': { inputs: () => [{}], showsAcme: true },
  'budget.changeStatus': { inputs: (seeded) => [{ changeId: seeded.budgetChangeId }], showsAcme: true },
  'health.database': { inputs: none },
  'health.auth': { inputs: none },
  'health.facebookCredentials': { inputs: none },
  'health.graphApiVersion': { inputs: none },
  'health.worker': { inputs: none },
  'system.info': { inputs: none },
  'currency.preference': { inputs: () => [{ locale: 'es-CO' }] },
  'settings.get': { inputs: none },
  'settings.sessions': { inputs: none },
  'reports.run': {
    inputs: () => [
      { ...RANGE, groupBy: 'account' },
      { ...RANGE, groupBy: 'campaign' },
      { ...RANGE, groupBy: 'adset' },
      { ...RANGE, groupBy: 'day' },
    ],
    showsAcme: (input) => (input as { groupBy: string }).groupBy !== 'day',
  },
  'reports.savedFilters.list': { inputs: none, showsAcme: true },
  'notifications.list': { inputs: () => [{}] },
  'notifications.unreadCount': { inputs: none },
  'notifications.preferences': { inputs: none },
  'emailVerification.status': { inputs: none },
  'mailOutbox.list': { inputs: none },
  'mailOutbox.message': { inputs: () => [{ id: '00000000-0000-4000-8000-000000000000' }] },
  'dataRights.deletionStatus': { inputs: () => [{ code: 'no-such-code' }] },
  'workspaces.list': { inputs: none },
  // A client's team list holds only themselves; invitations are the admins' (refused before anything is read).
  'team.members': { inputs: none },
  'invitations.list': { inputs: none },
  'invitations.mine': { inputs: none },
  'approvals.settings': { inputs: none },
  'approvals.list': { inputs: () => [{}, undefined], showsAcme: true },
  // Zenith's proposal is asked for too (its extra key is dropped by the input's schema): the client must not get it.
  'approvals.get': { inputs: (seeded) => [{ id: seeded.acmeProposalId }, { id: seeded.zenithProposalId, zenith: true }], showsAcme: (input) => !(input as { zenith?: boolean }).zenith },
  'approvals.pendingCount': { inputs: none },
  'invitations.preview': { inputs: () => [{ token: 'no-such-token-0000000000000000000000' }] },
};

/** Every GET route Fastify serves (the web app's files and the OAuth redirects read no workspace data). */
const getRoutes: Record<string, ReadCall> = {
  'GET /api/health/database': { inputs: none },
  'GET /api/health/auth': { inputs: none },
  'GET /api/health/worker': { inputs: none },
  'GET /api/facebook-credentials-status': { inputs: none },
  'GET /api/auth/me': { inputs: none },
  'GET /api/auth/session-token': { inputs: none },
  'GET /api/activity': { inputs: () => ['/api/activity'], showsAcme: true },
  'GET /api/reports/export.csv': {
    inputs: () => ['account', 'campaign', 'adset', 'day'].map((groupBy) => `/api/reports/export.csv?from=${RANGE.from}&to=${RANGE.to}&groupBy=${groupBy}`),
    showsAcme: (path) => !String(path).endsWith('groupBy=day'),
  },
  'GET /api/platforms': { inputs: none },
  'GET /api/ad-accounts': { inputs: none, showsAcme: true },
  'GET /api/campaigns': { inputs: none, showsAcme: true },
  'GET /api/oauth-status': { inputs: none },
  // A sync that writes: a client is refused before anything is read.
  'GET /api/facebook/ad-accounts': { inputs: none },
  'GET /api/clone-campaign/:batchId': { inputs: (seeded) => [`/api/clone-campaign/${seeded.batchId}`], showsAcme: true },
  'GET /api/auth/facebook': { inputs: none },
  'GET /api/auth/facebook/callback': { inputs: none },
  'GET /api/auth/tiktok': { inputs: none },
  'GET /api/auth/tiktok/callback': { inputs: none },
  'GET /api/me/export': { inputs: none, showsAcme: true },
  'GET /api/workspaces': { inputs: none },
  'GET /api/workspaces/:id/members': { inputs: (seeded) => [`/api/workspaces/${seeded.workspaceId}/members`] },
  'GET /api/workspaces/:id/invitations': { inputs: (seeded) => [`/api/workspaces/${seeded.workspaceId}/invitations`] },
  // The workspace's whole export is the admins': a client is refused before anything is read.
  'GET /api/workspaces/:id/export': { inputs: (seeded) => [`/api/workspaces/${seeded.workspaceId}/export`] },
  'GET /api/invitations': { inputs: none },
  'GET /api/approvals': { inputs: none, showsAcme: true },
};

const queryProcedures = Object.entries(appRouter._def.procedures as unknown as Record<string, { _def: { type: string } }>)
  .filter(([, procedure]) => procedure._def.type === 'query')
  .map(([name]) => name);

describe('a client reads only their accounts (every query and GET route, checked by name)', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const tokens = { clientA: '', nobody: '', analyst: '', clientB: '', manager: '' };
  const seeded: Seeded = { workspaceId: '', acmeUuid: '', sourceCampaignId: '', acmeAccountId: '', zenithAccountId: '', connectionId: '', batchId: '', budgetChangeId: '', runIds: [], acmeProposalId: '', zenithProposalId: '' };
  /** Spend put on one quiet day (long before any synced figure), per account: totals for a client must be Acme's alone. */
  const QUIET_DAY = addDays(RANGE.from, 30);
  const acmeSpend = '123.45';
  const zenithSpend = '9876.50';

  function send(token: string, options: InjectOptions): Promise<LightMyRequestResponse> {
    return app.inject({ ...options, headers: { ...(options.headers as Record<string, string>), authorization: `Bearer ${token}`, 'x-workspace-id': owner.workspaceId } });
  }
  const query = (token: string, name: string, input: unknown) =>
    send(token, { method: 'GET', url: `/trpc/${name}${input === undefined ? '' : `?input=${encodeURIComponent(JSON.stringify({ json: input }))}`}` });
  const data = async (token: string, name: string, input: unknown) => {
    const response = await query(token, name, input);
    expect(response.statusCode, `${name}: ${response.body}`).toBe(200);
    return response.json().result.data.json;
  };

  async function member(username: string, role: 'client' | 'analyst' | 'manager', access?: { adAccountIds: string[]; businessIds: string[] }): Promise<string> {
    const registered = await app.inject({ method: 'POST', url: '/api/auth/register', payload: { username, email: `${username}@example.com`, password: TEST_PASSWORD }, remoteAddress: `10.17.0.${Object.values(tokens).filter(Boolean).length + 2}` });
    expect(registered.statusCode, registered.body).toBe(201);
    const userId = registered.json().user.id as string;
    // Joined directly in the database (invitations are built elsewhere); the session reads membership on its next call.
    await database().db.transaction().execute(async (trx) => {
      await trx.insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: userId, role }).execute();
      if (access) await setMemberAssignments(trx, { workspaceId: owner.workspaceId, userId }, access);
    });
    return registered.json().token;
  }

  async function backgroundWorkDone() {
    const db = database().db;
    // vi.waitFor, not expect.poll: this runs in beforeAll, where expect.poll is refused.
    await vi.waitFor(
      async () => {
        const waiting = {
          syncs: (await db.selectFrom('sync_runs').select('id').where('status', 'in', ['queued', 'running']).execute()).length,
          targets: (await db.selectFrom('clone_targets').select('id').where('state', 'in', ['queued', 'running']).execute()).length,
          items: (await db.selectFrom('budget_change_items').select('id').where('state', 'in', ['queued', 'running']).execute()).length,
        };
        expect(waiting, 'background work never finished').toEqual({ syncs: 0, targets: 0, items: 0 });
      },
      { timeout: 60_000, interval: 100 },
    );
  }

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    const worker = await app.startWorker();
    const { browser: _browser, ...registered } = await app.registerConnected('visibility-owner', { ip: '10.17.0.1', persona: 'Ana' });
    Object.assign(owner, registered);
    await settledSyncRuns(database().db, owner);
    const db = database().db;
    const accounts = await db.selectFrom('ad_accounts').selectAll().where('workspace_id', '=', owner.workspaceId).where('platform_id', '=', 1).orderBy('ad_account_id').execute();
    expect(accounts.length).toBeGreaterThanOrEqual(2);
    const [acme, zenith] = accounts as [(typeof accounts)[number], (typeof accounts)[number]];
    Object.assign(seeded, { workspaceId: owner.workspaceId, acmeUuid: acme.id, acmeAccountId: acme.ad_account_id, zenithAccountId: zenith.ad_account_id, connectionId: acme.connection_id });

    // Work the owner does through the API: a clone from Acme into both accounts, a budget change over both.
    const source = await db.selectFrom('campaigns').select('id').where('ad_account_id', '=', acme.id).orderBy('name').executeTakeFirstOrThrow();
    const cloned = await send(owner.token, { method: 'POST', url: '/api/clone-campaign', payload: { campaignId: source.id, nameTemplate: '{name} copy', budgetType: 'daily', dailyBudget: '5000', targetAccounts: [acme.ad_account_id, zenith.ad_account_id] } });
    expect(cloned.statusCode, cloned.body).toBe(200);
    seeded.sourceCampaignId = source.id;
    seeded.batchId = (await db.selectFrom('clone_batches').select('id').where('workspace_id', '=', owner.workspaceId).executeTakeFirstOrThrow()).id;
    const overview = await data(owner.token, 'budget.overview', {});
    const rows = overview.rows as Array<{ accountId: string; objectType: string; objectId: string }>;
    const items = [rows.find((row) => row.accountId === acme.id), rows.find((row) => row.accountId === zenith.id)].filter((row) => row !== undefined);
    expect(items).toHaveLength(2);
    const change = await send(owner.token, { method: 'POST', url: '/trpc/budget.change', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ json: { items: items.map(({ accountId, objectType, objectId }) => ({ accountId, objectType, objectId })), operation: { kind: 'raise', percent: 5 } } }) });
    expect(change.statusCode, change.body).toBe(200);
    seeded.budgetChangeId = change.json().result.data.json.changeId;
    for (const account of [acme, zenith]) {
      const set = await send(owner.token, { method: 'POST', url: '/trpc/budget.setThreshold', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ json: { accountId: account.id, period: 'day', amount: 100 } }) });
      expect(set.statusCode, set.body).toBe(200);
    }
    // With approvals on, a manager's clones wait as proposals: one into each account.
    tokens.manager = await member('visibility-manager', 'manager');
    await db.updateTable('workspaces').set({ approvals_required: true }).where('id', '=', owner.workspaceId).execute();
    for (const account of [acme, zenith]) {
      const proposed = await send(tokens.manager, { method: 'POST', url: '/api/clone-campaign', payload: { campaignId: source.id, nameTemplate: '{name} proposal', budgetType: 'daily', dailyBudget: '5000', targetAccounts: [account.ad_account_id] } });
      expect(proposed.statusCode, proposed.body).toBe(202);
      const { id } = await db.selectFrom('proposals').select('id').where('workspace_id', '=', owner.workspaceId).where(sql<boolean>`ad_account_ids @> ${[account.id]}::uuid[]`).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
      seeded[account.id === acme.id ? 'acmeProposalId' : 'zenithProposalId'] = id;
    }
    await db.updateTable('workspaces').set({ approvals_required: false }).where('id', '=', owner.workspaceId).execute();
    await backgroundWorkDone();
    // No sync may rename the accounts back from here on.
    await worker.stop({ timeoutMs: 5_000 });

    // Distinctive names on every row that names an account or its objects: Acme's, and Zenith's for all the others.
    const brand = (accountId: string) => (accountId === acme.id ? 'Acme' : 'Zenith');
    for (const [index, account] of accounts.entries()) {
      const name = account.id === acme.id ? 'Acme Shoes' : `Zenith Bank ${index}`;
      const business = account.id === acme.id ? { business_id: 'biz-acme', business_name: 'Acme Group' } : { business_id: 'biz-zenith', business_name: 'Zenith Holdings' };
      await db.updateTable('ad_accounts').set({ name, ...business }).where('id', '=', account.id).execute();
      // The proposals' previews name the accounts as they were when proposed.
      await db.updateTable('proposals').set({ preview: sql`replace(preview::text, ${account.name}, ${name})::jsonb` }).where('workspace_id', '=', owner.workspaceId).execute();
      await db.updateTable('campaigns').set({ name: sql`${`${brand(account.id)} campaign `} || id::text` }).where('ad_account_id', '=', account.id).execute();
      await db.updateTable('ad_sets').set({ name: sql`${`${brand(account.id)} ad set `} || id::text` }).where('ad_account_id', '=', account.id).execute();
      await db.updateTable('ads').set({ name: sql`${`${brand(account.id)} ad `} || id::text` }).where('ad_account_id', '=', account.id).execute();
      await db.updateTable('clone_targets').set({ account_name: name, campaign_name: `${brand(account.id)} copy` }).where('external_ad_account_id', '=', account.ad_account_id).execute();
      await db.updateTable('budget_change_items').set({ account_name: name, object_name: `${brand(account.id)} budget` }).where('external_ad_account_id', '=', account.ad_account_id).execute();
      await db
        .insertInto('account_insights_daily')
        .values({ ad_account_id: account.id, date: QUIET_DAY, spend: account.id === acme.id ? acmeSpend : zenithSpend, impressions: 1000, clicks: 10, conversions: 1, conversion_value: '0' })
        .execute();
    }
    await db.updateTable('clone_batches').set({ source_campaign_name: 'Acme campaign source' }).where('id', '=', seeded.batchId).execute();
    await db.updateTable('clone_batch_sources').set({ source_campaign_name: 'Acme campaign source' }).where('batch_id', '=', seeded.batchId).execute();
    // Saved filters naming each client, and audit rows about each account.
    await db.insertInto('saved_report_filters').values([{ workspace_id: owner.workspaceId, name: 'Acme weekly', filters: '{}' }, { workspace_id: owner.workspaceId, name: 'Zenith weekly', filters: '{}' }]).execute();
    await db.insertInto('saved_report_filters').values({ workspace_id: owner.workspaceId, name: 'Ad sets named', filters: JSON.stringify({ adSetName: 'zenith' }) }).execute();
    const audit = (adAccountId: string, account: string) => ({
      user_id: owner.id,
      workspace_id: owner.workspaceId,
      actor_type: 'system' as const,
      action: 'sync.failed',
      metadata: JSON.stringify({ runId: crypto.randomUUID(), kind: 'ad_account', trigger: 'schedule', adAccountId, error: `${account} failed`, stats: {} }),
    });
    await db.insertInto('audit_log').values([audit(acme.ad_account_id, 'Acme Shoes'), audit(zenith.ad_account_id, 'Zenith Bank')]).execute();
    await db.insertInto('audit_log').values({ user_id: owner.id, workspace_id: owner.workspaceId, actor_type: 'user', actor_user_id: owner.id, action: 'workspace.created', metadata: JSON.stringify({ name: 'Zenith and Acme agency' }) }).execute();
    seeded.runIds = (await db.selectFrom('sync_runs').select('id').where('workspace_id', '=', owner.workspaceId).execute()).map((run) => run.id);

    tokens.clientA = await member('visibility-client-a', 'client', { adAccountIds: [acme.id], businessIds: [] });
    tokens.nobody = await member('visibility-client-none', 'client', { adAccountIds: [], businessIds: [] });
    tokens.analyst = await member('visibility-analyst', 'analyst');
    tokens.clientB = await member('visibility-client-b', 'client', { adAccountIds: [], businessIds: ['biz-later'] });
  }, 180_000);
  afterAll(async () => {
    await app?.close();
  });

  describe('coverage', () => {
    it('lists every query procedure, and none that is gone', () => {
      expect(Object.keys(queryCalls).sort()).toEqual([...queryProcedures].sort());
    });

    it('lists every GET route Fastify serves, and none that is gone', () => {
      const served = app.server.app.routes
        .routes()
        .filter((route) => route.method === 'GET' && route.url !== TRPC_ROUTE && route.url.startsWith('/api/') && !publicPrefixes.some((prefix) => route.url.startsWith(prefix)))
        .map((route) => `${route.method} ${route.url}`);
      expect([...new Set(served)].sort()).toEqual(Object.keys(getRoutes).sort());
    });
  });

  it('never names Zenith to client A, in any answer, CSV or export; the listing answers name Acme', async () => {
    const leaks: string[] = [];
    const silent: string[] = [];
    const check = (label: string, call: ReadCall, input: unknown, body: string) => {
      if (/zenith/i.test(body)) leaks.push(`${label}: ${body.slice(0, 400)}`);
      const showsAcme = typeof call.showsAcme === 'function' ? call.showsAcme(input) : call.showsAcme;
      if (showsAcme && !body.includes('Acme')) silent.push(`${label}: ${body.slice(0, 200)}`);
    };
    for (const [name, call] of Object.entries(queryCalls)) {
      for (const input of call.inputs(seeded)) check(`${name} ${JSON.stringify(input)}`, call, input, (await query(tokens.clientA, name, input)).body);
    }
    for (const [key, call] of Object.entries(getRoutes)) {
      const paths = call.inputs(seeded) as Array<string | undefined>;
      for (const path of paths) {
        const url = path ?? key.slice('GET '.length);
        check(url, call, path, (await send(tokens.clientA, { method: 'GET', url })).body);
      }
    }
    expect(leaks).toEqual([]);
    expect(silent).toEqual([]);
  });

  it('shows the analyst both clients, so the check above is not vacuous', async () => {
    const names = ((await data(tokens.analyst, 'adAccounts.list', {})) as Array<{ name: string }>).map((account) => account.name);
    expect(names).toContain('Acme Shoes');
    expect(names.some((name) => name.startsWith('Zenith Bank'))).toBe(true);
    const savedFilters = (await data(tokens.analyst, 'reports.savedFilters.list', undefined)) as Array<{ name: string }>;
    expect(savedFilters.map((filter) => filter.name)).toContain('Zenith weekly');
  });

  it('shows a client with nothing assigned nothing at all', async () => {
    expect(await data(tokens.nobody, 'adAccounts.list', {})).toEqual([]);
    expect(await data(tokens.nobody, 'campaigns.list', {})).toEqual([]);
    expect((await data(tokens.nobody, 'clone.history', {})).items).toEqual([]);
    expect((await data(tokens.nobody, 'reports.run', { ...RANGE, groupBy: 'account' })).rows).toEqual([]);
    const summary = await data(tokens.nobody, 'dashboard.summary', RANGE);
    expect(summary).toMatchObject({ accountCount: 0, currencies: [], activeCampaigns: 0 });
  });

  it('tells a client of the workspace’s syncs only through the accounts shared with them', async () => {
    // The agency's sync of its Meta connection, under way.
    const db = database().db;
    const run = await db
      .insertInto('sync_runs')
      .values({ workspace_id: owner.workspaceId, connection_id: seeded.connectionId, ad_account_id: null, kind: 'connection', trigger: 'manual', status: 'running', started_at: new Date(), finished_at: null, stats: JSON.stringify({}) })
      .returning('id')
      .executeTakeFirstOrThrow();
    try {
      const facebook = async (token: string) => (await data(token, 'connections.status', undefined)).facebook as { connected: boolean; syncing: boolean };
      expect(await facebook(tokens.analyst)).toMatchObject({ connected: true, syncing: true });
      expect(await facebook(tokens.clientA)).toMatchObject({ connected: true, syncing: true });
      expect(await facebook(tokens.nobody)).toMatchObject({ connected: false, syncing: false });
    } finally {
      await db.deleteFrom('sync_runs').where('id', '=', run.id).execute();
    }
  });

  it('totals a client’s figures over their accounts only, and keeps the workspace’s cached totals from them', async () => {
    const day = { from: QUIET_DAY, to: QUIET_DAY };
    const spendOf = (summary: { currencies: Array<{ spend: number }> }) => summary.currencies.reduce((sum, row) => sum + row.spend, 0);
    // The analyst asks first, so the workspace's answer is in the cache when the client asks the very same question.
    const analyst = await data(tokens.analyst, 'dashboard.summary', day);
    expect(spendOf(analyst)).toBeGreaterThanOrEqual(Number(acmeSpend) + Number(zenithSpend));
    const client = await data(tokens.clientA, 'dashboard.summary', day);
    expect(spendOf(client)).toBeCloseTo(Number(acmeSpend), 2);
    expect(client.accountCount).toBe(1);
    const report = await data(tokens.clientA, 'reports.run', { ...day, groupBy: 'account' });
    expect(report.rows.map((row: { name: string; spend: string }) => [row.name, Number(row.spend)])).toEqual([['Acme Shoes', Number(acmeSpend)]]);
  });

  it('shows a batch into both accounts with client A’s target only', async () => {
    const status = await data(tokens.clientA, 'clone.status', { batchId: seeded.batchId });
    expect(status.accounts.map((target: { adAccountId: string }) => target.adAccountId)).toEqual([seeded.acmeAccountId]);
    const refused = await query(tokens.nobody, 'clone.status', { batchId: seeded.batchId });
    expect(refused.statusCode).toBe(404);
  });

  it('never makes a client the one told of the workspace’s work (notices go to its starter, else the owner and admins)', async () => {
    const clientA = await database().db.selectFrom('users').select('id').where('username', '=', 'visibility-client-a').executeTakeFirstOrThrow();
    expect(await noticeRecipients(database().db, { workspaceId: owner.workspaceId })).not.toContain(clientA.id);
    expect(await noticeRecipients(database().db, { workspaceId: owner.workspaceId, startedBy: clientA.id })).toEqual([clientA.id]);
  });

  it('refuses a client’s writes by role', async () => {
    const refused = await send(tokens.clientA, { method: 'POST', url: '/trpc/budget.setThreshold', headers: { 'content-type': 'application/json' }, payload: JSON.stringify({ json: { accountId: seeded.acmeUuid, period: 'day', amount: 5 } }) });
    expect(refused.statusCode).toBe(403);
  });

  it('shows the accounts of an assigned business, one synced later included', async () => {
    expect(await data(tokens.clientB, 'adAccounts.list', {})).toEqual([]);
    // As a sync writes an account it finds: here one of a business client B was assigned before it existed.
    await database().db.transaction().execute((trx) =>
      upsertAdAccounts(trx, [
        {
          workspaceId: owner.workspaceId,
          connectionId: seeded.connectionId,
          platformId: 1,
          adAccountId: 'act_917170001',
          name: 'Later Shop',
          status: 'ACTIVE',
          currency: 'USD',
          timezoneName: 'UTC',
          businessId: 'biz-later',
          businessName: 'Later Group',
          minDailyBudget: null,
        },
      ]),
    );
    const names = ((await data(tokens.clientB, 'adAccounts.list', {})) as Array<{ name: string }>).map((account) => account.name);
    expect(names).toEqual(['Later Shop']);
  });
});
