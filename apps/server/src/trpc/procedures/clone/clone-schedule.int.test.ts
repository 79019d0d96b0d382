import { cancelClone, type CloneDeps, runCloneAccountJob, sweepOrphanedWork } from '@adfleet/core';
import type { TransactionalJobs } from '@adfleet/core/jobs';
import { markCloneTargetRunning } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testCipher, testDeps, testGraphClient, testTikTokClient } from '@adfleet/test-support/test-server';
import { createSourceCampaign, tree } from './clone-fixture.ts';
import { registerMember } from './clone-members.ts';
import { ran } from '@adfleet/test-support/ran';

describe('a clone scheduled for later: it starts at its time, and its workspace may cancel it until then', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };
  /** A second member of the owner's workspace, with no connection of their own. */
  const member = { id: '', token: '' };
  let eu = '';
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    for (const [who, name, ip, demo] of [[owner, 'scheduler', '10.9.0.1', 'Ana'], [other, 'outsider', '10.9.0.2', 'Chloé']] as const) {
      const { id, workspaceId, token } = await app.registerConnected(name, { ip, persona: demo });
      Object.assign(who, { id, workspaceId, token });
    }
    Object.assign(member, await registerMember(app, db(), owner.workspaceId, { username: 'colleague', ip: '10.9.0.3' }));
    const { accounts } = await app.control('GET', '');
    const us = (accounts as Array<{ id: string; name: string }>).find((account) => account.name.includes('US Store'))?.id ?? '';
    eu = (accounts as Array<{ id: string; name: string }>).find((account) => account.name.includes('EU'))?.id ?? '';
    source = await createSourceCampaign(app, await app.mintToken('Ana'), us, 'Scheduled Source');
    await app.startWorker();
    await settledSyncRuns(db(), owner);
    await callerAs({ ...testDeps(db(), app.config), jobs: app.server.jobs }, owner.token).sync.start();
    await settledSyncRuns(db(), owner, { atLeast: 3 });
  }, 120_000);
  afterAll(() => app.close());

  const deps = (jobs: TransactionalJobs = app.server.jobs.transactional): CloneDeps => ({ db: db(), graph: testGraphClient(app.config), tiktok: testTikTokClient(app.config), cipher: testCipher, jobs, now: () => new Date() });
  const caller = (token: string) => callerAs({ ...testDeps(db(), app.config), jobs: app.server.jobs }, token);
  const request = (name: string, startAt: Date) => ({
    campaignId: source.campaignId,
    nameTemplate: `{name} · ${name}`,
    budgetType: 'daily' as const,
    dailyBudget: 40000,
    targetAccounts: [eu],
    options: { startAt: startAt.toISOString() },
  });
  const campaignsNamed = async (name: string) => ((await tree(app, eu)).campaigns as Array<{ name: string }>).filter((campaign) => campaign.name === `Scheduled Source · ${name}`);
  const targetsOf = (batchId: string) => db().selectFrom('clone_targets').select(['id', 'state', 'started_at']).where('batch_id', '=', batchId).execute();
  const jobsOf = async (targetId: string) =>
    (await sql<{ state: string; start_after: Date }>`select state::text, start_after from pgboss.job where name = 'clone.account' and data->>'targetId' = ${targetId}`.execute(db())).rows;
  async function settled(batchId: string) {
    return vi.waitFor(
      async () => {
        const status = await caller(owner.token).clone.status({ batchId });
        if (!(status.status === 'completed' || status.status === 'cancelled')) throw new Error(`batch ${batchId} never finished`);
        return status;
      },
      { timeout: 30_000, interval: 100 },
    );
  }

  it('refuses a start time in the past or more than 90 days ahead as a field error, and stores nothing', async () => {
    const post = (startAt: Date) =>
      fetch(`${app.baseUrl}/api/clone-campaign`, {
        method: 'POST',
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
        body: JSON.stringify(request('refused', startAt)),
      });
    const past = await post(new Date(Date.now() - 5 * 60_000));
    expect(past.status).toBe(400);
    expect(((await past.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ 'options.startAt': ['Start time must be in the future.'] });
    const far = await post(new Date(Date.now() + 91 * 24 * 60 * 60_000));
    expect(far.status).toBe(400);
    expect(((await far.json()) as { fieldErrors: Record<string, string[]> }).fieldErrors).toEqual({ 'options.startAt': ['Start time must be at most 90 days ahead.'] });
    expect(await db().selectFrom('clone_batches').select('id').where('workspace_id', '=', owner.workspaceId).execute()).toEqual([]);
  });

  it('creates nothing before its time and the whole tree after it', async () => {
    const startAt = new Date(Date.now() + 5_000);
    const started = ran(await caller(owner.token).clone.start(request('on time', startAt)));
    expect(started).toEqual({ batchId: expect.any(String), status: 'scheduled', results: null });

    // Before its time: shown scheduled, its job waits in pg-boss until then, nothing exists in the account.
    const before = await caller(owner.token).clone.status({ batchId: started.batchId });
    expect(before).toMatchObject({ status: 'scheduled', startsAt: startAt, accounts: [{ state: 'queued', message: { code: 'cloneScheduledTarget', params: {} } }] });
    const [target] = await targetsOf(started.batchId);
    expect(target?.started_at).toBeNull();
    expect(await jobsOf(target?.id ?? '')).toEqual([{ state: 'created', start_after: startAt }]);
    expect(await campaignsNamed('on time')).toEqual([]);
    const history = await caller(owner.token).clone.history();
    expect(history.items.find((item) => item.batchId === started.batchId)).toMatchObject({ status: 'scheduled', startsAt: startAt });

    const done = await settled(started.batchId);
    expect(done).toMatchObject({ status: 'completed', startsAt: startAt, accounts: [{ state: 'succeeded', success: true }] });
    expect(done.accounts[0]?.createdIds.adIds).toHaveLength(6);
    expect(await campaignsNamed('on time')).toHaveLength(1);
    // The job began at its time, not when the batch was asked for.
    const [after] = await targetsOf(started.batchId);
    expect(after?.started_at?.getTime()).toBeGreaterThanOrEqual(startAt.getTime());

    // Started (and finished): no longer cancellable.
    await expect(caller(owner.token).clone.cancel({ batchId: started.batchId })).rejects.toMatchObject({ code: 'CONFLICT', cause: { userMessage: { code: 'cloneCancelStarted' } } });
  }, 60_000);

  it('a cancelled batch never runs, even past its time, while one scheduled beside it does', async () => {
    const startAt = new Date(Date.now() + 5_000);
    const cancelled = ran(await caller(owner.token).clone.start(request('cancelled', startAt)));
    const control = ran(await caller(owner.token).clone.start(request('beside', startAt)));

    // Only its workspace may cancel it; to another workspace it does not exist.
    await expect(caller(other.token).clone.cancel({ batchId: cancelled.batchId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller(other.token).clone.status({ batchId: cancelled.batchId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller(other.token).clone.history()).items.map((item) => item.batchId)).not.toContain(cancelled.batchId);
    expect((await targetsOf(cancelled.batchId)).map((target) => target.state)).toEqual(['queued']);
    // A fellow member sees the batch the owner started and may cancel it.
    expect((await caller(member.token).clone.history()).items.find((item) => item.batchId === cancelled.batchId)).toMatchObject({ status: 'scheduled', startsAt: startAt });
    expect(await caller(member.token).clone.status({ batchId: cancelled.batchId })).toMatchObject({ status: 'scheduled' });
    expect(await caller(member.token).clone.cancel({ batchId: cancelled.batchId })).toEqual({ batchId: cancelled.batchId, cancelled: 1 });
    await expect(caller(owner.token).clone.cancel({ batchId: cancelled.batchId })).rejects.toMatchObject({ code: 'CONFLICT', cause: { userMessage: { code: 'cloneCancelAlready' } } });

    // The batch beside it ran at that time with the same worker: the cancelled one's moment has passed.
    expect(await settled(control.batchId)).toMatchObject({ status: 'completed', accounts: [{ state: 'succeeded' }] });
    expect(await campaignsNamed('beside')).toHaveLength(1);
    expect(await campaignsNamed('cancelled')).toEqual([]);
    const [target] = await targetsOf(cancelled.batchId);
    expect(target).toMatchObject({ state: 'cancelled', started_at: null });
    expect((await jobsOf(target?.id ?? '')).map((job) => job.state)).toEqual(['cancelled']);
    expect(await caller(owner.token).clone.status({ batchId: cancelled.batchId })).toMatchObject({
      status: 'cancelled',
      accounts: [{ state: 'cancelled', success: false, message: { code: 'cloneCancelledTarget', params: {} }, createdIds: { adSetIds: [], creativeIds: [], adIds: [] } }],
    });
    const history = await caller(owner.token).clone.history();
    expect(history.items.find((item) => item.batchId === cancelled.batchId)).toMatchObject({ status: 'cancelled', startsAt: startAt });
    const audit = await db().selectFrom('audit_log').select(['action', 'actor_type', 'actor_user_id', 'workspace_id', 'metadata']).where('target_id', '=', cancelled.batchId).orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['clone.requested', 'clone.cancelled']);
    // The batch is the workspace's; each row names the member who acted.
    expect(audit[0]).toMatchObject({ actor_type: 'user', actor_user_id: owner.id, workspace_id: owner.workspaceId });
    expect(audit[1]).toMatchObject({
      actor_type: 'user',
      actor_user_id: member.id,
      workspace_id: owner.workspaceId,
      metadata: { batchId: cancelled.batchId, startsAt: startAt.toISOString(), targetIds: [target?.id] },
    });
    expect(await db().selectFrom('clone_batches').select(['workspace_id', 'created_by']).where('id', '=', cancelled.batchId).executeTakeFirst()).toEqual({ workspace_id: owner.workspaceId, created_by: owner.id });
  }, 60_000);

  it('the recovery sweep leaves a scheduled target to its waiting job', async () => {
    const { batchId } = ran(await caller(owner.token).clone.start(request('swept', new Date(Date.now() + 60 * 60_000))));
    const [target] = await targetsOf(batchId);
    // Long past the sweep's grace period, still long before the start.
    const result = await sweepOrphanedWork({ ...deps(), syncIntervalMinutes: 60, now: () => new Date(Date.now() + 5 * 60_000) });
    expect(result).toEqual({ cloneTargetsShownQueued: 0, cloneTargetsRequeued: 0, cloneTargetsFailed: 0, syncRunsClosed: 0 });
    expect((await jobsOf(target?.id ?? '')).map((job) => job.state)).toEqual(['created']);
    expect(await targetsOf(batchId)).toEqual([{ id: target?.id, state: 'queued', started_at: null }]);
  });

  it('a job starting while the cancel runs waits for it, then creates nothing', async () => {
    const { batchId } = ran(await caller(owner.token).clone.start(request('raced', new Date(Date.now() + 60 * 60_000))));
    const [target] = await targetsOf(batchId);
    const targetId = target?.id ?? '';
    let job: ReturnType<typeof runCloneAccountJob> | undefined;
    // The job is delivered at the worst moment: while the cancel holds the target's row, before it commits.
    const jobs: TransactionalJobs = {
      ...app.server.jobs.transactional,
      async cancelWaiting(trx, name, payload) {
        job = runCloneAccountJob(deps(), { targetId }, { jobId: 'raced', finalAttempt: false, signal: new AbortController().signal });
        await waitUntilBlockedOnALock();
        return app.server.jobs.transactional.cancelWaiting(trx, name, payload);
      },
    };
    expect(await cancelClone(deps(jobs), { userId: owner.id, workspaceId: owner.workspaceId, role: 'owner' }, batchId)).toEqual({ batchId, cancelled: 1 });
    expect(await job).toEqual({ outcome: 'skipped', created: 0 });
    expect(await targetsOf(batchId)).toEqual([{ id: targetId, state: 'cancelled', started_at: null }]);
    expect(await campaignsNamed('raced')).toEqual([]);
  });

  it('a job that marked its target first wins: the cancel is refused and changes nothing', async () => {
    const { batchId } = ran(await caller(owner.token).clone.start(request('first', new Date(Date.now() + 60 * 60_000))));
    const [target] = await targetsOf(batchId);
    expect(await markCloneTargetRunning(db(), target?.id ?? '', new Date())).toBe(true);
    await expect(caller(owner.token).clone.cancel({ batchId })).rejects.toMatchObject({ code: 'CONFLICT', cause: { userMessage: { code: 'cloneCancelStarted' } } });
    expect((await targetsOf(batchId)).map((row) => row.state)).toEqual(['running']);
    expect((await jobsOf(target?.id ?? '')).map((job) => job.state)).toEqual(['created']);
    const audit = await db().selectFrom('audit_log').select('action').where('target_id', '=', batchId).execute();
    expect(audit.map((row) => row.action)).toEqual(['clone.requested']);
  });

  it('a batch that was not scheduled cannot be cancelled', async () => {
    const { batchId } = ran(await caller(owner.token).clone.start({ ...request('now', new Date()), options: {} }));
    await expect(caller(owner.token).clone.cancel({ batchId })).rejects.toMatchObject({ code: 'CONFLICT', cause: { userMessage: { code: 'cloneCancelNotScheduled' } } });
  }, 30_000);

  /** Until another session waits on a row lock (the job's update of its target): the moment the race needs. */
  async function waitUntilBlockedOnALock() {
    return vi.waitFor(
      async () => {
        const { rows } = await sql<{ n: number }>`select count(*)::int as n from pg_stat_activity where datname = current_database() and wait_event_type = 'Lock' and query ilike 'update "clone_targets"%'`.execute(db());
        if ((rows[0]?.n ?? 0) === 0) throw new Error('the job never waited for the cancel’s lock');
      },
      { timeout: 5_000, interval: 10 },
    );
  }
});
