import type { Db, Trx } from '../client.ts';
import type { WorkspaceScope } from '../scope.ts';

export interface AdAccountApiUsage {
  /** Percent of the hourly allowance in use, as the usage headers said. */
  percent: number;
  resetSeconds: number | null;
  regainAccessAt: Date | null;
  seenAt: Date;
}

/**
 * Keeps only the latest reading: an older one (a slower job finishing after a newer call) never overwrites a newer one.
 * Scoped to the workspace's own row of the account.
 */
export async function recordAdAccountApiUsage(db: Db | Trx, scope: WorkspaceScope, adAccountRowId: string, usage: AdAccountApiUsage): Promise<void> {
  await db
    .updateTable('ad_accounts')
    .set({ api_usage_pct: usage.percent.toFixed(2), api_usage_reset_seconds: usage.resetSeconds, api_regain_access_at: usage.regainAccessAt, api_usage_seen_at: usage.seenAt })
    .where('id', '=', adAccountRowId)
    .where('workspace_id', '=', scope.workspaceId)
    .where((eb) => eb.or([eb('api_usage_seen_at', 'is', null), eb('api_usage_seen_at', '<=', usage.seenAt)]))
    .execute();
}
