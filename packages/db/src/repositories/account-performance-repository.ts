import { sql } from 'kysely';
import type { Db } from '../client.ts';
import type { WorkspaceScope } from '../scope.ts';
import { accountDaysCondition, type AccountDaysWindow } from './account-days.ts';
import { type AccountFilter, accountFilterCondition } from './account-filter.ts';
import { countableResults, shownResultKind, storedResultSums } from './result-sums.ts';
import { visibleAccountCondition } from './visible-accounts.ts';

export interface AccountPerformanceQuery extends WorkspaceScope {
  platformId?: number;
  accounts?: AccountFilter;
  /** Each account's days of the chosen range, and of the period of the same length before it. */
  days: readonly AccountDaysWindow[];
  previousDays: readonly AccountDaysWindow[];
}

export interface AccountPerformanceRow {
  id: string;
  name: string;
  adAccountId: string;
  platformId: number;
  businessId: string | null;
  businessName: string | null;
  currency: string;
  /** Sums over the range, exact decimal text; '0' with no data. */
  spend: string;
  impressions: string;
  clicks: string;
  /** Null where the account's platform reports no conversion value for its days in the range ('0' without any day). */
  conversionValue: string | null;
  /** Spend of the days with a conversion value: what ROAS is over. */
  valuedSpend: string;
  /** What the results count (a kind, or 'mixed'); null where unknown. */
  resultKind: string | null;
  /** Null where they cannot be told (several kinds, or reach over several days). */
  results: string | null;
  previousSpend: string;
  previousResultKind: string | null;
  previousResults: string | null;
  /** Days of the previous period with synced figures: none means there is nothing to compare with. */
  previousDays: string;
}

/** One row per ad account in scope, with its figures for the range and for the period of the same length before it. */
export async function listAccountPerformance(db: Db, query: AccountPerformanceQuery): Promise<AccountPerformanceRow[]> {
  const current = accountDaysCondition('i.date', 'a', query.days);
  const previous = accountDaysCondition('i.date', 'a', query.previousDays);
  const sumIn = (column: string, period: typeof current) => sql<string>`coalesce(sum(${sql.ref(`i.${column}`)}) filter (where ${period}), 0)::text`;
  const resultKindIn = (period: typeof current) => shownResultKind(storedResultSums('i', period));
  const resultsIn = (period: typeof current) => sql<string | null>`(${countableResults(storedResultSums('i', period))})::text`;
  let select = db
    .selectFrom('ad_accounts as a')
    .leftJoin('account_insights_daily as i', (join) =>
      join.onRef('i.ad_account_id', '=', 'a.id').on(sql<boolean>`(${previous} or ${current})`),
    )
    .select([
      'a.id',
      'a.name',
      'a.ad_account_id as adAccountId',
      'a.platform_id as platformId',
      'a.business_id as businessId',
      'a.business_name as businessName',
      'a.currency',
      sumIn('spend', current).as('spend'),
      sumIn('impressions', current).as('impressions'),
      sumIn('clicks', current).as('clicks'),
      // No day at all is a value of nothing (0); days whose platform reports no value are unknown (null).
      sql<string | null>`coalesce(sum(i.conversion_value) filter (where ${current}), case when count(i.date) filter (where ${current}) = 0 then 0 end)::text`.as('conversionValue'),
      sql<string>`coalesce(sum(i.spend) filter (where ${current} and i.conversion_value is not null), 0)::text`.as('valuedSpend'),
      resultKindIn(current).as('resultKind'),
      resultsIn(current).as('results'),
      sumIn('spend', previous).as('previousSpend'),
      resultKindIn(previous).as('previousResultKind'),
      resultsIn(previous).as('previousResults'),
      sql<string>`count(i.date) filter (where ${previous})::text`.as('previousDays'),
    ])
    .where('a.workspace_id', '=', query.workspaceId)
    .where(accountFilterCondition('a', query.accounts))
    .where(visibleAccountCondition('a.id', query));
  if (query.platformId !== undefined) select = select.where('a.platform_id', '=', query.platformId);
  return select.groupBy('a.id').orderBy(sql`lower(a.name)`).orderBy('a.id').execute();
}

export interface AccountDailySpendRow {
  id: string;
  currency: string;
  /** YYYY-MM-DD in the account's time zone. */
  day: string;
  /** Major units, exact decimal text. */
  spend: string;
}

/** Each account's spend per day of its window, to convert at each day's rate (the table ranks money converted). */
export async function listAccountDailySpend(db: Db, query: AccountPerformanceQuery): Promise<AccountDailySpendRow[]> {
  let select = db
    .selectFrom('ad_accounts as a')
    .innerJoin('account_insights_daily as i', 'i.ad_account_id', 'a.id')
    .select(['a.id', 'a.currency', sql<string>`to_char(i.date, 'YYYY-MM-DD')`.as('day'), sql<string>`i.spend::text`.as('spend')])
    .where('a.workspace_id', '=', query.workspaceId)
    .where(accountDaysCondition('i.date', 'a', query.days))
    .where(accountFilterCondition('a', query.accounts))
    .where(visibleAccountCondition('a.id', query));
  if (query.platformId !== undefined) select = select.where('a.platform_id', '=', query.platformId);
  return select.execute();
}
