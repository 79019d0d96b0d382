import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { AdAccountRow, SyncRunStatus } from '../schema.ts';
import type { WorkspaceScope } from '../scope.ts';
import { visibleAccountCondition } from './visible-accounts.ts';

export interface AdAccountDetailsRow extends AdAccountRow {
  campaignCount: string;
  lastSyncStatus: SyncRunStatus | null;
}

/** The workspace's ad accounts with their campaign count and the status of their latest sync run, by business then name. */
export async function listAdAccountDetails(db: Db, scope: WorkspaceScope & { platformId?: number }): Promise<AdAccountDetailsRow[]> {
  let select = db
    .selectFrom('ad_accounts as a')
    .selectAll('a')
    .select([
      // As Meta lists an account's campaigns: archived and deleted ones are synced for their spend, not counted.
      sql<string>`(select count(*) from campaigns c where c.ad_account_id = a.id and c.status not in ('ARCHIVED', 'DELETED'))::text`.as('campaignCount'),
      sql<SyncRunStatus | null>`(select r.status from sync_runs r where r.ad_account_id = a.id and r.workspace_id = a.workspace_id order by r.created_at desc limit 1)`.as('lastSyncStatus'),
    ])
    .where('a.workspace_id', '=', scope.workspaceId)
    .where(visibleAccountCondition('a.id', scope));
  if (scope.platformId !== undefined) select = select.where('a.platform_id', '=', scope.platformId);
  return select.orderBy(sql`lower(coalesce(a.business_name, ''))`).orderBy(sql`lower(a.name)`).orderBy('a.id').execute();
}
