import { createHmac } from 'node:crypto';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { connectThroughDialog, type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { createSourceCampaign } from '../clone/clone-fixture.ts';
import { ran } from '@adfleet/test-support/ran';

/** Each kind raised by its real cause: the sandbox answering as Meta does, the worker running the jobs. */
describe('notifications raised by what happens', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '', browser: undefined as unknown as Awaited<ReturnType<SandboxedServer['registerConnected']>>['browser'] };
  const other = { id: '', workspaceId: '', token: '' };
  const acts = { us: '', eu: '', uk: '' };
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; name: string }>) {
      if (account.name.includes('US Store')) acts.us = account.id;
      if (account.name.includes('EU Fashion')) acts.eu = account.id;
      if (account.name.includes('UK Outdoor')) acts.uk = account.id;
    }
    // Made before connecting, so the first sync lists it.
    source = await createSourceCampaign(app, await app.mintToken('Ana'), acts.us, 'Notice Source');
    Object.assign(owner, await app.registerConnected('alerted', { ip: '10.32.0.1', persona: 'Ana' }));
    Object.assign(other, await app.registerConnected('elsewhere', { ip: '10.32.0.2', persona: 'Chloé' }));
    await settledSyncRuns(db(), owner);
    await settledSyncRuns(db(), other);
  }, 120_000);
  afterAll(() => app.close());

  const caller = (token: string) => callerAs({ ...testDeps(db(), { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, token);
  const noticesOf = async (token: string, kind: string) => (await caller(token).notifications.list({ limit: 50 })).items.filter((item) => item.kind === kind);
  async function until<T>(what: string, read: () => Promise<T>, done: (value: T) => boolean): Promise<T> {
    return vi.waitFor(
      async () => {
        const value = await read();
        if (!done(value)) throw new Error(`${what} never happened`);
        return value;
      },
      { timeout: 30_000, interval: 100 },
    );
  }
  async function syncAccounts(token: string) {
    const { runIds } = await caller(token).sync.facebookAdAccounts();
    await until('the sync runs ending', () => caller(token).sync.runs({ runIds }), (progress) => progress.finished);
  }

  it('connecting Facebook tells the person, with the account it connected', async () => {
    const [connected] = await noticesOf(owner.token, 'account_connected');
    expect(connected).toMatchObject({ params: { platform: 'facebook', name: expect.stringContaining('Ana'), adAccountCount: expect.any(Number) }, link: '/accounts' });
    expect((await noticesOf(other.token, 'account_connected')).map((item) => item.params['name'])).toEqual([expect.stringContaining('Chlo')]);
  });

  it('a failing sync says so once per account until that account syncs again, then anew', async () => {
    const account = await db().selectFrom('ad_accounts').select(['ad_account_id', 'name']).where('workspace_id', '=', owner.workspaceId).where('ad_account_id', '=', acts.eu).executeTakeFirstOrThrow();
    await app.control('PUT', '/faults', { errors: [{ code: 100, rate: 1, path: account.ad_account_id }] });
    await syncAccounts(owner.token);
    await syncAccounts(owner.token);
    expect(await noticesOf(owner.token, 'sync_failed')).toEqual([
      expect.objectContaining({ params: { adAccountId: account.ad_account_id, account: account.name }, link: '/accounts' }),
    ]);

    await app.control('DELETE', '/faults');
    await syncAccounts(owner.token);
    await app.control('PUT', '/faults', { errors: [{ code: 100, rate: 1, path: account.ad_account_id }] });
    await syncAccounts(owner.token);
    await app.control('DELETE', '/faults');
    expect(await noticesOf(owner.token, 'sync_failed')).toHaveLength(2);
    expect(await noticesOf(other.token, 'sync_failed')).toEqual([]);
  });

  it('a failing sync says nothing to a person who turned that kind off', async () => {
    await caller(other.token).notifications.setPreferences({ preferences: [{ kind: 'sync_failed', enabled: false }] });
    const [account] = await db().selectFrom('ad_accounts').select('ad_account_id').where('workspace_id', '=', other.workspaceId).execute();
    await app.control('PUT', '/faults', { errors: [{ code: 100, rate: 1, path: account?.ad_account_id ?? '' }] });
    await syncAccounts(other.token);
    await app.control('DELETE', '/faults');
    const failedRuns = await db().selectFrom('sync_runs').select('id').where('workspace_id', '=', other.workspaceId).where('status', '=', 'failed').execute();
    expect(failedRuns.length).toBeGreaterThan(0);
    expect(await noticesOf(other.token, 'sync_failed')).toEqual([]);
  });

  it('a clone batch says it finished once its last target ends, with its counts and a link to its results', async () => {
    await app.control('PUT', '/faults', { errors: [{ code: 100, rate: 1, path: `${acts.uk}/campaigns`, method: 'POST' }] });
    const { batchId } = ran(await caller(owner.token).clone.start({ campaignId: source.campaignId, nameTemplate: '{name} · noticed', budgetType: 'daily', dailyBudget: 40000, targetAccounts: [acts.eu, acts.uk] }));
    const status = await until('the batch finishing', () => caller(owner.token).clone.status({ batchId }), (value) => value.status === 'completed');
    await app.control('DELETE', '/faults');
    const succeeded = status.accounts.filter((row) => row.state === 'succeeded').length;
    const failed = status.accounts.filter((row) => row.state === 'failed').length;
    expect(failed).toBeGreaterThanOrEqual(1);
    expect(await noticesOf(owner.token, 'clone_finished')).toEqual([
      expect.objectContaining({ params: { batchId, campaign: 'Notice Source', succeeded, failed }, link: `/campaign-duplicator?batchId=${batchId}` }),
    ]);
    expect(await noticesOf(other.token, 'clone_finished')).toEqual([]);
    // The activity page says the same of the request, in words it builds from the batch.
    const requested = (await caller(owner.token).activity.feed({ actions: ['clone.requested'] })).entries;
    expect(requested).toEqual([expect.objectContaining({ type: 'event', batch: { campaign: 'Notice Source', accounts: 2, succeeded, failed } })]);
    expect((await caller(other.token).activity.feed({ actions: ['clone.requested'] })).entries).toEqual([]);
  });

  it('a retried batch says it finished again, with the counts after the retry', async () => {
    // Meta refuses the campaign in the EU account once: the first round ends with it failed.
    await app.control('PUT', '/faults', { errors: [{ code: 100, rate: 1, path: `${acts.eu}/campaigns`, method: 'POST' }] });
    const { batchId } = ran(await caller(owner.token).clone.start({ campaignId: source.campaignId, nameTemplate: '{name} · again', budgetType: 'daily', dailyBudget: 40000, targetAccounts: [acts.eu] }));
    await until('the first round finishing', () => caller(owner.token).clone.status({ batchId }), (value) => value.status === 'completed');
    await app.control('DELETE', '/faults');
    const ofBatch = async () => (await noticesOf(owner.token, 'clone_finished')).filter((item) => item.params['batchId'] === batchId);
    expect((await ofBatch()).map((item) => item.params)).toEqual([{ batchId, campaign: 'Notice Source', succeeded: 0, failed: 1 }]);

    await caller(owner.token).clone.retryFailed({ batchId });
    await until('the retry succeeding', () => caller(owner.token).clone.status({ batchId }), (value) => value.accounts.every((row) => row.state === 'succeeded'));
    // Newest first: this round's notice, then the first round's, each with its own counts.
    expect((await ofBatch()).map((item) => item.params)).toEqual([
      { batchId, campaign: 'Notice Source', succeeded: 1, failed: 0 },
      { batchId, campaign: 'Notice Source', succeeded: 0, failed: 1 },
    ]);
    expect((await noticesOf(other.token, 'clone_finished')).filter((item) => item.params['batchId'] === batchId)).toEqual([]);
  });

  it('the scheduled check warns of a token ending within a week, once, and not those who turned it off', async () => {
    const inThreeDays = new Date(Date.now() + 3 * 24 * 60 * 60 * 1000);
    await db().updateTable('platform_connections').set({ token_expires_at: inThreeDays }).where('workspace_id', 'in', [owner.workspaceId, other.workspaceId]).execute();
    await caller(other.token).notifications.setPreferences({ preferences: [{ kind: 'token_expiring', enabled: false }] });
    const runCheck = async () => {
      const jobId = await app.server.jobs.send('notifications.token_expiry', {});
      await until('the token check finishing', () => app.server.jobs.outcome('notifications.token_expiry', jobId), (outcome) => outcome?.state === 'completed');
    };
    await runCheck();
    await runCheck();
    const connection = await db().selectFrom('platform_connections').select('id').where('workspace_id', '=', owner.workspaceId).executeTakeFirstOrThrow();
    expect(await noticesOf(owner.token, 'token_expiring')).toEqual([
      expect.objectContaining({ params: expect.objectContaining({ connectionId: connection.id, expiresAt: inThreeDays.toISOString(), warning: 'week' }), link: '/accounts#ad-platform-connections' }),
    ]);
    expect(await noticesOf(other.token, 'token_expiring')).toEqual([]);
  });

  it('a token Meta refuses asks to reconnect once, instead of a sync failure per account; reconnecting clears it', async () => {
    const failuresBefore = (await noticesOf(owner.token, 'sync_failed')).length;
    await app.control('POST', `/users/${app.userNamed('Ana').id}/invalidate`, { reason: 'expired' });
    await syncAccounts(owner.token).catch(() => undefined);
    await caller(owner.token).sync.start().catch(() => undefined);
    await settledSyncRuns(db(), owner);
    expect(await noticesOf(owner.token, 'reconnect_needed')).toEqual([expect.objectContaining({ link: '/accounts#ad-platform-connections' })]);
    expect(await noticesOf(owner.token, 'sync_failed')).toHaveLength(failuresBefore);

    await connectThroughDialog(owner.browser, app.userNamed('Ana').id);
    expect(await noticesOf(owner.token, 'account_connected')).toHaveLength(2);
  });

  it("Meta's deauthorize callback tells the person the connection was removed, and where to connect again", async () => {
    const { external_user_id: metaId, id: connectionId } = await db().selectFrom('platform_connections').select(['external_user_id', 'id']).where('workspace_id', '=', other.workspaceId).executeTakeFirstOrThrow();
    const body = Buffer.from(JSON.stringify({ algorithm: 'HMAC-SHA256', user_id: metaId, issued_at: Math.floor(Date.now() / 1000) })).toString('base64url');
    const signedRequest = `${createHmac('sha256', app.config.meta.appSecret).update(body).digest('base64url')}.${body}`;
    const response = await fetch(`${app.baseUrl}/api/facebook/deauthorize`, {
      method: 'POST',
      body: new URLSearchParams({ signed_request: signedRequest }).toString(),
      headers: { 'content-type': 'application/x-www-form-urlencoded' },
    });
    expect(response.status).toBe(200);
    expect(await noticesOf(other.token, 'account_disconnected')).toEqual([
      expect.objectContaining({ params: { platform: 'facebook', connectionId }, link: '/accounts#ad-platform-connections' }),
    ]);
    expect(await noticesOf(owner.token, 'account_disconnected')).toEqual([]);
  });
});
