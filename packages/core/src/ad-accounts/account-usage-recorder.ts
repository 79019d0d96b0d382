import { type AdAccountRow, type Db, recordAdAccountApiUsage } from '@adfleet/db';
import type { GraphClient } from '../graph/index.ts';

/**
 * Stores the latest usage the Graph client saw on the account's calls (sync, clone), so /accounts can show the room
 * left and bulk work can estimate its duration. The reading is advisory: failing to store it never fails the job.
 */
export async function recordLatestUsage(deps: { db: Db; graph: GraphClient }, account: Pick<AdAccountRow, 'id' | 'user_id' | 'ad_account_id'>): Promise<void> {
  const reading = deps.graph.accountUsage(account.ad_account_id);
  if (!reading) return;
  await recordAdAccountApiUsage(deps.db, { userId: account.user_id }, account.id, {
    percent: reading.percent,
    resetSeconds: reading.resetMs !== undefined ? Math.round(reading.resetMs / 1000) : null,
    regainAccessAt: reading.regainAccessMs > 0 ? new Date(reading.at + reading.regainAccessMs) : null,
    seenAt: new Date(reading.at),
  }).catch(() => undefined);
}
