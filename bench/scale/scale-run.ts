import os from 'node:os';
import { createDatabase } from '../../packages/db/src/index.ts';
import { sleep } from '../../apps/server/src/trials/wait-for.ts';
import { type ScaleFindings, gatherFindings } from './scale-checks.ts';
import { startCluster } from './scale-cluster.ts';
import { driveLoad, type KillRecord } from './scale-load.ts';
import { DEMO_ACCOUNTS, plannedJobs, type ScaleLayout, type ScalePlan } from './scale-plan.ts';
import { measureSyncCost, type SyncCost } from './scale-sync-cost.ts';
import { prepareWorld, type CrossServerProof } from './scale-world.ts';

export interface ScaleReport {
  plan: ScalePlan;
  layout: ScaleLayout;
  findings: ScaleFindings;
  kills: KillRecord[];
  crossServer: CrossServerProof[];
  syncCost: SyncCost;
  /** Worker ids by slot, oldest process first, to read `completedByWorker` per process. */
  workerSlots: string[][];
  loadAverage: number;
}

/**
 * One scale-out run: the cluster started, the world prepared, the plan's load pushed through with worker kills, and
 * the findings gathered from the database and the sandbox. Everything started is stopped again, whatever happens.
 */
export async function runScaleOut(plan: ScalePlan, layout: ScaleLayout, options: { timeoutMs: number }): Promise<ScaleReport> {
  const cluster = await startCluster(layout);
  const database = createDatabase(cluster.postgres.connectionString, { maxConnections: 3 });
  let pumping = true;
  try {
    const world = await prepareWorld(cluster, plan);
    // Meta's rate limits are not what this run measures (the README works out what one worker serves under them): the
    // sandbox's clock moves 5 minutes a second, so its usage windows drain before any account or the app is throttled.
    const pump = (async () => {
      while (pumping) {
        await world.sandbox.control('POST', '/clock', { advance_seconds: 300 });
        await sleep(1_000);
      }
    })();
    const settledConnects = async () => {
      for (;;) {
        const open = await database.db.selectFrom('sync_runs').select('id').where('status', 'in', ['queued', 'running']).execute();
        if (open.length === 0) return;
        await sleep(100);
      }
    };
    await settledConnects();
    const syncCost = await measureSyncCost(world, database.db);
    const since = new Date();
    const loadAverage = os.loadavg()[0] ?? 0;
    const { kills } = await driveLoad({ cluster, world, plan, db: database.db, since, timeoutMs: options.timeoutMs });
    pumping = false;
    await pump;
    const findings = await gatherFindings({ db: database.db, cluster, world, since });
    return { plan, layout, findings, kills, crossServer: world.crossServer, syncCost, workerSlots: cluster.workers.map((slot) => slot.generations.map((worker) => worker.workerId)), loadAverage };
  } catch (error) {
    // What the servers printed (warnings and errors) is what explains a refused request.
    const printed = cluster.servers.map((server, index) => `--- server ${index + 1} ---\n${server.output()}`).join('\n');
    throw new Error(`${error instanceof Error ? error.message : String(error)}\n${printed}`, { cause: error });
  } finally {
    pumping = false;
    await database.destroy();
    await cluster.stop();
  }
}

/** The report as printed by `pnpm bench:scale` and the CI test. */
export function formatReport(report: ScaleReport): string {
  const { findings, plan, layout } = report;
  const planned = plannedJobs(plan);
  const fmt = (value: number) => (Number.isFinite(value) ? value.toFixed(0) : '–');
  const lines = [
    `bench/scale (${plan.mode}): ${layout.servers} server(s), ${layout.workers} worker(s), ${plan.users} users × ${plan.targets + DEMO_ACCOUNTS} ad accounts; ${plan.cloneBatches} clone batches into ${plan.targets} accounts and ${plan.syncs} syncs planned (${planned.total} jobs); ${report.kills.length} worker SIGKILLs (${os.cpus().length} cores, Node ${process.versions.node}, load average ${report.loadAverage.toFixed(1)} at the start)`,
    `jobs: ${JSON.stringify(findings.jobsByName)}; states ${JSON.stringify(findings.jobStates)}; retried after a cut attempt ${findings.retriedJobs}`,
    `clone targets ${findings.cloneTargets.succeeded}/${findings.cloneTargets.total} succeeded; sync runs ${findings.syncRuns.succeeded}/${findings.syncRuns.total} succeeded`,
    `duplicates: ${findings.sandboxMismatches.length} in the sandbox, ${findings.auditMismatches.length} audit outcome mismatches`,
    `throughput ${findings.throughputPerSecond.toFixed(1)} jobs/s (${Object.values(findings.jobsByName).reduce((sum, count) => sum + count, 0)} jobs in ${findings.wallSeconds.toFixed(1)} s, the kills' recovery included)`,
    `pickup (send → start, first attempts): ${Object.entries(findings.pickupMs)
      .map(([name, pickup]) => `${name} p50 ${fmt(pickup.p50)} ms, p95 ${fmt(pickup.p95)} ms (${pickup.count})`)
      .join('; ')}`,
    `spread (completed jobs per worker process, by slot; a killed process is followed by its replacement): ${report.workerSlots
      .map((slot, index) => `w${index + 1} ${slot.map((workerId) => findings.completedByWorker[workerId] ?? 0).join(' → ')}`)
      .join(', ')}`,
    `kills: ${report.kills.map((kill) => `w${kill.slot + 1} holding ${kill.heldAtKill} of ${kill.activeAtKill} jobs in flight`).join('; ')}`,
    `across servers: ${layout.servers < 2 ? 'one server only' : report.crossServer.map((proof) => `callback on B → ${proof.connectLanded}, cookie mutation on B with A's XSRF ${proof.xsrfEchoed}, without ${proof.xsrfMissing}`).join('; ')}`,
    `one steady sync (3 days of insights) per ad account: ${report.syncCost.operationsPerAccount.toFixed(1)} Graph operations in ${report.syncCost.requestsPerAccount.toFixed(1)} round trips, plus ${report.syncCost.connectionOperations} for the connection (${report.syncCost.accounts} accounts)`,
  ];
  return lines.join('\n');
}
