import { type CallerScope, type CloneTargetRow, createdCloneStepIds, findWorkspaceCloneBatch, findWorkspaceCloneTarget, listFailedWorkspaceCloneTargets, reopenFailedCloneTarget, type Trx } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { cloneAccountJob } from '../jobs/clone-account-job.ts';
import { userMessage } from '../messages/index.ts';
import { reopenCloneFinished } from '../notifications/notification-triggers.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { CloneDeps } from './clone-batch-store.ts';
import { createdIdsOfSteps } from './clone-run.ts';
import type { CloneRetryFailedResult, CloneRetryResult } from './clone-schemas.ts';

/**
 * Sends a failed target again, from where it stopped: the job reuses the batch's snapshot and every step already
 * created (the objects left in the account), so nothing is created twice. Only a member of the batch's workspace may,
 * only for a failed target.
 */
export async function retryCloneTarget(deps: Pick<CloneDeps, 'db' | 'jobs'>, scope: CallerScope, targetId: string, meta?: RequestMeta): Promise<CloneRetryResult> {
  const target = await findWorkspaceCloneTarget(deps.db, scope, targetId);
  if (!target) throw new AppError('NOT_FOUND', userMessage('cloneBatchNotFound'));
  if (target.state !== 'failed') throw new AppError('CONFLICT', userMessage('cloneRetryOnlyFailed'));
  await deps.db.transaction().execute(async (trx) => {
    if (!(await sendFailedTargetAgain(trx, deps.jobs, scope, target, meta))) throw new AppError('CONFLICT', userMessage('cloneRetryOnlyFailed'));
  });
  return { batchId: target.batch_id, targetId: target.id };
}

/**
 * In the caller's transaction: the target back to queued (false when it is not failed any more), its audit row with what
 * it had left in the account, its job again, serialized per ad account like the first one, and the batch's "finished"
 * notice due again for this round.
 */
async function sendFailedTargetAgain(trx: Trx, jobs: CloneDeps['jobs'], scope: CallerScope, target: CloneTargetRow, meta?: RequestMeta): Promise<boolean> {
  if (!(await reopenFailedCloneTarget(trx, target.id))) return false;
  await reopenCloneFinished(trx, scope.workspaceId, target.batch_id);
  const createdIds = createdIdsOfSteps(await createdCloneStepIds(trx, target.id));
  await recordAudit(trx, {
    event: { action: 'clone.account_retried', metadata: { batchId: target.batch_id, adAccountId: target.external_ad_account_id, createdIds } },
    userId: scope.userId,
    workspaceId: scope.workspaceId,
    actor: { type: 'user', userId: scope.userId },
    target: { type: 'clone_target', id: target.id },
    ...(meta ? { request: meta } : {}),
  });
  await jobs.send(trx, cloneAccountJob.name, { targetId: target.id }, { singletonKey: target.ad_account_id ?? target.external_ad_account_id });
  return true;
}

/**
 * "Retry all failed": every failed target of one of the workspace's batches sent again in one transaction, each from where it
 * stopped (see `retryCloneTarget`). A batch with no failed target left is a conflict, so a double click sends nothing twice.
 */
export async function retryFailedCloneTargets(deps: Pick<CloneDeps, 'db' | 'jobs'>, scope: CallerScope, batchId: string, meta?: RequestMeta): Promise<CloneRetryFailedResult> {
  if (!(await findWorkspaceCloneBatch(deps.db, scope, batchId))) throw new AppError('NOT_FOUND', userMessage('cloneBatchNotFound'));
  const targetIds = await deps.db.transaction().execute(async (trx) => {
    const failed = await listFailedWorkspaceCloneTargets(trx, scope, batchId);
    const sent: string[] = [];
    for (const target of failed) if (await sendFailedTargetAgain(trx, deps.jobs, scope, target, meta)) sent.push(target.id);
    return sent;
  });
  if (targetIds.length === 0) throw new AppError('CONFLICT', userMessage('cloneRetryOnlyFailed'));
  return { batchId, targetIds };
}
