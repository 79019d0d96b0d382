import { sql } from 'kysely';
import type { Trx } from '../client.ts';

export interface CloneBatchOutcome {
  userId: string;
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
  const batch = await trx.selectFrom('clone_batches').select(['user_id', 'source_campaign_name']).where('id', '=', batchId).forUpdate().executeTakeFirst();
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
    userId: batch.user_id,
    campaignName: batch.source_campaign_name,
    succeeded: Number(counts.succeeded),
    failed: Number(counts.failed),
    cancelled: Number(counts.cancelled),
    unfinished: Number(counts.unfinished),
  };
}
