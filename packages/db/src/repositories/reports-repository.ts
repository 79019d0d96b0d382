import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../client.ts';

export type ReportGroupBy = 'account' | 'campaign' | 'adset' | 'day';
export type ReportSortBy = 'name' | 'spend' | 'impressions' | 'clicks' | 'ctr' | 'cpc' | 'conversions' | 'cpa' | 'conversionValue' | 'roas';

/** Who asks: every report reads only the scope's own ad accounts. */
export interface ReportScope {
  userId: string;
}

export interface ReportQuery {
  platformId?: number;
  /** Inclusive YYYY-MM-DD bounds, in each account's own calendar. */
  from: string;
  to: string;
  groupBy: ReportGroupBy;
  /** Campaign effective status (its own status when Meta gave none). */
  status?: string;
  objective?: string;
  /** Where the budget sits: on the campaign (Advantage+ campaign budget) or on its ad sets. */
  campaignType?: 'campaign_budget' | 'adset_budget';
  adSetName?: string;
  adName?: string;
  /** Bounds on a row's own figures, major units of its currency. */
  spendMin?: number;
  spendMax?: number;
  resultsMin?: number;
  resultsMax?: number;
  sortBy: ReportSortBy;
  sortDir: 'asc' | 'desc';
}

/** Sums and counts as exact text (numeric/bigint); ratios are null where their denominator is 0. */
export interface ReportRow {
  key: string;
  name: string;
  accountName: string | null;
  campaignName: string | null;
  date: string | null;
  currency: string;
  spend: string;
  impressions: string;
  clicks: string;
  ctr: string | null;
  cpc: string | null;
  conversions: string;
  cpa: string | null;
  conversionValue: string;
  roas: string | null;
}

/** Rank of the finest object a grouping or filter needs: the figures come from that level's insights. */
const LEVEL_RANK = { account: 0, campaign: 1, adset: 2 } as const;
type SourceLevel = keyof typeof LEVEL_RANK;

function sourceLevel(query: ReportQuery): SourceLevel {
  const needs: SourceLevel[] = [query.groupBy === 'day' ? 'account' : query.groupBy];
  if (query.status || query.objective || query.campaignType) needs.push('campaign');
  if (query.adSetName || query.adName) needs.push('adset');
  return needs.reduce((finest, level) => (LEVEL_RANK[level] > LEVEL_RANK[finest] ? level : finest), 'account' as SourceLevel);
}

const escapeLike = (text: string) => text.replace(/[\\%_]/g, (char) => `\\${char}`);

/**
 * One row per insight day of the scope's accounts at the level the query needs, with the names the grouping shows
 * and the key it groups by. Account totals come from account insights (they keep deleted campaigns' spend); a
 * campaign or ad-set filter reads the finer table, where only the matching objects' figures are.
 */
function baseFacts(scope: ReportScope, query: ReportQuery): RawBuilder<unknown> {
  const level = sourceLevel(query);
  const from =
    level === 'account'
      ? sql`account_insights_daily i join ad_accounts a on a.id = i.ad_account_id`
      : level === 'campaign'
        ? sql`campaign_insights_daily i join campaigns c on c.id = i.campaign_id join ad_accounts a on a.id = i.ad_account_id`
        : sql`adset_insights_daily i join ad_sets s on s.id = i.ad_set_id left join campaigns c on c.id = s.campaign_id join ad_accounts a on a.id = i.ad_account_id`;
  const conditions = [sql`a.user_id = ${scope.userId}`, sql`i.date >= ${query.from}::date`, sql`i.date <= ${query.to}::date`];
  if (query.platformId !== undefined) conditions.push(sql`a.platform_id = ${query.platformId}`);
  if (query.status) conditions.push(sql`coalesce(c.effective_status, c.status) = ${query.status}`);
  if (query.objective) conditions.push(sql`c.objective = ${query.objective}`);
  if (query.campaignType === 'campaign_budget') conditions.push(sql`(c.daily_budget is not null or c.lifetime_budget is not null)`);
  if (query.campaignType === 'adset_budget') conditions.push(sql`(c.daily_budget is null and c.lifetime_budget is null)`);
  if (query.adSetName) conditions.push(sql`s.name ilike ${`%${escapeLike(query.adSetName)}%`}`);
  if (query.adName) conditions.push(sql`exists (select 1 from ads d where d.ad_set_id = s.id and d.name ilike ${`%${escapeLike(query.adName)}%`})`);

  const campaignName = level === 'account' ? sql`null::text` : sql`c.name`;
  const key = {
    account: sql`a.id::text`,
    campaign: sql`c.id::text`,
    adset: sql`s.id::text`,
    day: sql`to_char(i.date, 'YYYY-MM-DD') || ' ' || a.currency`,
  }[query.groupBy];
  const name = { account: sql`a.name`, campaign: sql`c.name`, adset: sql`s.name`, day: sql`to_char(i.date, 'YYYY-MM-DD')` }[query.groupBy];
  return sql`
    select ${key} as group_key, ${name} as group_name, a.name as account_name, ${campaignName} as campaign_name, a.currency,
      to_char(i.date, 'YYYY-MM-DD') as day, i.spend, i.impressions, i.clicks, i.conversions, i.conversion_value
    from ${from}
    where ${sql.join(conditions, sql` and `)}`;
}

const SORT_COLUMNS: Record<ReportSortBy, string> = {
  name: 'name',
  spend: 'spend',
  impressions: 'impressions',
  clicks: 'clicks',
  ctr: 'ctr',
  cpc: 'cpc',
  conversions: 'conversions',
  cpa: 'cpa',
  conversionValue: 'conversion_value',
  roas: 'roas',
};

/** The grouped rows with their ratios, the range filters applied: what the report shows, before sorting. */
function shownRows(scope: ReportScope, query: ReportQuery): RawBuilder<unknown> {
  const bounds = [sql`true`];
  if (query.spendMin !== undefined) bounds.push(sql`spend >= ${query.spendMin}`);
  if (query.spendMax !== undefined) bounds.push(sql`spend <= ${query.spendMax}`);
  if (query.resultsMin !== undefined) bounds.push(sql`conversions >= ${query.resultsMin}`);
  if (query.resultsMax !== undefined) bounds.push(sql`conversions <= ${query.resultsMax}`);
  // A day row spans several accounts: it names none of them.
  const perObject = query.groupBy !== 'day';
  return sql`
    select * from (
      select group_key as key, min(group_name) as name,
        ${perObject ? sql`min(account_name)` : sql`null::text`} as account_name,
        ${perObject ? sql`min(campaign_name)` : sql`null::text`} as campaign_name,
        ${query.groupBy === 'day' ? sql`min(day)` : sql`null::text`} as date,
        min(currency) as currency,
        sum(spend) as spend, sum(impressions) as impressions, sum(clicks) as clicks,
        sum(conversions) as conversions, sum(conversion_value) as conversion_value,
        case when sum(impressions) > 0 then sum(clicks) * 100.0 / sum(impressions) end as ctr,
        case when sum(clicks) > 0 then sum(spend) / sum(clicks) end as cpc,
        case when sum(conversions) > 0 then sum(spend) / sum(conversions) end as cpa,
        case when sum(spend) > 0 then sum(conversion_value) / sum(spend) end as roas
      from (${baseFacts(scope, query)}) base
      group by group_key
    ) grouped
    where ${sql.join(bounds, sql` and `)}`;
}

function orderedRows(scope: ReportScope, query: ReportQuery): RawBuilder<ReportRow> {
  // Qualified: a bare name would sort by the text the select turns it into, not by the number.
  const column = sql.ref(`shown.${SORT_COLUMNS[query.sortBy]}`);
  const direction = query.sortDir === 'asc' ? sql`asc` : sql`desc`;
  // The key breaks ties so pages and exports list rows in one stable order.
  return sql<ReportRow>`
    select key, name, account_name as "accountName", campaign_name as "campaignName", date, currency,
      spend::text as spend, impressions::text as impressions, clicks::text as clicks, ctr::text as ctr, cpc::text as cpc,
      conversions::text as conversions, cpa::text as cpa, conversion_value::text as "conversionValue", roas::text as roas
    from (${shownRows(scope, query)}) shown
    order by ${column} ${direction} nulls last, key asc`;
}

/** The first `limit` rows of the report in its order, and how many rows it has in all. */
export async function reportRows(db: Db, scope: ReportScope, query: ReportQuery, limit: number): Promise<{ rows: ReportRow[]; rowCount: number }> {
  const result = await sql<ReportRow & { total: string }>`select *, count(*) over ()::text as total from (${orderedRows(scope, query)}) ordered limit ${limit}`.execute(db);
  const rows = result.rows.map(({ total: _total, ...row }) => row);
  return { rows, rowCount: Number(result.rows[0]?.total ?? 0) };
}

/** Every row of the report in its order, read through a cursor `chunkSize` rows at a time (exports of any size). */
export function streamReportRows(db: Db, scope: ReportScope, query: ReportQuery, chunkSize = 1000): AsyncIterableIterator<ReportRow> {
  return db.selectFrom(sql<ReportRow>`(${orderedRows(scope, query)})`.as('ordered')).selectAll().stream(chunkSize);
}

export interface ReportCurrencyTotalsRow {
  currency: string;
  spend: string;
  impressions: string;
  clicks: string;
  conversions: string;
  conversionValue: string;
  rows: string;
}

/** Sums of the shown rows per currency: amounts in different currencies are never added here. */
export async function reportTotalsByCurrency(db: Db, scope: ReportScope, query: ReportQuery): Promise<ReportCurrencyTotalsRow[]> {
  const result = await sql<ReportCurrencyTotalsRow>`
    select currency, sum(spend)::text as spend, sum(impressions)::text as impressions, sum(clicks)::text as clicks,
      sum(conversions)::text as conversions, sum(conversion_value)::text as "conversionValue", count(*)::text as rows
    from (${shownRows(scope, query)}) shown
    group by currency order by currency`.execute(db);
  return result.rows;
}

export interface ReportDailyRow {
  date: string;
  currency: string;
  spend: string;
  impressions: string;
  clicks: string;
  conversions: string;
  conversionValue: string;
}

/** Per day and currency, the figures of the rows the report shows (range filters included), for its chart. */
export async function reportDailySeries(db: Db, scope: ReportScope, query: ReportQuery): Promise<ReportDailyRow[]> {
  const result = await sql<ReportDailyRow>`
    select day as date, currency, sum(spend)::text as spend, sum(impressions)::text as impressions, sum(clicks)::text as clicks,
      sum(conversions)::text as conversions, sum(conversion_value)::text as "conversionValue"
    from (${baseFacts(scope, query)}) base
    where group_key in (select key from (${shownRows(scope, query)}) shown)
    group by day, currency order by day, currency`.execute(db);
  return result.rows;
}
