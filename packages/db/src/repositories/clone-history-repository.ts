import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { WorkspaceScope } from '../scope.ts';
import { type KeysetOrder, type KeysetPosition, keysetKeyText, pastPosition } from './keyset.ts';
import { visibleCloneBatchCondition, visibleExternalAccountCondition } from './visible-accounts.ts';

export interface CloneBatchSummaryRow {
  id: string;
  created_at: Date;
  /** created_at as exact text, for a cursor (see `KeysetPosition`). */
  position: string;
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

/** The history's order: newest first by (created_at, id). */
export const CLONE_HISTORY_ORDER: KeysetOrder = { key: 'timestamptz', id: 'uuid', direction: 'desc' };

/** A workspace's batches in `CLONE_HISTORY_ORDER`, strictly past `before` when given, with their target counts. */
export async function listCloneBatches(db: Db, query: WorkspaceScope & { limit: number; before?: KeysetPosition }): Promise<CloneBatchSummaryRow[]> {
  let select = db
    .selectFrom('clone_batches as b')
    // A client's counts are of the targets in their accounts only.
    .leftJoin('clone_targets as t', (join) => join.onRef('t.batch_id', '=', 'b.id').on(visibleExternalAccountCondition('t.external_ad_account_id', query)))
    .select(['b.id', 'b.created_at', 'b.source_campaign_name', 'b.name_template', 'b.starts_at'])
    .select(keysetKeyText('b.created_at', CLONE_HISTORY_ORDER.key).as('position'))
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
  if (query.before) select = select.where(pastPosition('b.created_at', 'b.id', query.before, CLONE_HISTORY_ORDER));
  return select.groupBy('b.id').orderBy('b.created_at', 'desc').orderBy('b.id', 'desc').limit(query.limit).execute();
}
