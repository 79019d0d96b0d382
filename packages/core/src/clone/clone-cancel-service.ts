import { type CallerScope, cancelQueuedCloneTargets, lockWorkspaceCloneBatch } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { cloneAccountJob } from '../jobs/clone-account-job.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
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
