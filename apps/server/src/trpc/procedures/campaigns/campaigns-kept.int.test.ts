import { type CampaignListInput } from '@adfleet/core';
import { createDatabase, type DatabaseHandle, setCurrentWorkspace, setMemberAssignments, type Trx, upsertAdAccounts, upsertCampaignInsights, upsertCampaigns, upsertConnection } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, startTestServer, type TestServer, testCipher, testDeps } from '@adfleet/test-support/test-server';

const DAYS = ['2026-11-18', '2026-11-19'] as const;
/** The app's clock for every caller and server here: the asked days are always in the past. */
const NOW = new Date('2026-11-21T12:00:00Z');
const depsOf = (db: Parameters<typeof testDeps>[0]) => ({ ...testDeps(db), now: () => NOW });
/** What the campaigns page and the API ask: a first page, its next page, a filtered page, the plain list, a spend range. */
const INPUTS: CampaignListInput[] = [{ limit: 2 }, { limit: 50 }, {}, { limit: 50, status: 'ACTIVE' }, { limit: 50, sort: 'spend', order: 'desc', from: DAYS[1], to: DAYS[1] }];

/**
 * campaigns.list keeps its answers per version of the workspace's data (ADR 0060 over ADR 0051), and REST keeps a kept
 * answer's JSON text: whatever a sync, a clone or a removal writes must show at the next read, on every server, by REST
 * and by tRPC alike, and a client must keep getting only their accounts' campaigns.
 */
describe('campaigns list answers kept per version of the workspace\'s data', () => {
  const database = useTestDatabase();
  // Two server processes, each with its own pool and so its own kept answers, beside the writer, which plays the worker.
  const handles: DatabaseHandle[] = [];
  const servers: TestServer[] = [];
  const owner = { id: '', workspaceId: '', token: '', accountIds: [] as string[] };
  let clientToken = '';

  const campaign = (accountId: string, index: number, overrides: Partial<Parameters<typeof upsertCampaigns>[1][number]> = {}) => ({
    workspaceId: owner.workspaceId, adAccountId: accountId, platformId: 1, externalId: `c-${index}`, name: `Campaign ${index}`, status: 'ACTIVE', effectiveStatus: 'ACTIVE',
    objective: 'OUTCOME_SALES', dailyBudget: '1000', lifetimeBudget: null, createdAt: new Date(Date.UTC(2026, 9, 1 + index)), updatedAt: new Date('2026-11-01T00:00:00Z'), ...overrides,
  });
  const spendOf = (campaignId: string, spend: string) => DAYS.map((date) => ({ date, campaignId, spend, impressions: 100, clicks: 1, conversions: 0, conversionValue: '0' }));
  const write = <T,>(work: (trx: Trx) => Promise<T>) => database().db.transaction().execute(work);

  /** One server's answers, as the web app (tRPC, superjson's JSON part) and the API (REST) get them. */
  async function answersOf(server: TestServer, token: string) {
    const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': owner.workspaceId };
    const answers: Array<{ rest: unknown; trpc: unknown }> = [];
    for (const input of INPUTS) {
      const search = new URLSearchParams(Object.entries(input ?? {}).map(([key, value]): [string, string] => [key, String(value)])).toString();
      const rest = await server.app.server.inject({ method: 'GET', url: `/api/campaigns${search ? `?${search}` : ''}`, headers });
      expect(rest.statusCode, rest.body).toBe(200);
      expect(rest.headers['content-type']).toBe('application/json; charset=utf-8');
      const trpc = await server.app.server.inject({ method: 'GET', url: `/trpc/campaigns.list?input=${encodeURIComponent(JSON.stringify({ json: input }))}`, headers });
      expect(trpc.statusCode, trpc.body).toBe(200);
      answers.push({ rest: rest.json(), trpc: trpc.json().result.data.json });
    }
    return answers;
  }

  /** The same answers computed from scratch: a handle that has never kept anything, gone after one use. */
  async function computedAfresh(token: string) {
    const handle = createDatabase(database().connectionString, { maxConnections: 2 });
    try {
      const caller = callerAs(depsOf(handle.db), token);
      const answers: unknown[] = [];
      for (const input of INPUTS) answers.push(JSON.parse(JSON.stringify(await caller.campaigns.list(input))));
      return answers;
    } finally {
      await handle.destroy();
    }
  }

  /** Every server's answers, read twice (the second from what it kept), by REST and tRPC, equal a computation from scratch. */
  async function expectEveryServerFresh(token = owner.token) {
    const fresh = await computedAfresh(token);
    for (const server of servers) {
      for (let read = 0; read < 2; read++) expect(await answersOf(server, token)).toEqual(fresh.map((answer) => ({ rest: answer, trpc: answer })));
    }
    return fresh;
  }
  const firstPage = (answers: unknown[]) => (answers[1] as { items: Array<{ id: string; name: string; status: string; spend: number; adAccountName: string }> }).items;

  beforeAll(async () => {
    const { token, user } = await callerAs(depsOf(database().db), undefined, '10.6.0.1').auth.register({ username: 'kept-lister', email: 'kept-lister@example.com', password: TEST_PASSWORD });
    Object.assign(owner, { id: user.id, token, workspaceId: await workspaceOf(database().db, user.id) });
    await write(async (trx) => {
      const connection = await upsertConnection(trx, { workspaceId: owner.workspaceId, connectedBy: user.id, platformId: 1, externalUserId: 'fb-kept', externalUserName: 'Kept', accessTokenCiphertext: testCipher.encrypt('EAA-secret'), tokenExpiresAt: null, scopes: [] });
      const accounts = await upsertAdAccounts(trx, ['USD', 'EUR'].map((currency, index) => ({
        workspaceId: owner.workspaceId, connectionId: connection.id, platformId: 1, adAccountId: `act_kept_${index}`, name: `Shop ${currency}`, status: 'ACTIVE', currency,
        timezoneName: 'UTC', businessId: null, businessName: null, minDailyBudget: null,
      })));
      owner.accountIds = accounts.map((account) => account.id);
      const written = await upsertCampaigns(trx, [0, 1, 2, 3].map((index) => campaign(owner.accountIds[index % 2]!, index)));
      for (const [index, row] of written.entries()) await upsertCampaignInsights(trx, owner.accountIds[index % 2]!, spendOf(row.id, String(10 * (index + 1))));
    });
    const client = await callerAs(depsOf(database().db), undefined, '10.6.0.2').auth.register({ username: 'kept-client', email: 'kept-client@example.com', password: TEST_PASSWORD });
    clientToken = client.token;
    await write(async (trx) => {
      await trx.insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: client.user.id, role: 'client' }).execute();
      await setMemberAssignments(trx, { workspaceId: owner.workspaceId, userId: client.user.id }, { adAccountIds: [owner.accountIds[0]!], businessIds: [] });
    });
    // The computation from scratch asks without X-Workspace-Id, in the caller's current workspace.
    await setCurrentWorkspace(database().db, client.user.id, owner.workspaceId);
    for (let i = 0; i < 2; i++) {
      const handle = createDatabase(database().connectionString, { maxConnections: 3 });
      handles.push(handle);
      servers.push(await startTestServer({ connectionString: database().connectionString, db: handle.db, now: () => NOW }));
    }
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.close()));
    await Promise.all(handles.map((handle) => handle.destroy()));
  });

  it('keeps an answer: a repeat read runs no list query, so a write that moved no version stays unseen', async () => {
    const before = await answersOf(servers[0]!, owner.token);
    // Behind the versions' back (the triggers off): only a kept answer, its checked copy and its JSON can still say the old name.
    await sql`alter table campaigns disable trigger user`.execute(database().db);
    try {
      await sql`update campaigns set name = 'Renamed unseen' where workspace_id = ${owner.workspaceId}`.execute(database().db);
      expect(await answersOf(servers[0]!, owner.token)).toEqual(before);
      expect(firstPage(await computedAfresh(owner.token)).map((row) => row.name)).toEqual(Array(4).fill('Renamed unseen'));
    } finally {
      await sql`alter table campaigns enable trigger user`.execute(database().db);
    }
    await write((trx) => upsertCampaigns(trx, [0, 1, 2, 3].map((index) => campaign(owner.accountIds[index % 2]!, index))));
    expect(firstPage(await expectEveryServerFresh()).map((row) => row.name)).toEqual(['Campaign 3', 'Campaign 2', 'Campaign 1', 'Campaign 0']);
  });

  it('shows a sync\'s new status and spend on every server at the next read', async () => {
    const [before] = [firstPage(await expectEveryServerFresh())];
    const paused = before.find((row) => row.name === 'Campaign 2')!;
    await write(async (trx) => {
      await upsertCampaigns(trx, [campaign(owner.accountIds[0]!, 2, { status: 'PAUSED', effectiveStatus: 'PAUSED', updatedAt: new Date('2026-11-20T00:00:00Z') })]);
      await upsertCampaignInsights(trx, owner.accountIds[0]!, spendOf(paused.id, '75.5'));
    });
    const after = firstPage(await expectEveryServerFresh());
    expect(after.find((row) => row.id === paused.id)).toMatchObject({ status: 'PAUSED', spend: 151 });
  });

  it('shows a campaign added (a clone landing) and one removed, on every server', async () => {
    await expectEveryServerFresh();
    const [added] = await write((trx) => upsertCampaigns(trx, [campaign(owner.accountIds[1]!, 9, { name: 'Campaign 9 copy' })]));
    expect(firstPage(await expectEveryServerFresh())[0]).toMatchObject({ id: added!.id, name: 'Campaign 9 copy', spend: 0 });
    await write((trx) => trx.deleteFrom('campaigns').where('id', '=', added!.id).execute());
    expect(firstPage(await expectEveryServerFresh()).map((row) => row.id)).not.toContain(added!.id);
  });

  it('shows a campaign renamed and an ad account renamed, on every server', async () => {
    await expectEveryServerFresh();
    await write((trx) => upsertCampaigns(trx, [campaign(owner.accountIds[1]!, 3, { name: 'Spring sale' })]));
    expect(firstPage(await expectEveryServerFresh()).map((row) => row.name)).toContain('Spring sale');
    await write((trx) => trx.updateTable('ad_accounts').set({ name: 'Shop Europe' }).where('id', '=', owner.accountIds[1]!).execute());
    expect(new Set(firstPage(await expectEveryServerFresh()).map((row) => row.adAccountName))).toEqual(new Set(['Shop USD', 'Shop Europe']));
  });

  it('never gives a caller a version read that started before they asked, though callers asking at once share one', async () => {
    // A server whose version statements, once answered by PostgreSQL (their snapshot taken), are held until released.
    let held: Promise<void> | undefined;
    let release = () => undefined as void;
    let reachedHold = () => undefined as void;
    const versionQueries = new WeakSet<object>();
    let versionStatements = 0;
    const server = handles[0]!.db.withPlugin({
      transformQuery: ({ node, queryId }) => {
        if (JSON.stringify(node).includes('data_version')) {
          versionQueries.add(queryId);
          versionStatements += 1;
        }
        return node;
      },
      transformResult: async ({ queryId, result }) => {
        if (held && versionQueries.has(queryId)) {
          reachedHold();
          await held;
        }
        return result;
      },
    });
    const caller = callerAs(depsOf(server), owner.token);
    const names = async () => ((await caller.campaigns.list({ limit: 50 })) as { items: Array<{ name: string }> }).items.map((row) => row.name);
    await names();
    held = new Promise<void>((resolve) => (release = resolve));
    const reached = new Promise<void>((resolve) => (reachedHold = resolve));
    const earlier = names();
    await reached;
    // Committed while the earlier caller's version read is answered but not yet handed back.
    await write((trx) => upsertCampaigns(trx, [campaign(owner.accountIds[0]!, 0, { name: 'Renamed while read' })]));
    const statementsBefore = versionStatements;
    const later = [names(), names(), names()];
    // Time for the later callers' sessions to be read and for them to come to the version read still held.
    await new Promise((resolve) => setTimeout(resolve, 300));
    held = undefined;
    release();
    await earlier;
    for (const seen of await Promise.all(later)) expect(seen).toContain('Renamed while read');
    // The three later callers shared one version statement, started after the earlier one ended.
    expect(versionStatements - statementsBefore).toBe(1);
  });

  it('gives a client only their accounts\' campaigns from a cache the owner has warmed', async () => {
    const owners = firstPage(await expectEveryServerFresh());
    expect(new Set(owners.map((row) => row.adAccountName)).size).toBe(2);
    // The owner's answers are kept on both servers now; the client asks the very same questions.
    const clients = firstPage(await expectEveryServerFresh(clientToken));
    expect(clients.length).toBeGreaterThan(0);
    expect(clients.every((row) => row.adAccountName === 'Shop USD')).toBe(true);
    expect(clients.length).toBeLessThan(owners.length);
  });
});
