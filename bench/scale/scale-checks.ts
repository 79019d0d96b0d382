import type { Db } from '../../packages/db/src/index.ts';
import { listJobRunsSince } from './job-runs.ts';
import { tree } from '../../apps/server/src/trpc/procedures/clone/clone-fixture.ts';
import type { ScaleCluster } from './scale-cluster.ts';
import { jobStates, MEASURED_JOBS } from './scale-load.ts';
import type { ScaleWorld } from './scale-world.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

const CLONE_OUTCOMES = ['clone.account_succeeded', 'clone.account_failed'];
const SYNC_OUTCOMES = ['sync.succeeded', 'sync.failed'];

/** What the database and the sandbox say about the run: the checks' inputs, and the figures the report prints. */
export interface ScaleFindings {
  jobStates: Record<string, number>;
  jobsByName: Record<string, number>;
  cloneTargets: { total: number; succeeded: number };
  syncRuns: { total: number; succeeded: number };
  /** Outcome audit rows per clone target and per sync run that are not exactly one. */
  auditMismatches: string[];
  /** Clone targets whose campaign is not exactly once in its account, with 3 ad sets of 2 ads. */
  sandboxMismatches: string[];
  /** Completed jobs per worker process, by the worker id each job's output names. */
  completedByWorker: Record<string, number>;
  /** Jobs that ran again after an attempt was cut (their worker was killed) or failed. */
  retriedJobs: number;
  throughputPerSecond: number;
  wallSeconds: number;
  /** Send → start of first attempts, per job name (ms). */
  pickupMs: Record<string, { p50: number; p95: number; count: number }>;
}

const percentile = (values: number[], fraction: number) => [...values].sort((a, b) => a - b)[Math.max(0, Math.ceil(fraction * values.length) - 1)] ?? Number.NaN;

export async function gatherFindings(options: { db: Db; cluster: ScaleCluster; world: ScaleWorld; since: Date }): Promise<ScaleFindings> {
  const { db, world, since } = options;
  const workspaceIds = world.users.map((user) => user.workspaceId);
  const jobs = await listJobRunsSince(db, MEASURED_JOBS, since);

  const targets = await db.selectFrom('clone_targets').select(['id', 'state', 'campaign_name', 'external_ad_account_id']).where('workspace_id', 'in', workspaceIds).where('created_at', '>=', since).execute();
  const runs = await db.selectFrom('sync_runs').select(['id', 'status']).where('workspace_id', 'in', workspaceIds).where('created_at', '>=', since).execute();
  const audit = await db
    .selectFrom('audit_log')
    .select(['action', 'target_id'])
    .where('workspace_id', 'in', workspaceIds)
    .where('action', 'in', [...CLONE_OUTCOMES, ...SYNC_OUTCOMES])
    .execute();
  const outcomeRows = new Map<string, number>();
  for (const row of audit) if (row.target_id) outcomeRows.set(row.target_id, (outcomeRows.get(row.target_id) ?? 0) + 1);
  const auditMismatches = [...targets.map((target) => target.id), ...runs.map((run) => run.id)]
    .filter((id) => outcomeRows.get(id) !== 1)
    .map((id) => `${id}: ${outcomeRows.get(id) ?? 0} outcome rows`);

  const sandboxMismatches: string[] = [];
  for (const act of world.targets) {
    const accountTree = await tree(world.sandbox, act);
    const counts = new Map<string, any[]>();
    for (const campaign of accountTree.campaigns as any[]) counts.set(campaign.name, [...(counts.get(campaign.name) ?? []), campaign]);
    for (const target of targets.filter((candidate) => candidate.external_ad_account_id === act)) {
      const campaigns = counts.get(target.campaign_name) ?? [];
      const shape = campaigns[0]?.adsets.map((adset: any) => adset.ads.length).join(',');
      if (campaigns.length !== 1 || shape !== '2,2,2') sandboxMismatches.push(`${act} "${target.campaign_name}": ${campaigns.length} campaigns, ads per ad set ${shape}`);
    }
  }

  const completed = jobs.filter((job) => job.state === 'completed');
  const completedByWorker: Record<string, number> = {};
  for (const job of completed) completedByWorker[job.workerId ?? 'unknown'] = (completedByWorker[job.workerId ?? 'unknown'] ?? 0) + 1;
  const lastCompleted = Math.max(...completed.map((job) => job.completedOn?.getTime() ?? 0));
  const wallSeconds = (lastCompleted - since.getTime()) / 1000;
  const pickupMs: ScaleFindings['pickupMs'] = {};
  for (const name of MEASURED_JOBS) {
    const firsts = jobs.filter((job) => job.name === name && job.retryCount === 0 && job.startedOn).map((job) => (job.startedOn?.getTime() ?? 0) - job.createdOn.getTime());
    pickupMs[name] = { p50: percentile(firsts, 0.5), p95: percentile(firsts, 0.95), count: firsts.length };
  }
  const jobsByName: Record<string, number> = {};
  for (const job of jobs) jobsByName[job.name] = (jobsByName[job.name] ?? 0) + 1;

  return {
    jobStates: await jobStates(db, since),
    jobsByName,
    cloneTargets: { total: targets.length, succeeded: targets.filter((target) => target.state === 'succeeded').length },
    syncRuns: { total: runs.length, succeeded: runs.filter((run) => run.status === 'succeeded').length },
    auditMismatches,
    sandboxMismatches,
    completedByWorker,
    retriedJobs: jobs.filter((job) => job.retryCount > 0).length,
    throughputPerSecond: completed.length / wallSeconds,
    wallSeconds,
    pickupMs,
  };
}
