/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox control answers are free-form JSON */
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { createTestDatabase } from '../../packages/db/src/testing/test-database.ts';
import { startTestDatabaseServer } from '../../packages/db/src/testing/test-database-server.ts';
import { workspaceOf } from '../../packages/db/src/testing/workspace-of.ts';
import { connectThroughDialog, createBrowser, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { createSourceCampaign, tree } from '../../apps/server/src/trpc/procedures/clone/clone-fixture.ts';
import { cloneAccountJob } from '../../packages/core/src/jobs/clone-account-job.ts';
import { naiveClone } from './naive-clone.ts';

/**
 * bench/clone: a 3 ad sets × 2 ads campaign cloned into 20 ad accounts against the Graph sandbox with 100 ms latency
 * per request, by the engine (POST /api/clone-campaign → pg-boss → worker, job pickup included) and by a naive
 * one-call-at-a-time implementation. Run on demand: `pnpm bench:clone`. At scale: `--scenario 1x50` (one campaign into
 * 50 accounts) and `--scenario 5x20` (5 campaigns, each into the same 20 accounts, requested at once); these run the
 * engine only.
 */
const scenarioArgument = process.argv.indexOf('--scenario');
const SCENARIO = scenarioArgument > 0 ? (process.argv[scenarioArgument + 1] ?? '') : '1x20';
const scenarioShape = /^(\d+)x(\d+)$/.exec(SCENARIO);
if (!scenarioShape) throw new Error('--scenario takes <campaigns>x<accounts>, e.g. 1x50 or 5x20');
const SOURCES = Number(scenarioShape[1]);
const TARGETS = Number(scenarioShape[2]);
if (SOURCES < 1 || SOURCES > 10 || TARGETS < 1 || TARGETS > 50) throw new Error('--scenario: 1 to 10 campaigns into 1 to 50 accounts');
const WITH_NAIVE = SCENARIO === '1x20';
const LATENCY_MS = 100;
/** Clone jobs one worker runs at once (the clone.account contract's concurrency). */
const JOBS_AT_ONCE = 25;
/**
 * The physical limit, in dependent round trips: the source read, with every target's "what may it use" read beside
 * it (one batch each, all at once), then per target, all targets at once: images, campaign and creatives (one batch,
 * the creatives behind their images) → ad sets (parallel single calls) → ads (one batch). The jobs reuse the start's read.
 */
const CRITICAL_PATH_ROUND_TRIPS = 1 + 3;
/** What issue 11 asks: at most 2× the physical limit (job pickup included), over 30× faster than the naive run. */
const TARGET_VS_LIMIT = 2;
const TARGET_VS_NAIVE = 30;
/** `--runs N`: the engine's clone N times in a row (each into the same accounts, under its own name), against one naive run. */
const runsArgument = process.argv.indexOf('--runs');
const RUNS = runsArgument > 0 ? Number(process.argv[runsArgument + 1]) : 1;
if (!Number.isInteger(RUNS) || RUNS < 1) throw new Error('--runs takes a whole number of runs, 1 or more');

const log = (line: string) => process.stdout.write(`${line}\n`);
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

const dbServer = await startTestDatabaseServer();
const database = await createTestDatabase(dbServer.adminConnectionString);
// By default the sandbox keeps its state in a file, as in an installation, so the cost of writing it is part of the run.
const stateDir = await mkdtemp(path.join(os.tmpdir(), 'adfleet-bench-'));
// `--sandbox-in-memory` keeps the sandbox's world in memory only, to tell its own disk writes (which Meta's servers and
// the 100 ms latency stand in for) apart from the engine's time.
const inMemory = process.argv.includes('--sandbox-in-memory');
const app = await startSandboxedServer({ connectionString: database.connectionString, ...(inMemory ? {} : { sandboxStateFile: path.join(stateDir, 'graph-sandbox.json') }) });
try {
  const worker = await app.startWorker();
  const { accounts } = await app.control('GET', '');
  const us = (accounts as Array<{ id: string; name: string }>).find((account) => account.name.includes('US Store'))?.id ?? '';
  const added = (await app.control('POST', '/accounts', { like: us, count: TARGETS, name_prefix: 'Bench' })).accounts as Array<{ id: string }>;
  const targets = added.map((account) => account.id);

  const browser = createBrowser(app.baseUrl);
  const registered = await browser.request('/api/auth/register', {
    method: 'POST',
    body: JSON.stringify({ username: 'bencher', email: 'bencher@example.com', password: 'fleet-owner-2931' }),
    headers: { 'content-type': 'application/json' },
  });
  const user = (await registered.json()) as { token: string; user: { id: string } };
  await connectThroughDialog(browser, app.userNamed('Ana').id);
  const workspaceId = await workspaceOf(database.db, user.user.id);
  const settled = async () => {
    const deadline = Date.now() + 120_000;
    for (;;) {
      const runs = await database.db.selectFrom('sync_runs').select('status').where('workspace_id', '=', workspaceId).execute();
      if (runs.length > 0 && runs.every((run) => run.status === 'succeeded' || run.status === 'failed')) return;
      if (Date.now() > deadline) throw new Error('the sync never settled');
      await sleep(200);
    }
  };
  await settled();
  const token = await app.mintToken('Ana');
  const sourceName = (index: number) => (SOURCES === 1 ? 'Bench Source' : `Bench Source ${index + 1}`);
  const sources: Array<Awaited<ReturnType<typeof createSourceCampaign>>> = [];
  for (let index = 0; index < SOURCES; index++) sources.push(await createSourceCampaign(app, token, us, sourceName(index)));
  await fetch(`${app.baseUrl}/api/facebook/ad-accounts`, { headers: { authorization: `Bearer ${user.token}` } });
  await sleep(500);
  await settled();

  // Five clones into one account spend more usage points than a development-tier app has in a window (300 per
  // account): the scenarios at scale run with standard access's budgets, as an agency's app in production does.
  const STANDARD_ACCESS = !WITH_NAIVE;
  if (STANDARD_ACCESS) await app.control('PUT', '/usage', { account_budget: 100_000, app_budget: 1_000_000 });
  const fresh = async () => {
    // A new usage window, so neither run meets the sandbox's rate limit; then latency and counters for the run.
    await app.control('POST', '/clock', { advance_seconds: 600 });
    await app.control('PUT', '/faults', { latency_ms: LATENCY_MS });
    await app.control('DELETE', '/calls');
  };
  const counters = async () => (await app.control('GET', '/calls?limit=1')).counters as { requests: number; total: number; errors: number };

  const runNaive = async () => {
    await fresh();
    const naiveStart = performance.now();
    await naiveClone({
      graphUrl: `${app.sandboxUrl}/${app.config.meta.graphVersion}`,
      token,
      campaignId: sources[0]?.campaignId ?? '',
      sourceAct: us,
      targets,
      name: (act) => `Bench Source – naive ${act}`,
      budgetMinor: 50000,
    });
    return { wallMs: performance.now() - naiveStart, ...(await counters()) };
  };
  const naive = WITH_NAIVE ? await runNaive() : undefined;

  /** One engine run: its own campaign name, so each run's trees and rows are told apart from the others'. */
  const engineRun = async (run: number) => {
    await fresh();
    const engineStart = performance.now();
    const engineStartedAt = new Date();
    // Every campaign's clone is requested at once, as several people (or tabs) of one agency would.
    const responseMs = await Promise.all(
      sources.map(async (source) => {
        const response = await fetch(`${app.baseUrl}/api/clone-campaign`, {
          method: 'POST',
          headers: { authorization: `Bearer ${user.token}`, 'content-type': 'application/json' },
          body: JSON.stringify({ campaignId: source.campaignId, nameTemplate: `{name} r${run} – {account}`, budgetType: 'daily', dailyBudget: '50000', targetAccounts: targets }),
        });
        const results = (await response.json()) as Array<{ success: boolean; error: string | null }>;
        if (response.status !== 200 || results.some((result) => !result.success)) throw new Error(`the engine's clone did not succeed: ${response.status} ${JSON.stringify(results).slice(0, 500)}`);
        return performance.now() - engineStart;
      }),
    ).then((times) => Math.max(...times));
    const finished = await database.db.selectFrom('clone_targets').select(['id', 'finished_at', 'started_at', 'created_at']).where('created_at', '>=', engineStartedAt).execute();
    const lastFinished = Math.max(...finished.map((row) => row.finished_at?.getTime() ?? 0));
    // Job pickup, two ways: from the target's row being written (the request's transaction) to its job marking it
    // running, and pg-boss's own send → start (the job row created → fetched by the worker).
    const pickups = finished.map((row) => (row.started_at?.getTime() ?? 0) - row.created_at.getTime());
    const jobs = await worker.boss.findJobs(cloneAccountJob.name, { limit: 100_000 });
    const sendToStart = jobs.filter((job) => job.createdOn.getTime() >= engineStartedAt.getTime()).map((job) => job.startedOn.getTime() - job.createdOn.getTime());
    // Where the engine's time goes: medians (and spread) of each phase, from the request being sent.
    const since = (date: Date | null) => (date ? date.getTime() - engineStartedAt.getTime() : Number.NaN);
    const spread = (values: number[]) => {
      const sorted = values.filter((value) => !Number.isNaN(value)).sort((a, b) => a - b);
      return `${sorted[Math.floor(sorted.length / 2)]?.toFixed(0)} ms (${sorted[0]?.toFixed(0)}–${sorted.at(-1)?.toFixed(0)})`;
    };
    const steps = await database.db
      .selectFrom('clone_steps')
      .select(['kind', 'sent_at', 'updated_at'])
      .where('target_id', 'in', finished.map((row) => row.id))
      .execute();
    const phases = [
      `batch written ${spread(finished.map((row) => since(row.created_at)))}`,
      `jobs running ${spread(finished.map((row) => since(row.started_at)))}`,
      ...(['campaign', 'adset', 'ad'] as const).map((kind) => {
        const ofKind = steps.filter((step) => step.kind === kind);
        return `${kind} round sent ${spread(ofKind.map((step) => since(step.sent_at)))}, answered ${spread(ofKind.map((step) => since(step.updated_at)))}`;
      }),
      `targets finished ${spread(finished.map((row) => since(row.finished_at)))}`,
    ];
    const engine = { wallMs: lastFinished - engineStartedAt.getTime(), responseMs, pickups, sendToStart, phases, ...(await counters()) };
    await app.control('DELETE', '/faults');

    // Every target got every campaign's whole tree, once.
    for (const act of targets) {
      const target = await tree(app, act);
      for (let index = 0; index < SOURCES; index++) {
        const campaigns = target.campaigns.filter((campaign: any) => campaign.name.startsWith(`${sourceName(index)} r${run} – Bench`));
        const ads = campaigns.flatMap((campaign: any) => campaign.adsets.flatMap((adset: any) => adset.ads));
        if (campaigns.length !== 1 || campaigns[0].adsets.length !== 3 || ads.length !== 6) throw new Error(`${act}: ${campaigns.length} campaigns, ${ads.length} ads`);
      }
    }
    return engine;
  };
  const engines = [];
  for (let run = 1; run <= RUNS; run++) engines.push(await engineRun(run));

  const criticalMs = CRITICAL_PATH_ROUND_TRIPS * LATENCY_MS;
  // One worker runs at most JOBS_AT_ONCE clone jobs at a time: each further wave of jobs adds a job's 3 round trips.
  const waves = Math.ceil((SOURCES * TARGETS) / JOBS_AT_ONCE);
  const workerBoundRoundTrips = CRITICAL_PATH_ROUND_TRIPS + (waves - 1) * 3;
  const workerBoundMs = workerBoundRoundTrips * LATENCY_MS;
  const fmt = (value: number, digits = 0) => value.toFixed(digits);
  const percentile = (values: number[], fraction: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(fraction * values.length) - 1)] ?? Number.NaN;
  const percentiles = (values: number[]) => `p50 ${fmt(percentile(values, 0.5))} ms, p95 ${fmt(percentile(values, 0.95))} ms, max ${fmt(Math.max(...values))} ms (${values.length} jobs)`;
  // With several runs, the run of median wall time stands for the engine; every run is listed.
  const engine = [...engines].sort((a, b) => a.wallMs - b.wallMs)[Math.floor((engines.length - 1) / 2)] ?? engines[0];
  if (!engine) throw new Error('no engine run');
  log(
    `\nbench/clone --scenario ${SCENARIO}: ${SOURCES} campaign(s) of 3 ad sets × 2 ads, each into ${TARGETS} accounts, ${LATENCY_MS} ms per Graph request, sandbox state ${inMemory ? 'in memory' : 'in a file'}${STANDARD_ACCESS ? ', standard-access usage budgets' : ''}, ${RUNS} engine run(s) (${os.cpus().length} cores, Node ${process.versions.node}, load average ${os.loadavg()[0]?.toFixed(1)})\n`,
  );
  log('| run | wall time | Graph round trips | Graph operations |');
  log('|---|---|---|---|');
  if (naive) log(`| naive (one call at a time) | ${fmt(naive.wallMs)} ms | ${naive.requests} | ${naive.total} |`);
  log(`| engine (last target finished${RUNS > 1 ? ', median run' : ''}) | ${fmt(engine.wallMs)} ms | ${engine.requests} | ${engine.total} |`);
  log(`| engine (POST /api/clone-campaign answered) | ${fmt(engine.responseMs)} ms | | |`);
  log(`| physical limit (${CRITICAL_PATH_ROUND_TRIPS} round trips × ${LATENCY_MS} ms) | ${criticalMs} ms | ${CRITICAL_PATH_ROUND_TRIPS} | |`);
  if (waves > 1) log(`| one worker's limit (${JOBS_AT_ONCE} jobs at once: ${waves} waves, ${workerBoundRoundTrips} round trips × ${LATENCY_MS} ms) | ${workerBoundMs} ms | ${workerBoundRoundTrips} | |`);
  log('');
  log(`per target: ${fmt(engine.requests / (SOURCES * TARGETS), 2)} round trips, ${fmt(engine.total / (SOURCES * TARGETS), 2)} operations`);
  if (naive) log(`engine vs naive: ${fmt(naive.wallMs / engine.wallMs, 1)}× faster, ${fmt(naive.requests / engine.requests, 1)}× fewer round trips (target: > ${TARGET_VS_NAIVE}× faster)`);
  log(`engine vs physical limit (${CRITICAL_PATH_ROUND_TRIPS} round trips × ${LATENCY_MS} ms, job pickup included): ${fmt(engine.wallMs / criticalMs, 2)}× (target: ≤ ${TARGET_VS_LIMIT}×); with the API's answer: ${fmt(engine.responseMs / criticalMs, 2)}×`);
  if (waves > 1) log(`engine vs one worker's limit: ${fmt(engine.wallMs / workerBoundMs, 2)}×`);
  if (RUNS > 1) log(`every run vs physical limit: ${engines.map((run) => `${fmt(run.wallMs / criticalMs, 2)}×`).join(', ')}`);
  log(`phases: ${engine.phases.join('; ')}`);
  log(`job pickup (all runs), target row written → job running: ${percentiles(engines.flatMap((run) => run.pickups))}`);
  log(`job pickup (all runs), pg-boss send → start: ${percentiles(engines.flatMap((run) => run.sendToStart))} (target: p50 < 50 ms)`);
  log(`errors: ${naive ? `naive ${naive.errors}, ` : ''}engine ${engines.map((run) => run.errors).join(', ')}`);
} finally {
  await app.close();
  await database.drop();
  await dbServer.stop();
  await rm(stateDir, { recursive: true, force: true });
}
