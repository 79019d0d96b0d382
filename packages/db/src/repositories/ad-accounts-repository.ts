import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import { type AccountFilter, accountFilterCondition } from './account-filter.ts';
import type { AdAccountRow } from '../schema.ts';
import type { WorkspaceScope } from '../scope.ts';
import { visibleAccountCondition } from './visible-accounts.ts';

export interface AdAccountUpsert {
  workspaceId: string;
  connectionId: string;
  platformId: number;
  /** The platform's id, e.g. act_123. */
  adAccountId: string;
  name: string;
  status: string;
  currency: string;
  timezoneName: string | null;
  businessId: string | null;
  businessName: string | null;
  minDailyBudget: number | null;
  /** Meta's `user_tasks` of the connected user on the account (MANAGE, ADVERTISE, ANALYZE, DRAFT); null when not reported. */
  userTasks?: string[] | null;
}

/** Idempotent: an account read again updates its row (and moves to the connection that read it). */
export async function upsertAdAccounts(trx: Trx, accounts: readonly AdAccountUpsert[]): Promise<AdAccountRow[]> {
  if (accounts.length === 0) return [];
  return trx
    .insertInto('ad_accounts')
    .values(
      accounts.map((account) => ({
        workspace_id: account.workspaceId,
        connection_id: account.connectionId,
        platform_id: account.platformId,
        ad_account_id: account.adAccountId,
        name: account.name,
        status: account.status,
        currency: account.currency,
        timezone_name: account.timezoneName,
        business_id: account.businessId,
        business_name: account.businessName,
        min_daily_budget: account.minDailyBudget,
        user_tasks: account.userTasks ?? null,
      })),
    )
    .onConflict((oc) =>
      oc.columns(['workspace_id', 'platform_id', 'ad_account_id']).doUpdateSet((eb) => ({
        connection_id: eb.ref('excluded.connection_id'),
        name: eb.ref('excluded.name'),
        status: eb.ref('excluded.status'),
        currency: eb.ref('excluded.currency'),
        timezone_name: eb.ref('excluded.timezone_name'),
        business_id: eb.ref('excluded.business_id'),
        business_name: eb.ref('excluded.business_name'),
        min_daily_budget: eb.ref('excluded.min_daily_budget'),
        user_tasks: eb.ref('excluded.user_tasks'),
        has_valid_token: true,
        updated_at: sql`now()`,
      })),
    )
    .returningAll()
    .execute();
}

/** The workspace's ad accounts, narrowed to one platform and by the dashboard's filter. */
export async function listAdAccounts(db: Db, query: WorkspaceScope & { platformId?: number; accounts?: AccountFilter }): Promise<AdAccountRow[]> {
  let select = db.selectFrom('ad_accounts').selectAll().where('workspace_id', '=', query.workspaceId).where(accountFilterCondition('ad_accounts', query.accounts)).where(visibleAccountCondition('ad_accounts.id', query));
  if (query.platformId !== undefined) select = select.where('platform_id', '=', query.platformId);
  return select.orderBy('name').orderBy('id').execute();
}

export async function findAdAccountById(db: Db | Trx, id: string): Promise<AdAccountRow | undefined> {
  return db.selectFrom('ad_accounts').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function listConnectionAdAccounts(db: Db | Trx, connectionId: string): Promise<AdAccountRow[]> {
  return db.selectFrom('ad_accounts').selectAll().where('connection_id', '=', connectionId).orderBy('ad_account_id').execute();
}

export interface AdAccountSyncProgress {
  lastSyncedAt: Date;
  campaignsSyncedUntil?: Date | null;
  insightsBackfilledAt?: Date;
}

export async function recordAdAccountSync(db: Db | Trx, id: string, progress: AdAccountSyncProgress): Promise<void> {
  await db
    .updateTable('ad_accounts')
    .set({
      last_synced_at: progress.lastSyncedAt,
      ...(progress.campaignsSyncedUntil !== undefined ? { campaigns_synced_until: progress.campaignsSyncedUntil } : {}),
      ...(progress.insightsBackfilledAt ? { insights_backfilled_at: progress.insightsBackfilledAt } : {}),
    })
    .where('id', '=', id)
    .execute();
}
