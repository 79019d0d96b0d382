import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { WorkspaceScope } from '../scope.ts';
import { accountDaysCondition, type AccountDaysWindow } from './account-days.ts';
import { type AccountFilter, accountFilterCondition } from './account-filter.ts';
import { type ResultSums, resultSumSelections } from './result-sums.ts';
import { visibleAccountCondition } from './visible-accounts.ts';

/** One day of one currency's figures, money in major units as exact decimal text, for conversion day by day. */
export interface DailyMoneyRow extends ResultSums {
  /** YYYY-MM-DD in the ad account's time zone. */
  day: string;
  currency: string;
  spend: string;
  /** Null where no account of the currency reports a conversion value that day. */
  conversionValue: string | null;
  /** Spend of the accounts that report a conversion value: what ROAS is over. */
  valuedSpend: string;
  impressions: string;
  clicks: string;
  conversions: string;
}

export interface DailyMoneyScope extends WorkspaceScope {
  platformId?: number;
  accounts?: AccountFilter;
  /** Each account's days (its own calendar for a preset). */
  days: readonly AccountDaysWindow[];
}

/** The workspace's account-level figures per day and currency. */
export async function sumMoneyByDayAndCurrency(db: Db, scope: DailyMoneyScope): Promise<DailyMoneyRow[]> {
  let query = db
    .selectFrom('account_insights_daily as i')
    .innerJoin('ad_accounts as a', 'a.id', 'i.ad_account_id')
    .select([
      sql<string>`to_char(i.date, 'YYYY-MM-DD')`.as('day'),
      'a.currency',
      sql<string>`sum(i.spend)::text`.as('spend'),
      sql<string | null>`sum(i.conversion_value)::text`.as('conversionValue'),
      sql<string>`coalesce(sum(i.spend) filter (where i.conversion_value is not null), 0)::text`.as('valuedSpend'),
      sql<string>`sum(i.impressions)::text`.as('impressions'),
      sql<string>`sum(i.clicks)::text`.as('clicks'),
      sql<string>`sum(i.conversions)::text`.as('conversions'),
      ...resultSumSelections('i'),
    ])
    .where('a.workspace_id', '=', scope.workspaceId)
    .where(accountFilterCondition('a', scope.accounts))
    .where(visibleAccountCondition('a.id', scope))
    .where(accountDaysCondition('i.date', 'a', scope.days));
  if (scope.platformId !== undefined) query = query.where('a.platform_id', '=', scope.platformId);
  return query.groupBy(['i.date', 'a.currency']).orderBy('i.date').orderBy('a.currency').execute();
}

export interface CampaignDailySpendRow {
  campaignId: string;
  externalId: string;
  name: string;
  adAccountName: string;
  currency: string;
  /** YYYY-MM-DD, or null for an active campaign without spend in the range. */
  day: string | null;
  spend: string;
}

/** Every ACTIVE campaign of the workspace with its spend per day of its account's days (one row with no day when it has none). */
export async function listActiveCampaignDailySpend(
  db: Db,
  query: WorkspaceScope & { platformId?: number; accounts?: AccountFilter; days: readonly AccountDaysWindow[] },
): Promise<CampaignDailySpendRow[]> {
  let select = db
    .selectFrom('campaigns as c')
    .innerJoin('ad_accounts as a', 'a.id', 'c.ad_account_id')
    .leftJoin('campaign_insights_daily as i', (join) =>
      join.onRef('i.campaign_id', '=', 'c.id').on(accountDaysCondition('i.date', 'a', query.days)),
    )
    .select([
      'c.id as campaignId',
      'c.external_id as externalId',
      'c.name',
      'a.name as adAccountName',
      'a.currency',
      sql<string | null>`to_char(i.date, 'YYYY-MM-DD')`.as('day'),
      sql<string>`coalesce(i.spend, 0)::text`.as('spend'),
    ])
    .where('c.workspace_id', '=', query.workspaceId)
    .where('c.effective_status', '=', 'ACTIVE')
    .where(accountFilterCondition('a', query.accounts))
    .where(visibleAccountCondition('a.id', query));
  if (query.platformId !== undefined) select = select.where('c.platform_id', '=', query.platformId);
  return select.orderBy('c.id').orderBy('i.date').execute();
}

/** The time zones of the workspace's ad accounts (null where the platform gave none), to tell which days are settled. */
export async function listAccountTimeZones(db: Db, query: WorkspaceScope & { platformId?: number; accounts?: AccountFilter }): Promise<Array<string | null>> {
  let select = db.selectFrom('ad_accounts as a').select('a.timezone_name').distinct().where('a.workspace_id', '=', query.workspaceId).where(accountFilterCondition('a', query.accounts))
    .where(visibleAccountCondition('a.id', query));
  if (query.platformId !== undefined) select = select.where('a.platform_id', '=', query.platformId);
  const rows = await select.execute();
  return rows.map((row) => row.timezone_name);
}
