import type { Db, Trx } from '../client.ts';
import type { StoredMessage } from '../schema.ts';
import type { WorkspaceRole } from '../tables/workspaces.ts';

/** The person's role in the workspace; undefined once they left it (or deleted their account). */
export async function findMemberRole(db: Db | Trx, workspaceId: string, userId: string): Promise<WorkspaceRole | undefined> {
  const row = await db.selectFrom('workspace_members').select('role').where('workspace_id', '=', workspaceId).where('user_id', '=', userId).executeTakeFirst();
  return row?.role;
}

/**
 * A batch's targets whose work never began end cancelled (a target with steps sent, or queued again after it ran,
 * keeps going); their ids. Run under the batch's row locks (lockWorkspaceCloneBatch), so a job marking its target
 * running at that moment either came first or finds it cancelled.
 */
export async function cancelUnstartedCloneTargets(trx: Trx, batchId: string, outcome: { message: StoredMessage; at: Date }): Promise<string[]> {
  const rows = await trx
    .updateTable('clone_targets')
    .set({ state: 'cancelled', message: JSON.stringify(outcome.message), finished_at: outcome.at })
    .where('batch_id', '=', batchId)
    .where('state', '=', 'queued')
    .where('started_at', 'is', null)
    .returning('id')
    .execute();
  return rows.map((row) => row.id);
}
