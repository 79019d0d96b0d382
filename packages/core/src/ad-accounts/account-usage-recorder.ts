import { type AdAccountRow, recordAdAccountApiUsage, type Trx } from '@adfleet/db';
import type { GraphClient } from '../graph/index.ts';

/**
 * Stores the latest usage the Graph client saw on the account's calls (sync, clone), so /accounts can show the room
 * left and bulk work can estimate its duration. Written in the transaction that records the job's outcome: no extra
 * round trip, and once a job has ended nothing is still being written for it.
 */
export async function recordLatestUsage(trx: Trx, graph: GraphClient, account: Pick<AdAccountRow, 'id' | 'workspace_id' | 'ad_account_id'>): Promise<void> {
  const reading = graph.accountUsage(account.ad_account_id);
  if (!reading) return;
  await recordAdAccountApiUsage(trx, { workspaceId: account.workspace_id }, account.id, {
    percent: reading.percent,
    resetSeconds: reading.resetMs !== undefined ? Math.round(reading.resetMs / 1000) : null,
    regainAccessAt: reading.regainAccessMs > 0 ? new Date(reading.at + reading.regainAccessMs) : null,
    seenAt: new Date(reading.at),
  });
}
