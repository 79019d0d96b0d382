import {
  findCloneTarget,
  findOrphanedCloneTargets,
  findOrphanedSyncRuns,
  lockOrphanedCloneTarget,
  lockOrphanedSyncRun,
  requeueCloneTarget,
  requeueCloneTargetsWithoutActiveJob,
} from '@adfleet/db';
import { failTargetIn } from '../clone/clone-run.ts';
import { cloneAccountJob } from '../jobs/clone-account-job.ts';
import { storedMessage, userMessage } from '../messages/index.ts';
import type { SyncDeps } from '../sync/sync-deps.ts';
import { recordRunFailed } from '../sync/sync-runs.ts';

/** Rows younger than this are left alone: their job may still be on its way (a producer's slow transaction). */
const GRACE_MS = 30_000;
/** A target whose jobs went missing this many times is failed rather than sent again. */
const MAX_CLONE_JOBS = 8;

export interface SweepResult {
  /** Targets shown running whose job is back in the queue: shown queued again. */
  cloneTargetsShownQueued: number;
  /** Targets with no job left: sent again (steps already created are kept). */
  cloneTargetsRequeued: number;
  /** Targets whose job failed for good or went missing too often: failed with a reason and an audit row. */
  cloneTargetsFailed: number;
  /** Sync runs with no job left: failed with a reason and an audit row. */
  syncRunsClosed: number;
}

/**
 * The backstop behind pg-boss's own heartbeat and retries: no clone target or sync run stays "running" or "queued"
 * without a job that will finish it. Each row is re-checked under its lock in the transaction that settles it.
 */
export async function sweepOrphanedWork(deps: SyncDeps): Promise<SweepResult> {
  const before = new Date(deps.now().getTime() - GRACE_MS);
  const result: SweepResult = { cloneTargetsShownQueued: await requeueCloneTargetsWithoutActiveJob(deps.db), cloneTargetsRequeued: 0, cloneTargetsFailed: 0, syncRunsClosed: 0 };

  for (const orphan of await findOrphanedCloneTargets(deps.db, before)) {
    const target = await findCloneTarget(deps.db, orphan.id);
    if (!target) continue;
    const givenUp = orphan.last_job_state === 'failed' || orphan.job_count >= MAX_CLONE_JOBS;
    await deps.db.transaction().execute(async (trx) => {
      if (!(await lockOrphanedCloneTarget(trx, orphan.id))) return;
      if (givenUp) {
        await failTargetIn(trx, deps, target, userMessage('cloneJobKeptStopping'), target.warnings.map(storedMessage));
        result.cloneTargetsFailed++;
        return;
      }
      await deps.jobs.send(trx, cloneAccountJob.name, { targetId: target.id }, { singletonKey: target.ad_account_id ?? target.external_ad_account_id });
      await requeueCloneTarget(trx, target.id);
      result.cloneTargetsRequeued++;
    });
  }

  for (const run of await findOrphanedSyncRuns(deps.db, before)) {
    await deps.db.transaction().execute(async (trx) => {
      if (!(await lockOrphanedSyncRun(trx, run.id))) return;
      const ref = { runId: run.id, workspaceId: run.workspace_id, startedBy: run.connected_by, kind: run.kind, trigger: run.trigger, adAccountExternalId: run.external_ad_account_id };
      await recordRunFailed(trx, ref, userMessage('syncRunLost'), {}, deps.now());
      result.syncRunsClosed++;
    });
  }
  return result;
}
