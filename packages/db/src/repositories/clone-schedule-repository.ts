import type { Trx } from '../client.ts';
import type { CloneBatchRow, CloneTargetRow, StoredMessage } from '../schema.ts';
import type { WorkspaceScope } from '../scope.ts';

export interface LockedCloneBatch {
  batch: CloneBatchRow;
  targets: CloneTargetRow[];
}

/**
 * One of the workspace's batches with all its targets, every target row locked until the caller's transaction ends: a job
 * marking its target running waits for the lock, then sees what the caller decided. No other workspace's batch is found.
 */
export async function lockWorkspaceCloneBatch(trx: Trx, scope: WorkspaceScope, batchId: string): Promise<LockedCloneBatch | undefined> {
  const batch = await trx.selectFrom('clone_batches').selectAll().where('id', '=', batchId).where('workspace_id', '=', scope.workspaceId).executeTakeFirst();
  if (!batch) return undefined;
  const targets = await trx.selectFrom('clone_targets').selectAll().where('batch_id', '=', batchId).orderBy('id').forUpdate().execute();
  return { batch, targets };
}

/** Queued targets of a batch end cancelled (targets already failed at the request keep their outcome); their ids. */
export async function cancelQueuedCloneTargets(trx: Trx, batchId: string, outcome: { message: StoredMessage; at: Date }): Promise<string[]> {
  const rows = await trx
    .updateTable('clone_targets')
    .set({ state: 'cancelled', message: JSON.stringify(outcome.message), finished_at: outcome.at })
    .where('batch_id', '=', batchId)
    .where('state', '=', 'queued')
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
