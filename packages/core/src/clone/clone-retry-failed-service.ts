import { type CallerScope, findWorkspaceCloneBatch, listFailedWorkspaceCloneTargets } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { CloneDeps } from './clone-batch-store.ts';
import type { CloneRetryFailedResult } from './clone-retry-failed-schemas.ts';
import { sendFailedTargetAgain } from './clone-retry-service.ts';

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
