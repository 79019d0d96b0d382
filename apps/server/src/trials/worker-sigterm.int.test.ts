import { useTestDatabase } from '@adfleet/db/testing';
import { ran } from '@adfleet/test-support/ran';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { spawnWorkerProcess, type WorkerChild } from '@adfleet/test-support/worker-child';
import { sql } from 'kysely';
import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import { createSourceCampaign, tree } from '../trpc/procedures/clone/clone-fixture.ts';
import { faultTrialsMode } from './env.ts';
import { waitFor } from './wait-for.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

/** How long the sandbox holds each ad-set create, so SIGTERM lands while one is in flight whatever the machine's speed. */
const HOLD_MS = 1_500;

/**
 * SIGTERM to the real worker process mid-clone, as a rolling upgrade or a scale-down sends it, with an ad-set create
 * held in flight by the sandbox. Within its grace period the worker finishes the job it holds and exits 0; past it, it
 * hands the job back to the queue at once (no heartbeat to wait out), and the next worker resumes it from its recorded
 * steps. Either way every target ends once: one campaign with its whole tree in its account, one outcome audit row.
 */
describe(`SIGTERM to a worker mid-clone (${faultTrialsMode})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  const workers: WorkerChild[] = [];
  const owner = { id: '', workspaceId: '', token: '' };
  const acts: Record<string, string> = {};
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;

  const caller = () => callerAs({ ...testDeps(db(), { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, owner.token);
  const startWorker = async (graceSeconds: number) => {
    const worker = await spawnWorkerProcess({ connectionString: database().connectionString, config: app.config, env: { WORKER_STOP_GRACE_SECONDS: String(graceSeconds) } });
    workers.push(worker);
    return worker;
  };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    Object.assign(owner, await app.registerConnected('stopper', { ip: '10.6.1.1', persona: 'Ana' }));
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; name: string }>) {
      if (account.name.includes('US Store')) acts.us = account.id;
      if (account.name.includes('EU')) acts.eu = account.id;
    }
    source = await createSourceCampaign(app, await app.mintToken('Ana'), acts.us ?? '', 'Rolling Source');
    await startWorker(25);
    await settledSyncRuns(db(), owner);
  }, 90_000);

  afterEach(async () => {
    await app.control('DELETE', '/faults');
  });
  afterAll(async () => {
    for (const worker of workers) await worker.kill();
    await app?.close();
  });

  /** Starts a clone into the US and EU accounts with every ad-set create held, and resolves once each target has one in flight. */
  async function cloneHeldInFlight(label: string, holdMs: number): Promise<string[]> {
    await app.control('POST', '/clock', { advance_seconds: 300 });
    await app.control('PUT', '/faults', { errors: [], delays: [{ ms: holdMs, path: '/adsets', method: 'POST' }] });
    const { batchId } = ran(
      await caller().clone.start({ campaignId: source.campaignId, nameTemplate: `{name} · ${label} – {account}`, budgetType: 'daily', dailyBudget: 50000, targetAccounts: [acts.us ?? '', acts.eu ?? ''] }),
    );
    const targetIds = (await db().selectFrom('clone_targets').select('id').where('batch_id', '=', batchId).execute()).map((row) => row.id);
    await waitFor(
      'an ad-set create of each target held in flight',
      async () => {
        const held = await db().selectFrom('clone_steps').select('target_id').where('target_id', 'in', targetIds).where('kind', '=', 'adset').where('state', '=', 'sent').execute();
        return new Set(held.map((step) => step.target_id)).size === targetIds.length ? true : undefined;
      },
      20_000,
    );
    return targetIds;
  }

  async function targetsEnded(targetIds: readonly string[]) {
    return waitFor(
      'the targets to end',
      async () => {
        const rows = await db().selectFrom('clone_targets').select(['state']).where('id', 'in', targetIds).execute();
        return rows.every((row) => row.state === 'succeeded' || row.state === 'failed') ? rows : undefined;
      },
      30_000,
      () => db().selectFrom('clone_targets').select(['account_name', 'state']).where('id', 'in', targetIds).execute(),
    );
  }

  /** Each target succeeded once: one campaign of its name in its account, with its 3 ad sets of 2 ads, and one outcome row. */
  async function expectEachEndedOnce(targetIds: readonly string[]) {
    const targets = await db().selectFrom('clone_targets').select(['id', 'state', 'campaign_name', 'external_ad_account_id', 'error']).where('id', 'in', targetIds).execute();
    expect(targets).toHaveLength(2);
    for (const target of targets) {
      expect(target.state, `${target.campaign_name} ${JSON.stringify(target.error)}`).toBe('succeeded');
      const campaigns = (await tree(app, target.external_ad_account_id)).campaigns.filter((campaign: any) => campaign.name === target.campaign_name);
      expect(campaigns, target.campaign_name).toHaveLength(1);
      expect(campaigns[0].adsets, target.campaign_name).toHaveLength(3);
      for (const adset of campaigns[0].adsets) expect(adset.ads, `${target.campaign_name} ${adset.name}`).toHaveLength(2);
      const outcomes = await db().selectFrom('audit_log').select('action').where('target_id', '=', target.id).where('action', 'in', ['clone.account_succeeded', 'clone.account_failed']).execute();
      expect(outcomes.map((row) => row.action), target.campaign_name).toEqual(['clone.account_succeeded']);
    }
  }

  it('within its grace period, finishes the clone it holds and exits 0; the targets end once', async () => {
    const worker = workers.at(-1)!;
    const targetIds = await cloneHeldInFlight('finished', HOLD_MS);
    await worker.stop();
    expect(worker.process.exitCode, worker.stderr()).toBe(0);
    // Its jobs ran to their end before it exited: nothing was left for another worker.
    const states = await db().selectFrom('clone_targets').select('state').where('id', 'in', targetIds).execute();
    expect(states.map((row) => row.state)).toEqual(['succeeded', 'succeeded']);
    await expectEachEndedOnce(targetIds);
  });

  // Half a minute on a busy machine (a second worker's start, pg-boss's retry delay): behind FAULT_TRIALS=full.
  it.runIf(faultTrialsMode === 'full')('past its grace period, hands the clone back at once; the next worker resumes it and the targets end once', async () => {
    const worker = await startWorker(1);
    // Held longer than the grace: the worker must give the job up while the create is still on its way to Meta.
    const targetIds = await cloneHeldInFlight('handed back', 2 * HOLD_MS);
    await worker.stop();
    expect(worker.process.exitCode, worker.stderr()).toBe(0);
    // Back in the queue the moment the worker let go, each to be retried, rather than active until its heartbeat lapses.
    const { rows: jobs } = await sql<{ state: string }>`select state from pgboss.job where name = 'clone.account' and data->>'targetId' = any(${targetIds}::text[])`.execute(db());
    expect(jobs.map((job) => job.state)).toEqual(['retry', 'retry']);

    await app.control('DELETE', '/faults');
    await startWorker(25);
    await targetsEnded(targetIds);
    await expectEachEndedOnce(targetIds);
  });
});
