import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { spawnWorkerProcess, type WorkerChild } from '@adfleet/test-support/worker-child';
import { createSourceCampaign, tree } from '../trpc/procedures/clone/clone-fixture.ts';
import { faultTrialsMode } from './env.ts';
import { sleep, waitFor } from './wait-for.ts';
import { ran } from '@adfleet/test-support/ran';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

const FULL = faultTrialsMode === 'full';
/** Trials of each kind: a few in short mode (under a minute in all), more behind FAULT_TRIALS=full. */
const TRIALS = FULL ? 8 : 2;
/** How long the sandbox holds an ad-set create: the kill lands while it is in flight, whatever the machine's speed. */
const HOLD_MS = 1_500;
const SOURCE_NAME = 'Held Source';

/**
 * kill -9 of the real worker process while a create is in flight, by construction rather than by luck: the sandbox
 * holds ad-set creates (`delays`), the test waits until the step store shows one sent, and only then kills. Each trial
 * asserts the kill landed mid-clone (some steps created, some not), so a drift in timing fails it instead of passing
 * quietly. The held creates still land after the worker died (as Meta's would): the resumed job must adopt them.
 * Kinds: a batch of several targets, a batch of several campaigns, and the retry of a target that had failed after its
 * campaign and one ad set.
 */
describe(`kill -9 of the worker with a create held in flight (${faultTrialsMode})`, () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  let worker: WorkerChild | undefined;
  const owner = { id: '', workspaceId: '', token: '' };
  const acts: Record<string, string> = {};
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;
  /** A second campaign, for batches that clone several. */
  let sourceB: Awaited<ReturnType<typeof createSourceCampaign>>;
  const choices = { pixelId: '', pageId: '' };
  const mids: Array<{ kind: string; trial: number; created: number; total: number; sent: number; landed: number }> = [];

  const caller = () => callerAs({ ...testDeps(db(), { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, owner.token);
  const startWorker = async () => {
    worker = await spawnWorkerProcess({ connectionString: database().connectionString, config: app.config });
  };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    Object.assign(owner, await app.registerConnected('holder', { ip: '10.6.0.1', persona: 'Ana' }));
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; currency: string; name: string }>) {
      const key = account.name.includes('US Store') ? 'us' : account.name.includes('EU') ? 'eu' : account.currency === 'JPY' ? 'jp' : '';
      if (key) acts[key] = account.id;
    }
    const anaToken = await app.mintToken('Ana');
    source = await createSourceCampaign(app, anaToken, acts.us ?? '', SOURCE_NAME);
    sourceB = await createSourceCampaign(app, anaToken, acts.us ?? '', `${SOURCE_NAME} B`);
    // The Japanese account can use neither the source's pixel nor its page: the batch names its own for it.
    const firstOf = async (edge: string) => ((await app.graphGet(`${acts.jp}/${edge}`, { access_token: anaToken, fields: 'id', limit: '5' })).data as Array<{ id: string }>)[0]?.id ?? '';
    choices.pixelId = await firstOf('adspixels');
    choices.pageId = await firstOf('promote_pages');
    await startWorker();
    await settledSyncRuns(db(), owner);
  }, 90_000);

  afterAll(async () => {
    await worker?.kill();
    await app?.close();
    console.info(`kill mid-clone (${faultTrialsMode}): ${JSON.stringify(mids)}`);
  });

  const stepsOf = (targetIds: readonly string[]) => db().selectFrom('clone_steps').select(['kind', 'state', 'sent_at']).where('target_id', 'in', targetIds).execute();

  async function targetsDone(targetIds: readonly string[]) {
    return waitFor(
      'the targets to finish',
      async () => {
        const rows = await db().selectFrom('clone_targets').select(['state']).where('id', 'in', targetIds).execute();
        return rows.every((row) => row.state === 'succeeded' || row.state === 'failed') ? rows : undefined;
      },
      30_000,
      () => db().selectFrom('clone_targets').select(['account_name', 'state']).where('id', 'in', targetIds).execute(),
    );
  }

  /**
   * Holds ad-set creates (all of them, or all after the first `after`), runs `begin`, waits until the step store shows
   * an ad set sent, kills the worker, and checks the kill landed mid-clone. Then the held creates land, the dead
   * worker's jobs go back to the queue (what the heartbeat monitor does half a minute later), and a new worker resumes.
   */
  async function killWhileHeld(kind: string, trial: number, targetIds: readonly string[], begin: () => Promise<unknown>) {
    await app.control('PUT', '/faults', { errors: [], delays: [{ ms: HOLD_MS, path: '/adsets', method: 'POST', ...(trial % 2 === 1 ? { after: 1 } : {}) }] });
    const began = new Date();
    await begin();
    // Held: sent by this attempt (a retried target still shows the sends its failed attempt never heard back from) and
    // unanswered for longer than an unheld create takes, so its request is in the sandbox, waiting.
    const held = (step: { kind: string; state: string; sent_at: Date | null }) =>
      step.kind === 'adset' && step.state === 'sent' && step.sent_at !== null && step.sent_at >= began && Date.now() - step.sent_at.getTime() >= HOLD_MS / 4;
    await waitFor('an ad-set create held in flight', async () => ((await stepsOf(targetIds)).some(held) ? true : undefined), 20_000);
    await worker?.kill();
    // From here on nothing is held; what was already held lands on its own.
    await app.control('DELETE', '/faults');
    await app.control('DELETE', '/calls');
    const steps = await stepsOf(targetIds);
    const mid = {
      kind,
      trial,
      created: steps.filter((step) => step.state === 'created').length,
      total: steps.length,
      sent: steps.filter((step) => step.state === 'sent').length,
      landed: 0,
    };
    // Mid-clone by construction: the campaign is in, an ad set is on its way, the ads are not.
    const context = JSON.stringify(mid);
    expect(mid.created, context).toBeGreaterThan(0);
    expect(mid.created, context).toBeLessThan(mid.total);
    expect(mid.sent, context).toBeGreaterThan(0);
    // The held creates land after the worker died (before its job could run again, as in production where the
    // heartbeat takes half a minute): the worker never learned their ids. A loaded machine may take longer than the
    // hold to answer them, so this waits for them to land rather than for the hold to pass.
    mid.landed = await waitFor(
      'a held ad-set create to land',
      async () => {
        const landed = ((await app.control('GET', '/calls?limit=2000')).data as Array<{ method: string; path: string; status: number }>).filter(
          (call) => call.method === 'POST' && call.path.endsWith('/adsets') && call.status === 200,
        ).length;
        return landed > 0 ? landed : undefined;
      },
      20_000,
      async () => mid,
    );
    mids.push(mid);
    const requeue = async () =>
      Number((await sql`update pgboss.job set state = 'retry', start_after = now() where name = 'clone.account' and state = 'active'`.execute(db())).numAffectedRows ?? 0);
    // Twice: a fetch the dead worker sent just before dying may still commit after the first update.
    await requeue();
    await sleep(250);
    await requeue();
    await startWorker();
    await targetsDone(targetIds);
  }

  /** Each target's clone, in the sandbox: exactly one campaign of its name with its source's 3 ad sets of 2 ads, and every step created. */
  async function expectOneOfEach(targetIds: readonly string[]) {
    const targets = await db()
      .selectFrom('clone_targets as t')
      .innerJoin('clone_batch_sources as s', 's.id', 't.source_id')
      .selectAll('t')
      .select('s.source_campaign_name')
      .where('t.id', 'in', targetIds)
      .execute();
    for (const target of targets) {
      expect(target.state, `${target.account_name} ${JSON.stringify(target.error)}`).toBe('succeeded');
      const accountTree = await tree(app, target.external_ad_account_id);
      const campaigns = accountTree.campaigns.filter((campaign: any) => campaign.name === target.campaign_name);
      expect(campaigns, target.campaign_name).toHaveLength(1);
      expect(campaigns[0].adsets.map((adset: any) => adset.name).sort(), target.campaign_name).toEqual([1, 2, 3].map((n) => `${target.source_campaign_name} · Set ${n}`));
      for (const adset of campaigns[0].adsets) expect(adset.ads, `${target.campaign_name} ${adset.name}`).toHaveLength(2);
      const steps = await db().selectFrom('clone_steps').select(['kind', 'state', 'created_id']).where('target_id', '=', target.id).execute();
      expect(steps.filter((step) => step.state !== 'created'), target.campaign_name).toEqual([]);
      expect(steps.find((step) => step.kind === 'campaign')?.created_id).toBe(campaigns[0].id);
    }
  }

  it(`kills the worker ${TRIALS} times with an ad-set create held in flight during a batch of several targets: no duplicate, every target succeeds`, async () => {
    for (let trial = 1; trial <= TRIALS; trial++) {
      // Usage drains (the sandbox's 5-minute window) so throttling never mixes into the trials.
      await app.control('POST', '/clock', { advance_seconds: 300 });
      let batchId = '';
      const targetIds: string[] = [];
      await killWhileHeld('batch', trial, targetIds, async () => {
        ({ batchId } = ran(await caller().clone.start({
          campaignId: source.campaignId,
          nameTemplate: `{name} · batch ${trial} – {account}`,
          budgetType: 'daily',
          dailyBudget: 50000,
          targetAccounts: ['us', 'eu', 'jp'].map((key) => acts[key] ?? ''),
          ...choices,
        })));
        targetIds.push(...(await db().selectFrom('clone_targets').select('id').where('batch_id', '=', batchId).execute()).map((row) => row.id));
      });
      expect(targetIds).toHaveLength(3);
      await expectOneOfEach(targetIds);
    }
  }, 120_000);

  it(`kills the worker ${TRIALS} times with an ad-set create held in flight during a batch of several campaigns: no duplicate, every clone succeeds`, async () => {
    for (let trial = 1; trial <= TRIALS; trial++) {
      await app.control('POST', '/clock', { advance_seconds: 300 });
      const targetIds: string[] = [];
      await killWhileHeld('campaigns', trial, targetIds, async () => {
        const { batchId } = ran(await caller().clone.start({
          campaignId: source.campaignId,
          campaignIds: [source.campaignId, sourceB.campaignId],
          nameTemplate: `{name} · several ${trial} – {account}`,
          budgetType: 'daily',
          // Each clone takes its own campaign's budget (25 a day): EUR and USD accounts take it; JPY's minimum would not.
          targetAccounts: [acts.us ?? '', acts.eu ?? ''],
        }));
        targetIds.push(...(await db().selectFrom('clone_targets').select('id').where('batch_id', '=', batchId).execute()).map((row) => row.id));
      });
      // One clone per (campaign, account).
      expect(targetIds).toHaveLength(4);
      await expectOneOfEach(targetIds);
    }
  }, 120_000);

  it(`kills the worker ${TRIALS} times during the retry of a target that failed after its campaign and one ad set: no duplicate, it succeeds`, async () => {
    for (let trial = 1; trial <= TRIALS; trial++) {
      await app.control('POST', '/clock', { advance_seconds: 300 });
      // Meta refuses two of the three ad-set creates for good: the target fails with its campaign and one ad set.
      await app.control('PUT', '/faults', { errors: [{ code: 100, rate: 1, path: `${acts.eu}/adsets`, method: 'POST', times: 2 }], delays: [] });
      const { batchId } = ran(await caller().clone.start({ campaignId: source.campaignId, nameTemplate: `{name} · retry ${trial}`, budgetType: 'daily', dailyBudget: 50000, targetAccounts: [acts.eu ?? ''] }));
      const [target] = await db().selectFrom('clone_targets').select('id').where('batch_id', '=', batchId).execute();
      const targetId = target?.id ?? '';
      await targetsDone([targetId]);
      const failed = await stepsOf([targetId]);
      expect(failed.filter((step) => step.kind === 'campaign' && step.state === 'created')).toHaveLength(1);
      expect(failed.filter((step) => step.kind === 'adset' && step.state === 'created')).toHaveLength(1);

      await killWhileHeld('retry', trial, [targetId], () => caller().clone.retry({ targetId }));
      await expectOneOfEach([targetId]);
    }
  }, 120_000);
});
