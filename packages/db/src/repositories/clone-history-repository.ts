import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { WorkspaceScope } from '../scope.ts';
import { visibleCloneBatchCondition, visibleExternalAccountCondition } from './visible-accounts.ts';

export interface CloneBatchSummaryRow {
  id: string;
  created_at: Date;
  source_campaign_name: string;
  name_template: string;
  target_count: number;
  success_count: number;
  error_count: number;
  starts_at: Date | null;
  cancelled_count: number;
  started_count: number;
  /** How many campaigns and distinct accounts the batch clones (3 campaigns → 4 accounts is 12 targets). */
  campaign_count: number;
  account_count: number;
}

/** A workspace's batches, newest first, with their target counts (keyset paging on created_at, id). */
export async function listCloneBatches(db: Db, query: WorkspaceScope & { limit: number; before?: { createdAt: Date; id: string } }): Promise<CloneBatchSummaryRow[]> {
  let select = db
    .selectFrom('clone_batches as b')
    // A client's counts are of the targets in their accounts only.
    .leftJoin('clone_targets as t', (join) => join.onRef('t.batch_id', '=', 'b.id').on(visibleExternalAccountCondition('t.external_ad_account_id', query)))
    .select(['b.id', 'b.created_at', 'b.source_campaign_name', 'b.name_template', 'b.starts_at'])
    .select([
      sql<number>`count(t.id)::int`.as('target_count'),
      sql<number>`count(t.id) filter (where t.state = 'succeeded')::int`.as('success_count'),
      sql<number>`count(t.id) filter (where t.state = 'failed')::int`.as('error_count'),
      sql<number>`count(t.id) filter (where t.state = 'cancelled')::int`.as('cancelled_count'),
      sql<number>`count(t.started_at)::int`.as('started_count'),
      sql<number>`(select count(*)::int from clone_batch_sources s where s.batch_id = b.id)`.as('campaign_count'),
      sql<number>`count(distinct t.external_ad_account_id)::int`.as('account_count'),
    ])
    .where('b.workspace_id', '=', query.workspaceId)
    .where(visibleCloneBatchCondition('b.id', query));
  if (query.before) {
    const { createdAt, id } = query.before;
    select = select.where((eb) => eb.or([eb('b.created_at', '<', createdAt), eb.and([eb('b.created_at', '=', createdAt), eb('b.id', '<', id)])]));
  }
  return select.groupBy('b.id').orderBy('b.created_at', 'desc').orderBy('b.id', 'desc').limit(query.limit).execute();
}
