import { type Db, listUserSyncRunsByIds, type WorkspaceScope } from '@adfleet/db';
import { storedMessage } from '../messages/index.ts';
import type { SyncRunsProgress } from './sync-schemas.ts';

/**
 * Where the runs a sync started stand, so the UI announces "accounts updated" only once all of them have ended and
 * names the accounts that failed. Another workspace's run ids find nothing, as if they did not exist.
 */
export async function followSyncRuns(db: Db, scope: WorkspaceScope, runIds: readonly string[]): Promise<SyncRunsProgress> {
  const rows = await listUserSyncRunsByIds(db, scope, runIds);
  const runs = rows.map((row) => ({ id: row.id, adAccountId: row.external_ad_account_id, name: row.ad_account_name, status: row.status, error: row.error === null ? null : storedMessage(row.error) }));
  return { finished: runs.every((run) => run.status === 'succeeded' || run.status === 'failed'), runs };
}
