import { upsertCampaigns } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { type TikTokSandboxDriver, tiktokSandbox } from '@adfleet/test-support/tiktok-test-world';
import { spawnWorkerProcess, type WorkerChild } from '@adfleet/test-support/worker-child';
import { faultTrialsMode } from './env.ts';
import { sleep, waitFor } from './wait-for.ts';
import { ran } from '@adfleet/test-support/ran';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

const FULL = faultTrialsMode === 'full';
const TRIALS = FULL ? 6 : 2;
/** How long the TikTok sandbox holds every call: the kill lands while an ad-group create is in flight. */
const HOLD_MS = 1_500;
const TIKTOK = 2;

/**
 * kill -9 of the real worker process during a TikTok clone, with an ad-group create held in flight by the sandbox's
 * latency: the create lands after the worker died, the resumed job must find it by name instead of creating it again.
 * Each trial asserts the kill landed mid-clone, so a drift in timing fails it instead of passing quietly.
 */
describe(`kill -9 of the worker during a TikTok clone (${faultTrialsMode})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  let tiktok: TikTokSandboxDriver;
  let worker: WorkerChild | undefined;
  const owner = { id: '', workspaceId: '', token: '' };
  const advertisers: Record<string, string> = {};
  let source: any;
  const mids: Array<{ trial: number; created: number; total: number; sent: number; landed: number }> = [];

  const caller = () => callerAs({ ...testDeps(db(), { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, owner.token);
  const startWorker = async () => {
    worker = await spawnWorkerProcess({ connectionString: database().connectionString, config: app.config });
  };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    tiktok = tiktokSandbox(app);
    await tiktok.control('PUT', '/limits', { qps: 1000, qpm: 60000, lock_seconds: 1, endpoint_qps: { '/ad/create/': 1000 } });
    const { id, workspaceId, token, browser } = await app.registerConnected('ttholder', { ip: '10.8.0.1', persona: 'Ana' });
    Object.assign(owner, { id, workspaceId, token });
    await tiktok.connect(browser, 'Ana');
    const accounts = await db().selectFrom('ad_accounts').select(['id', 'ad_account_id', 'currency']).where('workspace_id', '=', owner.workspaceId).where('platform_id', '=', TIKTOK).execute();
    for (const account of accounts) advertisers[account.currency] = account.ad_account_id;
    source = ((await tiktok.tree(advertisers.USD ?? '')).campaigns as any[]).find((campaign) => campaign.secondary_status === 'CAMPAIGN_STATUS_ENABLE' && campaign.adgroups.length === 2);
    const at = new Date();
    await db().transaction().execute((trx) =>
      upsertCampaigns(trx, [
        {
          workspaceId: owner.workspaceId,
          adAccountId: accounts.find((account) => account.currency === 'USD')?.id ?? '',
          platformId: TIKTOK,
          externalId: source.campaign_id,
          name: source.campaign_name,
          status: 'ACTIVE',
          effectiveStatus: 'ACTIVE',
          objective: source.objective_type,
          dailyBudget: null,
          lifetimeBudget: null,
          createdAt: at,
          updatedAt: at,
        },
      ]),
    );
    await startWorker();
    // The first syncs of both connections run before the trials: their held reads would take the pacer's slots and
    // keep the ad-group creates waiting in the worker, marked sent but not yet at TikTok, when the kill lands.
    await settledSyncRuns(db(), owner, { atLeast: 2, timeoutMs: 60_000 });
  }, 90_000);

  afterAll(async () => {
    await worker?.kill();
    await app?.close();
    console.info(`kill mid TikTok clone (${faultTrialsMode}): ${JSON.stringify(mids)}`);
  });

  const stepsOf = (targetIds: readonly string[]) => db().selectFrom('clone_steps').select(['kind', 'state', 'sent_at', 'created_id']).where('target_id', 'in', targetIds).execute();

  it(`kills the worker ${TRIALS} times with an ad-group create in flight: the resumed job adopts what landed, no duplicate, every target succeeds`, async () => {
    for (let trial = 1; trial <= TRIALS; trial++) {
      const targets = [advertisers.EUR ?? '', advertisers.MXN ?? ''];
      const began = new Date();
      // Held from here on: every call waits HOLD_MS in the sandbox before TikTok acts on it (the start's reads too).
      await tiktok.control('PUT', '/faults', { latency_ms: HOLD_MS });
      const { batchId } = ran(await caller().clone.start({
        campaignId: source.campaign_id,
        nameTemplate: `{name} · kill ${trial} – {account}`,
        budgetType: 'daily',
        dailyBudget: 100_000,
        targetAccounts: targets,
      }));
      const targetIds = (await db().selectFrom('clone_targets').select('id').where('batch_id', '=', batchId).execute()).map((row) => row.id);
      const held = (step: { kind: string; state: string; sent_at: Date | null }) =>
        step.kind === 'adset' && step.state === 'sent' && step.sent_at !== null && step.sent_at >= began && Date.now() - step.sent_at.getTime() >= HOLD_MS / 4;
      await waitFor('an ad-group create held in flight', async () => ((await stepsOf(targetIds)).some(held) ? true : undefined), 30_000);
      await worker?.kill();
      await tiktok.control('DELETE', '/faults');
      const steps = await stepsOf(targetIds);
      const mid = { trial, created: steps.filter((step) => step.state === 'created').length, total: steps.length, sent: steps.filter((step) => step.state === 'sent').length, landed: 0 };
      expect(mid.created, JSON.stringify(mid)).toBeGreaterThan(0);
      expect(mid.created, JSON.stringify(mid)).toBeLessThan(mid.total);
      expect(mid.sent, JSON.stringify(mid)).toBeGreaterThan(0);
      // The held creates land after the worker died: the worker never learned their ids. A loaded machine may take
      // longer than the hold to answer them, so this waits for them to land rather than for the hold to pass.
      const sentAdgroups = steps.filter((step) => step.kind === 'adset' && step.state === 'sent').length;
      const createdAdgroups = steps.filter((step) => step.kind === 'adset' && step.state === 'created').length;
      mid.landed = await waitFor(
        'a held ad-group create to land',
        async () => {
          let inSandbox = 0;
          for (const advertiserId of targets) {
            const campaigns = ((await tiktok.tree(advertiserId)).campaigns as any[]).filter((campaign) => campaign.campaign_name.includes(`kill ${trial}`));
            inSandbox += campaigns.flatMap((campaign) => campaign.adgroups).length;
          }
          return inSandbox > createdAdgroups ? inSandbox - createdAdgroups : undefined;
        },
        30_000,
        async () => mid,
      );
      expect(mid.landed).toBeLessThanOrEqual(sentAdgroups);
      mids.push(mid);
      // What the heartbeat monitor does half a minute later: the dead worker's jobs go back to the queue (twice: a
      // write the dead worker sent just before dying may still commit after the first).
      const requeue = () => sql`update pgboss.job set state = 'retry', start_after = now() where name = 'clone.account' and state = 'active'`.execute(db());
      await requeue();
      await sleep(250);
      await requeue();
      await startWorker();
      await waitFor(
        'the targets to finish',
        async () => {
          const rows = await db().selectFrom('clone_targets').select(['state']).where('id', 'in', targetIds).execute();
          return rows.every((row) => row.state === 'succeeded' || row.state === 'failed') ? rows : undefined;
        },
        60_000,
        () => db().selectFrom('clone_targets').select(['account_name', 'state', 'error']).where('id', 'in', targetIds).execute(),
      );
      const rows = await db().selectFrom('clone_targets').selectAll().where('id', 'in', targetIds).execute();
      for (const target of rows) {
        expect(target.state, JSON.stringify(target.error)).toBe('succeeded');
        const copies = ((await tiktok.tree(target.external_ad_account_id)).campaigns as any[]).filter((campaign) => campaign.campaign_name === target.campaign_name);
        expect(copies, target.campaign_name).toHaveLength(1);
        expect(copies[0].adgroups.map((adgroup: any) => adgroup.adgroup_name).sort()).toEqual(source.adgroups.map((adgroup: any) => adgroup.adgroup_name).sort());
        for (const adgroup of copies[0].adgroups) expect(adgroup.ads, adgroup.adgroup_name).toHaveLength(2);
        const targetSteps = await db().selectFrom('clone_steps').select(['kind', 'state', 'created_id']).where('target_id', '=', target.id).execute();
        expect(targetSteps.filter((step) => step.state !== 'created')).toEqual([]);
        expect(targetSteps.find((step) => step.kind === 'campaign')?.created_id).toBe(copies[0].campaign_id);
      }
    }
  }, 180_000);
});
