import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';

/**
 * Work a member started in a workspace that has not begun: one queued, never-started target of each of their clone
 * batches (cancelling a batch's unstarted targets goes through one of them), and their queued budget change items.
 */
export async function unstartedWorkStartedBy(db: Db | Trx, workspaceId: string, userId: string): Promise<{ cloneTargetIds: string[]; budgetItemIds: string[] }> {
  const targets = await db
    .selectFrom('clone_targets as t')
    .innerJoin('clone_batches as b', 'b.id', 't.batch_id')
    .select(sql<string>`(array_agg(t.id order by t.id))[1]`.as('id'))
    .where('b.workspace_id', '=', workspaceId)
    .where('b.created_by', '=', userId)
    .where('t.state', '=', 'queued')
    .where('t.started_at', 'is', null)
    .groupBy('t.batch_id')
    .execute();
  const items = await db
    .selectFrom('budget_change_items as i')
    .innerJoin('budget_changes as c', 'c.id', 'i.change_id')
    .select('i.id')
    .where('c.workspace_id', '=', workspaceId)
    .where('c.created_by', '=', userId)
    .where('i.state', '=', 'queued')
    .orderBy('i.id')
    .execute();
  return { cloneTargetIds: targets.map((row) => row.id), budgetItemIds: items.map((row) => row.id) };
}
