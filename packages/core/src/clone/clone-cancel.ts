import { type CallerScope, cancelQueuedCloneTargets, cancelUnstartedCloneTargets, type CloneTargetWithBatch, lockWorkspaceCloneBatch } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { cloneAccountJob } from '../jobs/clone-account-job.ts';
import { userMessage } from '../messages/index.ts';
import { notifyWorkspace } from '../notifications/notify.ts';
import type { RequestMeta } from '../request-meta.ts';
import { starterMayOperate } from '../workspaces/starter-rights.ts';
import type { CloneDeps } from './clone-batch-store.ts';
import type { CloneCancelResult } from './clone-schemas.ts';

/**
 * Cancels one of the workspace's scheduled batches before any of its jobs started: in one transaction its waiting jobs are
 * cancelled, its queued targets end `cancelled`, and one audit row says so. The target rows stay locked meanwhile, so
 * a job starting at that moment either marked its target running first (the cancel is then refused, nothing changed)
 * or finds it cancelled and creates nothing.
 */
export async function cancelClone(deps: Pick<CloneDeps, 'db' | 'jobs' | 'now'>, scope: CallerScope, batchId: string, meta?: RequestMeta): Promise<CloneCancelResult> {
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockWorkspaceCloneBatch(trx, scope, batchId);
    if (!locked) throw new AppError('NOT_FOUND', userMessage('cloneBatchNotFound'));
    const { batch, targets } = locked;
    if (!batch.starts_at) throw new AppError('CONFLICT', userMessage('cloneCancelNotScheduled'));
    if (targets.some((target) => target.state === 'cancelled')) throw new AppError('CONFLICT', userMessage('cloneCancelAlready'));
    if (targets.some((target) => target.started_at !== null)) throw new AppError('CONFLICT', userMessage('cloneCancelStarted'));
    // Every target was refused when the batch was asked for: it ended then, with nothing left to wait for.
    if (!targets.some((target) => target.state === 'queued')) throw new AppError('CONFLICT', userMessage('cloneCancelNotScheduled'));
    const now = deps.now();
    const targetIds = await cancelQueuedCloneTargets(trx, batch.id, { message: userMessage('cloneCancelledTarget'), at: now });
    for (const targetId of targetIds) await deps.jobs.cancelWaiting(trx, cloneAccountJob.name, { targetId });
    await recordAudit(trx, {
      event: { action: 'clone.cancelled', metadata: { batchId: batch.id, startsAt: batch.starts_at.toISOString(), targetIds } },
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      target: { type: 'clone_batch', id: batch.id },
      ...(meta ? { request: meta } : {}),
    });
    return { batchId: batch.id, cancelled: targetIds.length };
  });
}

/**
 * Before a target's work begins: when whoever started its batch may no longer change things in the workspace, every
 * target of the batch that never began ends cancelled, their waiting jobs with them, in one transaction with one
 * audit row and a notice to the owner and admins. Targets already under way finish. True when this target ended so.
 */
export async function cancelIfStarterMayNotOperate(deps: Pick<CloneDeps, 'db' | 'jobs' | 'now'>, target: CloneTargetWithBatch): Promise<boolean> {
  if (target.started_at !== null || (await starterMayOperate(deps.db, target.workspace_id, target.created_by))) return false;
  // This target's own job is the one running this check: only the others' waiting jobs are cancelled.
  return (await cancelBatchOfLostStarter(deps, target, { runningJobOf: target.id })).includes(target.id);
}

/**
 * Cancels every target of the batch that never began (the starter lost the right to change things, ADR 0056), their
 * waiting jobs but `runningJobOf`'s with them; the cancelled targets' ids. Member removal calls it at once rather than
 * waiting for each job to find out.
 */
export async function cancelBatchOfLostStarter(deps: Pick<CloneDeps, 'db' | 'jobs' | 'now'>, target: CloneTargetWithBatch, options: { runningJobOf?: string } = {}): Promise<string[]> {
  return deps.db.transaction().execute(async (trx) => {
    const locked = await lockWorkspaceCloneBatch(trx, { workspaceId: target.workspace_id }, target.batch_id);
    if (!locked) return [];
    const at = deps.now();
    const targetIds = await cancelUnstartedCloneTargets(trx, target.batch_id, { message: userMessage('workStarterLostRole'), at });
    if (targetIds.length === 0) return [];
    for (const targetId of targetIds) if (targetId !== options.runningJobOf) await deps.jobs.cancelWaiting(trx, cloneAccountJob.name, { targetId });
    await recordAudit(trx, {
      event: { action: 'clone.cancelled', metadata: { batchId: target.batch_id, startsAt: (locked.batch.starts_at ?? locked.batch.created_at).toISOString(), targetIds, reason: 'starterLostRole' } },
      userId: target.created_by,
      workspaceId: target.workspace_id,
      actor: { type: 'system' },
      target: { type: 'clone_batch', id: target.batch_id },
    });
    await notifyWorkspace(trx, { workspaceId: target.workspace_id }, 'work_cancelled', { work: 'clone', id: target.batch_id }, at);
    return targetIds;
  });
}
