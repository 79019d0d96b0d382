import { MANUAL_SYNC_LIMIT } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { addDaysForTest, currencyTotalsFromSandbox } from '@adfleet/test-support/sandbox-insights';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';

describe('syncing Facebook ad accounts with pg-boss jobs', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };
  let anaToken: string;
  const sleeps: number[] = [];
  /** Whether the injected sleep lifts the sandbox's throttles, as the passing of Meta's regain time would. */
  let sleepLiftsThrottles = true;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    // A worker whose Graph client "waits" by lifting the sandbox's throttles at once, so tests never wait minutes.
    await app.startWorker({
      sleep: async (ms) => {
        sleeps.push(ms);
        if (!sleepLiftsThrottles) return;
        const { accounts } = await app.control('GET', '');
        for (const account of accounts as Array<{ id: string }>) await app.control('DELETE', `/accounts/${account.id.startsWith('act_') ? account.id : `act_${account.id}`}/throttle`);
      },
    });
    for (const [who, name, ip] of [[owner, 'owner', '10.2.0.1'], [other, 'other', '10.2.0.2']] as const) {
      const { id, workspaceId, token } = await app.registerConnected(name, { ip, persona: name === 'owner' ? 'Ana' : 'Chloé' });
      Object.assign(who, { id, workspaceId, token });
    }
    anaToken = await app.mintToken('Ana');
    await settledSyncRuns(database().db, owner, { atLeast: 7 });
    await settledSyncRuns(database().db, other, { atLeast: 3 });
  }, 90_000);
  afterAll(() => app.close());

  const db = () => database().db;
  const api = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${app.baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, ...(init.headers as object) } });

  it('stores every ad account and campaign the sandbox has: counts match, each run audited', async () => {
    const sandboxAccounts = (await app.graphGet('me/adaccounts', { access_token: anaToken, fields: 'id', limit: '100' })).data as Array<{ id: string }>;
    const accounts = await db().selectFrom('ad_accounts').selectAll().where('workspace_id', '=', owner.workspaceId).execute();
    expect(accounts.map((account) => account.ad_account_id).sort()).toEqual(sandboxAccounts.map((account) => account.id).sort());
    for (const account of accounts) {
      // Every status: archived and deleted campaigns keep their spend in the account's days.
      const everyStatus = JSON.stringify(['ACTIVE', 'PAUSED', 'DELETED', 'ARCHIVED', 'IN_PROCESS', 'WITH_ISSUES']);
      const campaigns = (await app.graphGet(`${account.ad_account_id}/campaigns`, { access_token: anaToken, fields: 'id', limit: '500', effective_status: everyStatus })).data as unknown[];
      const stored = await db().selectFrom('campaigns').select('id').where('ad_account_id', '=', account.id).execute();
      expect(stored.length, account.ad_account_id).toBe(campaigns.length);
      expect(account.last_synced_at).not.toBeNull();
      expect(account.insights_backfilled_at).not.toBeNull();
    }
    const runs = await db().selectFrom('sync_runs').selectAll().where('workspace_id', '=', owner.workspaceId).execute();
    expect(runs.every((run) => run.status === 'succeeded')).toBe(true);
    const audit = await db().selectFrom('audit_log').select(['action', 'target_id']).where('user_id', '=', owner.id).where('action', 'like', 'sync.%').execute();
    expect(audit.filter((row) => row.action === 'sync.started')).toHaveLength(runs.length);
    expect(audit.filter((row) => row.action === 'sync.succeeded')).toHaveLength(runs.length);
  });

  it.each([
    ['the last 7 days', 7, 1],
    ['the last 30 days', 30, 1],
    ['80 days', 80, 1],
    ['a single day', 1, 3],
  ])('dashboard totals per currency equal the sandbox’s for %s', async (_label, days, endDaysAgo) => {
    const to = addDaysForTest(new Date().toISOString().slice(0, 10), -endDaysAgo);
    const from = addDaysForTest(to, -(days - 1));
    const accounts = await db().selectFrom('ad_accounts').select(['ad_account_id', 'currency']).where('workspace_id', '=', owner.workspaceId).execute();
    const expected = await currencyTotalsFromSandbox(app, anaToken, accounts, from, to);
    const summary = await callerAs(testDeps(db()), owner.token).dashboard.summary({ from, to, platform: 'facebook' });
    expect(summary.currencies.map((row) => row.currency)).toEqual([...expected.keys()].sort());
    for (const row of summary.currencies) {
      const want = expected.get(row.currency);
      expect(row.spend, row.currency).toBeCloseTo(want?.spend ?? -1, 2);
      expect(row.impressions, row.currency).toBe(want?.impressions);
      expect(row.clicks, row.currency).toBe(want?.clicks);
    }
    expect(summary.totals.impressions).toBe([...expected.values()].reduce((sum, row) => sum + row.impressions, 0));
    expect(summary.accountCount).toBe(accounts.length);
  });

  it('re-reads only campaigns changed since the last sync (updated_since)', async () => {
    const account = await db().selectFrom('ad_accounts').selectAll().where('workspace_id', '=', owner.workspaceId).where('status', '=', 'ACTIVE').orderBy('ad_account_id').executeTakeFirstOrThrow();
    const campaign = await db().selectFrom('campaigns').selectAll().where('ad_account_id', '=', account.id).orderBy('updated_at').executeTakeFirstOrThrow();
    const renamed = await fetch(`${app.sandboxUrl}/${app.config.meta.graphVersion}/${campaign.external_id}`, {
      method: 'POST',
      body: new URLSearchParams({ name: 'Renamed in Ads Manager', access_token: anaToken }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(renamed.status).toBe(200);

    const before = (await db().selectFrom('sync_runs').select('id').where('workspace_id', '=', owner.workspaceId).execute()).length;
    const listed = await api('/api/facebook/ad-accounts', owner.token);
    expect(listed.status).toBe(200);
    const runs = (await settledSyncRuns(db(), owner, { atLeast: before + 8 })).slice(before);
    const accountRuns = runs.filter((run) => run.kind === 'ad_account');
    expect(accountRuns).toHaveLength(7);
    const changedRun = accountRuns.find((run) => run.ad_account_id === account.id);
    // The changed campaign, plus at most the one sitting exactly on the previous high-water mark (inclusive bound).
    expect(changedRun?.stats.campaignsRead).toBeGreaterThanOrEqual(1);
    expect(changedRun?.stats.campaignsRead).toBeLessThanOrEqual(2);
    for (const run of accountRuns.filter((candidate) => candidate !== changedRun)) expect(run.stats.campaignsRead).toBeLessThanOrEqual(1);
    const stored = await db().selectFrom('campaigns').select('name').where('id', '=', campaign.id).executeTakeFirstOrThrow();
    expect(stored.name).toBe('Renamed in Ads Manager');
  });

  const throttledAccount = () =>
    db().selectFrom('ad_accounts').selectAll().where('workspace_id', '=', owner.workspaceId).where('status', '=', 'ACTIVE').orderBy('ad_account_id', 'desc').executeTakeFirstOrThrow();
  const syncRunsSince = async (before: number) => (await settledSyncRuns(db(), owner, { atLeast: before + 8 })).slice(before);
  const runCount = async () => (await db().selectFrom('sync_runs').select('id').where('workspace_id', '=', owner.workspaceId).execute()).length;
  const failures = () => db().selectFrom('audit_log').select('id').where('user_id', '=', owner.id).where('action', '=', 'sync.failed').execute();

  it('waits out a short throttle in place while the other accounts finish, without failing', async () => {
    const account = await throttledAccount();
    await app.control('POST', `/accounts/${account.ad_account_id}/throttle`, { seconds: 120 });
    sleeps.length = 0;
    const before = await runCount();
    expect((await api('/api/facebook/ad-accounts', owner.token)).status).toBe(200);
    const runs = await syncRunsSince(before);
    expect(runs.every((run) => run.status === 'succeeded')).toBe(true);
    // Meta's regain time (2 minutes) was waited out, through the injected sleep.
    expect(sleeps.some((ms) => ms >= 60_000)).toBe(true);
    expect(await failures()).toEqual([]);
  });

  it('re-queues an account whose throttle outlasts the wait for when it lifts, never counting it as a failure', async () => {
    const account = await throttledAccount();
    await app.control('POST', `/accounts/${account.ad_account_id}/throttle`, { seconds: 600 });
    sleepLiftsThrottles = false;
    const before = await runCount();
    expect((await api('/api/facebook/ad-accounts', owner.token)).status).toBe(200);
    const deferred = await vi.waitFor(
      async () => {
        const { rows } = await sql<{ start_after: Date }>`
          select start_after from pgboss.job
          where name = 'sync.ad_account' and singleton_key = ${account.id} and state = 'created' and start_after > now() + interval '1 minute'`.execute(db());
        if (!rows[0]) throw new Error('the account’s sync was never deferred');
        return rows[0];
      },
      { timeout: 20_000, interval: 100 },
    );
    expect(deferred.start_after.getTime()).toBeGreaterThan(Date.now() + 5 * 60_000);
    const waiting = await db().selectFrom('sync_runs').select('status').where('ad_account_id', '=', account.id).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    expect(waiting.status).toBe('queued');
    expect(await failures()).toEqual([]);

    // Ten minutes pass: the deferred job becomes due, the block has lifted, and the same run completes.
    sleepLiftsThrottles = true;
    await sql`update pgboss.job set start_after = now() where name = 'sync.ad_account' and singleton_key = ${account.id} and state = 'created'`.execute(db());
    const runs = await syncRunsSince(before);
    expect(runs.every((run) => run.status === 'succeeded')).toBe(true);
    expect(await failures()).toEqual([]);
  });

  it('limits manual syncs per user: the sixth in a minute is a 429 with Retry-After and starts nothing', async () => {
    await db().deleteFrom('auth_attempts').where('key', '=', `sync:user:${other.id}`).execute();
    for (let n = 0; n < MANUAL_SYNC_LIMIT.perWindow; n++) expect((await api('/api/facebook/ad-accounts', other.token)).status).toBe(200);
    const runsBefore = await db().selectFrom('sync_runs').select('id').where('workspace_id', '=', other.workspaceId).execute();

    const refused = await api('/api/facebook/ad-accounts', other.token);
    expect(refused.status).toBe(429);
    expect(await refused.json()).toMatchObject({ error: 'RATE_LIMITED', message: expect.stringContaining('Too many syncs') });
    const retryAfter = Number(refused.headers.get('retry-after'));
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(MANUAL_SYNC_LIMIT.windowMs / 1000);
    const viaTrpc = await fetch(`${app.baseUrl}/trpc/sync.start`, { method: 'POST', headers: { authorization: `Bearer ${other.token}`, 'content-type': 'application/json' }, body: '{}' });
    expect(viaTrpc.status).toBe(429);
    expect(Number(viaTrpc.headers.get('retry-after'))).toBeGreaterThan(0);
    expect(((await viaTrpc.json()) as { error: { json: { data: unknown } } }).error.json.data).toMatchObject({ appCode: 'RATE_LIMITED', retryAfterSeconds: expect.any(Number) });
    expect(await db().selectFrom('sync_runs').select('id').where('workspace_id', '=', other.workspaceId).execute()).toHaveLength(runsBefore.length);

    // Another user's window is their own.
    await db().deleteFrom('auth_attempts').where('key', '=', `sync:user:${owner.id}`).execute();
    expect((await api('/api/facebook/ad-accounts', owner.token)).status).toBe(200);
  });

  it('sync.start queues a connection sync and sync.status shows its progress', async () => {
    const caller = () => callerAs({ ...testDeps(db()), jobs: app.server.jobs }, owner.token);
    const { runIds } = await caller().sync.start();
    expect(runIds).toHaveLength(1);
    const status = await caller().sync.status();
    expect(status.runs.map((run) => run.id)).toContain(runIds[0]);
    await settledSyncRuns(db(), owner, { atLeast: 1 });
    const done = await caller().sync.status();
    expect(done.running).toBe(false);
    // Each run names its platform, so a card shows only its own platform's sync.
    expect(done.runs.find((run) => run.id === runIds[0])).toMatchObject({ kind: 'connection', platformId: 1, status: 'succeeded', adAccountId: null });
    expect(done.lastSyncedAt).toBeInstanceOf(Date);
  });

  it('never shows one user’s accounts, campaigns or figures to another', async () => {
    const mine = await (await api('/api/ad-accounts', owner.token)).json();
    const theirs = await (await api('/api/ad-accounts', other.token)).json();
    const myIds = new Set((mine as Array<{ id: string }>).map((account) => account.id));
    expect((theirs as Array<{ id: string }>).some((account) => myIds.has(account.id))).toBe(false);
    const theirCampaigns = (await (await api('/api/campaigns', other.token)).json()) as Array<{ adAccountId: string }>;
    const myAccountIds = new Set((mine as Array<{ adAccountId: string }>).map((account) => account.adAccountId));
    const theirAccountIds = new Set((theirs as Array<{ adAccountId: string }>).map((account) => account.adAccountId));
    expect(theirCampaigns.length).toBeGreaterThan(0);
    expect(theirCampaigns.every((campaign) => theirAccountIds.has(campaign.adAccountId))).toBe(true);
    // Filtering by someone else's ad account id finds nothing rather than their campaigns.
    const foreign = [...myAccountIds].find((id) => !theirAccountIds.has(id)) ?? '';
    expect(await (await api(`/api/campaigns?adAccountId=${foreign}`, other.token)).json()).toEqual([]);
    const status = await callerAs(testDeps(db()), other.token).sync.status();
    const ownerRuns = await db().selectFrom('sync_runs').select('id').where('workspace_id', '=', owner.workspaceId).execute();
    expect(status.runs.some((run) => ownerRuns.some((row) => row.id === run.id))).toBe(false);
  });

  it('a dead token (190) marks the connection and its accounts invalid and fails without retrying', async () => {
    await app.control('POST', `/users/${app.userNamed('Ana').id}/invalidate`, { reason: 'expired' });
    const caller = callerAs({ ...testDeps(db()), jobs: app.server.jobs }, owner.token);
    const { runIds } = await caller.sync.start();
    await settledSyncRuns(db(), owner, { atLeast: 1 });
    const run = await db().selectFrom('sync_runs').selectAll().where('id', '=', runIds[0] ?? '').executeTakeFirstOrThrow();
    expect(run.status).toBe('failed');
    // Stored as codes: Meta's error number and words are parameters, written in the reader's language where shown.
    expect(run.error).toMatchObject({ code: 'syncRunMetaError', params: { errorCode: expect.stringMatching(/^190/), detail: expect.any(String) } });
    expect((await caller.sync.status()).runs.find((candidate) => candidate.id === run.id)?.error).toEqual(run.error);
    const connection = await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', owner.workspaceId).executeTakeFirstOrThrow();
    expect(connection.status).toBe('invalid');
    expect(connection.status_reason).toMatchObject({ code: 'connectionTokenRejected', params: { errorCode: expect.stringMatching(/^190/) } });
    const accounts = await (await api('/api/ad-accounts', owner.token)).json();
    expect((accounts as Array<{ hasValidToken: boolean }>).every((account) => !account.hasValidToken)).toBe(true);
    const audit = await db().selectFrom('audit_log').select('action').where('user_id', '=', owner.id).where('action', 'in', ['connection.token_invalid', 'sync.failed']).execute();
    expect(audit.map((row) => row.action).sort()).toEqual(['connection.token_invalid', 'sync.failed']);
    const { rows } = await sql<{ state: string; retry_count: number }>`select state, retry_count from pgboss.job where name = 'sync.connection' and data->>'runId' = ${runIds[0]}`.execute(db());
    expect(rows).toEqual([{ state: 'failed', retry_count: 0 }]);
    expect(await caller.connections.status()).toMatchObject({ facebook: { connected: true, error: true } });

    const manual = await api('/api/facebook/ad-accounts', owner.token);
    expect(manual.status).toBe(412);
    expect(await manual.json()).toMatchObject({ error: 'PLATFORM_NOT_CONNECTED', message: expect.stringContaining('Connect Facebook again') });
  });
});
