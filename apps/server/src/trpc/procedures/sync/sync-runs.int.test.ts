import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import type { RunningWorker } from '@adfleet/test-support/test-worker';

describe('following a manual sync until its runs have finished (sync.runs)', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  let worker: RunningWorker | null = null;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    worker = await app.startWorker();
    for (const [who, name, ip, persona] of [[owner, 'runs-owner', '10.6.0.1', 'Ana'], [other, 'runs-other', '10.6.0.2', 'Chloé']] as const) {
      Object.assign(who, await app.registerConnected(name, { ip, persona }));
    }
    await settledSyncRuns(database().db, owner, { atLeast: 7 });
    await settledSyncRuns(database().db, other, { atLeast: 3 });
  }, 90_000);
  afterAll(() => app.close());

  const caller = (token: string) => callerAs({ ...testDeps(database().db, app.config), jobs: app.server.jobs }, token);

  function finishedRuns(token: string, runIds: string[], timeoutMs = 30_000) {
    return vi.waitFor(
      async () => {
        const progress = await caller(token).sync.runs({ runIds });
        if (!progress.finished) throw new Error(`runs never finished: ${JSON.stringify(progress.runs)}`);
        return progress;
      },
      { timeout: timeoutMs, interval: 100 },
    );
  }

  it('answers the queued runs, says unfinished until the worker has run them all, then names the failed account and why', async () => {
    const accounts = await database().db.selectFrom('ad_accounts').select(['ad_account_id', 'name']).where('workspace_id', '=', owner.workspaceId).orderBy('ad_account_id').execute();
    const failing = accounts[0];
    if (!failing) throw new Error('the owner has no ad accounts');
    // Meta refuses every read of one account (an invalid-request error, never retried); the others sync normally.
    await app.control('PUT', '/faults', { errors: [{ code: 100, rate: 1, path: failing.ad_account_id }] });
    // No worker runs while the sync is requested, so its runs cannot have finished when it answers.
    await worker?.stop({ timeoutMs: 5_000 });
    worker = null;

    const started = await caller(owner.token).sync.facebookAdAccounts();
    expect(started.accounts).toHaveLength(accounts.length);
    expect(started.runIds).toHaveLength(accounts.length);
    const pending = await caller(owner.token).sync.runs({ runIds: started.runIds });
    expect(pending.finished).toBe(false);
    expect(pending.runs.every((run) => run.status === 'queued')).toBe(true);

    worker = await app.startWorker();
    const done = await finishedRuns(owner.token, started.runIds);
    await app.control('DELETE', '/faults');
    expect(done.runs.map((run) => run.id).sort()).toEqual([...started.runIds].sort());
    const failed = done.runs.filter((run) => run.status === 'failed');
    expect(failed).toEqual([expect.objectContaining({ adAccountId: failing.ad_account_id, name: failing.name, error: { code: 'syncRunMetaError', params: expect.objectContaining({ errorCode: '100' }) } })]);
    expect(done.runs.filter((run) => run.status === 'succeeded')).toHaveLength(accounts.length - 1);
    expect(done.runs.every((run) => run.name !== null && run.adAccountId !== null)).toBe(true);
  });

  it('finds nothing of another user’s runs and refuses run ids that are not ids', async () => {
    const ownerRuns = await database().db.selectFrom('sync_runs').select('id').where('workspace_id', '=', owner.workspaceId).execute();
    const seen = await caller(other.token).sync.runs({ runIds: ownerRuns.map((run) => run.id) });
    expect(seen).toEqual({ finished: true, runs: [] });
    await expect(caller(owner.token).sync.runs({ runIds: ['not-a-run'] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller(owner.token).sync.runs({ runIds: [] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('keeps the spec’s REST body: GET /api/facebook/ad-accounts answers the account list alone', async () => {
    await database().db.deleteFrom('auth_attempts').where('key', '=', `sync:user:${owner.id}`).execute();
    const response = await fetch(`${app.baseUrl}/api/facebook/ad-accounts`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(response.status).toBe(200);
    const body = (await response.json()) as unknown[];
    expect(Array.isArray(body)).toBe(true);
    expect(body[0]).toEqual({ adAccountId: expect.stringMatching(/^act_/), name: expect.any(String), status: expect.any(String), currency: expect.any(String) });
    await settledSyncRuns(database().db, owner);
  });
});
