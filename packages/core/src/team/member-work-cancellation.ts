import { findBudgetChangeItem, findCloneTarget, unstartedWorkStartedBy } from '@adfleet/db';
import { cancelForLostStarter } from '../budget/budget-change-run.ts';
import { cancelBatchOfLostStarter } from '../clone/clone-cancel.ts';
import type { CloneDeps } from '../clone/clone-batch-store.ts';

/**
 * A member no longer in the workspace: their clone targets and budget changes that have not begun are cancelled now,
 * the owner and admins told, through the same path as when a job finds its starter lost the role (ADR 0056). Work
 * under way finishes. How many targets and budget items were cancelled.
 */
export async function cancelUnstartedWorkOf(deps: Pick<CloneDeps, 'db' | 'jobs' | 'now'>, workspaceId: string, userId: string): Promise<number> {
  const work = await unstartedWorkStartedBy(deps.db, workspaceId, userId);
  let cancelled = 0;
  for (const targetId of work.cloneTargetIds) {
    const target = await findCloneTarget(deps.db, targetId);
    if (target) cancelled += (await cancelBatchOfLostStarter(deps, target)).length;
  }
  for (const itemId of work.budgetItemIds) {
    const item = await findBudgetChangeItem(deps.db, itemId);
    if (item?.state === 'queued' && (await cancelForLostStarter(deps, item)).outcome === 'failed') cancelled += 1;
  }
  return cancelled;
}
