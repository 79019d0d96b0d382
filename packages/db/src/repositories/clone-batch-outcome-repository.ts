import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { WorkspaceScope } from '../scope.ts';
import { visibleCloneBatchCondition, visibleExternalAccountCondition } from './visible-accounts.ts';

export interface CloneBatchOutcome {
  workspaceId: string;
  /** The member who started the batch; null once they deleted their account. */
  createdBy: string | null;
  campaignName: string;
  succeeded: number;
  failed: number;
  cancelled: number;
  unfinished: number;
}

/**
 * A batch's targets counted by state, with the batch row locked for the rest of the transaction. Two targets ending
 * at once each lock the batch after ending their own target, so the second to lock counts the first as ended: the
 * batch is seen finished by exactly one of them.
 */
export async function lockCloneBatchOutcome(trx: Trx, batchId: string): Promise<CloneBatchOutcome | undefined> {
  const batch = await trx.selectFrom('clone_batches').select(['workspace_id', 'created_by', 'source_campaign_name']).where('id', '=', batchId).forUpdate().executeTakeFirst();
  if (!batch) return undefined;
  const counts = await trx
    .selectFrom('clone_targets')
    .select([
      sql<string>`count(*) filter (where state = 'succeeded')`.as('succeeded'),
      sql<string>`count(*) filter (where state = 'failed')`.as('failed'),
      sql<string>`count(*) filter (where state = 'cancelled')`.as('cancelled'),
      sql<string>`count(*) filter (where state in ('queued', 'running'))`.as('unfinished'),
    ])
    .where('batch_id', '=', batchId)
    .executeTakeFirstOrThrow();
  return {
    workspaceId: batch.workspace_id,
    createdBy: batch.created_by,
    campaignName: batch.source_campaign_name,
    succeeded: Number(counts.succeeded),
    failed: Number(counts.failed),
    cancelled: Number(counts.cancelled),
    unfinished: Number(counts.unfinished),
  };
}

export interface CloneBatchSummary {
  batchId: string;
  campaignName: string;
  /** Target accounts (distinct), and targets by how they ended. */
  accounts: number;
  succeeded: number;
  failed: number;
}

/** The workspace's batches among `batchIds`, each with its source's name and its targets' counts. */
export async function listCloneBatchSummaries(db: Db, scope: WorkspaceScope, batchIds: readonly string[]): Promise<CloneBatchSummary[]> {
  const ids = batchIds.filter((id) => /^[0-9a-f-]{36}$/i.test(id));
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('clone_batches')
    .leftJoin('clone_targets', (join) =>
      join.onRef('clone_targets.batch_id', '=', 'clone_batches.id').on(visibleExternalAccountCondition('clone_targets.external_ad_account_id', scope)),
    )
    .select([
      'clone_batches.id',
      'clone_batches.source_campaign_name',
      sql<string>`count(distinct clone_targets.external_ad_account_id)`.as('accounts'),
      sql<string>`count(*) filter (where clone_targets.state = 'succeeded')`.as('succeeded'),
      sql<string>`count(*) filter (where clone_targets.state = 'failed')`.as('failed'),
    ])
    .where('clone_batches.workspace_id', '=', scope.workspaceId)
    .where('clone_batches.id', 'in', ids)
    .where(visibleCloneBatchCondition('clone_batches.id', scope))
    .groupBy(['clone_batches.id', 'clone_batches.source_campaign_name'])
    .execute();
  return rows.map((row) => ({ batchId: row.id, campaignName: row.source_campaign_name, accounts: Number(row.accounts), succeeded: Number(row.succeeded), failed: Number(row.failed) }));
}
