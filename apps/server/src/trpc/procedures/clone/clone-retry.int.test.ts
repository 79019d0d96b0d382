import { runConnectionSyncJob, sweepOrphanedWork } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testCipher, testDeps, testGraphClient, testTikTokClient } from '@adfleet/test-support/test-server';
import { createSourceCampaign, nameCounts, tree } from './clone-fixture.ts';
import { ran } from '@adfleet/test-support/ran';

describe('a failed clone target: what it left, retrying it, and targets whose job was lost', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };
  const acts: Record<'us' | 'eu', string> = { us: '', eu: '' };
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;
  let worker: Awaited<ReturnType<SandboxedServer['startWorker']>>;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    for (const [who, name, ip, demo] of [[owner, 'retrier', '10.8.0.1', 'Ana'], [other, 'stranger', '10.8.0.2', 'Chloé']] as const) {
      const { id, workspaceId, token } = await app.registerConnected(name, { ip, persona: demo });
      Object.assign(who, { id, workspaceId, token });
    }
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; name: string }>) {
      if (account.name.includes('US Store')) acts.us = account.id;
      if (account.name.includes('EU')) acts.eu = account.id;
    }
    source = await createSourceCampaign(app, await app.mintToken('Ana'), acts.us, 'Retry Source');
    worker = await app.startWorker();
    await settledSyncRuns(db(), owner);
    await callerAs({ ...testDeps(db(), app.config), jobs: app.server.jobs }, owner.token).sync.start();
    await settledSyncRuns(db(), owner, { atLeast: 3 });
  }, 120_000);
  afterAll(() => app.close());

  const caller = (token: string) => callerAs({ ...testDeps(db(), { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, token);
  async function finished(batchId: string) {
    return vi.waitFor(
      async () => {
        const status = await caller(owner.token).clone.status({ batchId });
        if (status.status !== 'completed') throw new Error(`batch ${batchId} never finished`);
        return status;
      },
      { timeout: 30_000, interval: 50 },
    );
  }

  it('a target that failed for good says what it left in the account; its owner retries it and nothing is created twice', async () => {
    // Meta refuses every ad set (a permanent error): the campaign and the creatives made beside it exist, ad sets and ads do not.
    await app.control('PUT', '/faults', { errors: [{ code: 100, rate: 1, path: '/adsets', method: 'POST' }] });
    const { batchId } = ran(await caller(owner.token).clone.start({ campaignId: source.campaignId, nameTemplate: '{name} · retry', budgetType: 'daily', dailyBudget: 40000, targetAccounts: [acts.eu] }));
    const failed = await finished(batchId);
    const [row] = failed.accounts;
    expect(row).toMatchObject({ state: 'failed', success: false, error: { code: 'cloneMetaRefused', params: { errorCode: '100', detail: expect.any(String) } } });
    expect(row?.createdIds).toMatchObject({ campaignId: expect.any(String), adSetIds: [], adIds: [] });
    expect(row?.createdIds.creativeIds).toHaveLength(6);
    const targetId = row?.targetId ?? '';

    // Only the owner, only a failed target.
    await expect(caller(other.token).clone.retry({ targetId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await app.control('DELETE', '/faults');
    expect(await caller(owner.token).clone.retry({ targetId })).toEqual({ batchId, targetId });
    await expect(caller(owner.token).clone.retry({ targetId })).rejects.toMatchObject({ code: 'CONFLICT' });

    const retried = await finished(batchId);
    expect(retried.accounts[0]).toMatchObject({ state: 'succeeded', success: true, campaignId: row?.createdIds.campaignId });
    expect(retried.accounts[0]?.createdIds).toMatchObject({ campaignId: row?.createdIds.campaignId, creativeIds: row?.createdIds.creativeIds });
    expect(retried.accounts[0]?.createdIds.adSetIds).toHaveLength(3);
    expect(retried.accounts[0]?.createdIds.adIds).toHaveLength(6);
    await expect(caller(owner.token).clone.retry({ targetId })).rejects.toMatchObject({ code: 'CONFLICT' });

    const counts = nameCounts(await tree(app, acts.eu));
    // The seeded world has look-alike names of its own; the clone's carry the source's name.
    const ours = [...counts].filter(([key]) => key.includes('Retry Source'));
    expect(ours.filter(([, count]) => count > 1)).toEqual([]);
    expect(ours.filter(([key]) => key.startsWith('creative:'))).toHaveLength(6);
    expect(counts.get('campaign:Retry Source · retry')).toBe(1);
    const audit = await db().selectFrom('audit_log').select(['action', 'actor_type']).where('target_id', '=', targetId).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'clone.account_failed', actor_type: 'system' },
      { action: 'clone.account_retried', actor_type: 'user' },
      { action: 'clone.account_succeeded', actor_type: 'system' },
    ]);
  });

  it('the sweep sends again a target whose job is gone, fails one whose job failed for good, and closes a sync run with no job', async () => {
    // No worker for now: the jobs stay queued, so the test decides what becomes of them.
    await worker.stop({ timeoutMs: 5_000 });
    const { batchId } = ran(await caller(owner.token).clone.start({ campaignId: source.campaignId, nameTemplate: '{name} · swept {account}', budgetType: 'daily', dailyBudget: 40000, targetAccounts: [acts.us, acts.eu] }));
    const targets = await db().selectFrom('clone_targets').select(['id', 'external_ad_account_id']).where('batch_id', '=', batchId).execute();
    const gone = targets.find((target) => target.external_ad_account_id === acts.us)?.id ?? '';
    const dead = targets.find((target) => target.external_ad_account_id === acts.eu)?.id ?? '';
    const deps = { db: db(), graph: testGraphClient(app.config), tiktok: testTikTokClient(app.config), cipher: testCipher, jobs: app.server.jobs.transactional, syncIntervalMinutes: 60 };
    // Shown running while its job waits in the queue (its worker died): shown queued again, at once.
    await db().updateTable('clone_targets').set({ state: 'running' }).where('id', '=', gone).execute();
    expect(await sweepOrphanedWork({ ...deps, now: () => new Date() })).toEqual({ cloneTargetsShownQueued: 1, cloneTargetsRequeued: 0, cloneTargetsFailed: 0, syncRunsClosed: 0 });
    expect(await db().selectFrom('clone_targets').select('state').where('id', '=', gone).executeTakeFirst()).toEqual({ state: 'queued' });

    await sql`delete from pgboss.job where name = 'clone.account' and data->>'targetId' = ${gone}`.execute(db());
    await sql`update pgboss.job set state = 'failed' where name = 'clone.account' and data->>'targetId' = ${dead}`.execute(db());
    await db().updateTable('clone_targets').set({ state: 'running' }).where('id', '=', dead).execute();
    const { runIds } = await caller(owner.token).sync.start();
    await sql`delete from pgboss.job where name = 'sync.connection' and data->>'runId' = ${runIds[0] ?? ''}`.execute(db());

    // Young rows are left alone: their job may still be on its way.
    expect(await sweepOrphanedWork({ ...deps, now: () => new Date() })).toMatchObject({ cloneTargetsRequeued: 0, cloneTargetsFailed: 0, syncRunsClosed: 0 });
    const later = () => new Date(Date.now() + 60_000);
    expect(await sweepOrphanedWork({ ...deps, now: later })).toEqual({ cloneTargetsShownQueued: 0, cloneTargetsRequeued: 1, cloneTargetsFailed: 1, syncRunsClosed: 1 });
    // Settled once: a second pass finds nothing.
    expect(await sweepOrphanedWork({ ...deps, now: later })).toEqual({ cloneTargetsShownQueued: 0, cloneTargetsRequeued: 0, cloneTargetsFailed: 0, syncRunsClosed: 0 });

    const { rows: jobs } = await sql<{ state: string }>`select state::text from pgboss.job where name = 'clone.account' and data->>'targetId' = ${gone}`.execute(db());
    expect(jobs).toEqual([{ state: 'created' }]);
    expect(await db().selectFrom('clone_targets').select(['state', 'error']).where('id', '=', dead).executeTakeFirst()).toMatchObject({ state: 'failed', error: { code: 'cloneJobKeptStopping', params: {} } });
    expect(await db().selectFrom('sync_runs').select(['status', 'error']).where('id', '=', runIds[0] ?? '').executeTakeFirst()).toMatchObject({ status: 'failed', error: { code: 'syncRunLost', params: {} } });
    const audit = await db().selectFrom('audit_log').select(['action', 'target_id']).where('target_id', 'in', [gone, dead, runIds[0] ?? '']).execute();
    expect(audit.map((row) => [row.action, row.target_id]).sort()).toEqual([['clone.account_failed', dead], ['sync.failed', runIds[0]]].sort());

    // A late delivery of the run the sweep closed (its worker was only slow) reads nothing and writes no second outcome.
    const lostRun = await db().selectFrom('sync_runs').select(['connection_id', 'finished_at']).where('id', '=', runIds[0] ?? '').executeTakeFirstOrThrow();
    const late = await runConnectionSyncJob({ ...deps, now: later }, { connectionId: lostRun.connection_id, runId: runIds[0] ?? '', trigger: 'manual' }, { jobId: 'late', finalAttempt: false, signal: new AbortController().signal });
    expect(late).toEqual({ outcome: 'skipped', adAccounts: 0 });
    expect(await db().selectFrom('sync_runs').select(['status', 'finished_at']).where('id', '=', runIds[0] ?? '').executeTakeFirst()).toEqual({ status: 'failed', finished_at: lostRun.finished_at });
    const runAudit = await db().selectFrom('audit_log').select('action').where('target_id', '=', runIds[0] ?? '').execute();
    expect(runAudit.map((row) => row.action).sort()).toEqual(['sync.failed']);

    // The target sent again finishes once a worker runs.
    worker = await app.startWorker();
    const status = await finished(batchId);
    expect(status.accounts.map((account) => [account.adAccountId, account.state])).toEqual(expect.arrayContaining([[acts.us, 'succeeded'], [acts.eu, 'failed']]));
  });

  it('a sync whose connection was revoked while it waited ends failed, with its audit row', async () => {
    await worker.stop({ timeoutMs: 5_000 });
    const { runIds } = await caller(owner.token).sync.start();
    const runId = runIds[0] ?? '';
    await db().updateTable('platform_connections').set({ status: 'revoked' }).where('workspace_id', '=', owner.workspaceId).execute();
    worker = await app.startWorker();
    for (let waited = 0; waited < 10_000; waited += 50) {
      const run = await db().selectFrom('sync_runs').select('status').where('id', '=', runId).executeTakeFirst();
      if (run?.status === 'failed') break;
      await new Promise((resolve) => setTimeout(resolve, 50));
    }
    expect(await db().selectFrom('sync_runs').select(['status', 'error']).where('id', '=', runId).executeTakeFirst()).toEqual({ status: 'failed', error: { code: 'syncRunConnectionInvalid', params: {} } });
    const audit = await db().selectFrom('audit_log').select('action').where('target_id', '=', runId).execute();
    expect(audit).toEqual([{ action: 'sync.failed' }]);
  });
});
