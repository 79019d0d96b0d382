import { type RawBuilder, sql } from 'kysely';
import type { Db } from '../client.ts';
import type { WorkspaceScope } from '../scope.ts';
import { accountDaysCondition, type AccountDaysWindow } from './account-days.ts';
import { convertedSums, dayFactors, rankColumns, reportOrder, type ReportSortBy } from './report-ranking.ts';
import { countableResults, regroupedResultSums, type ResultSums, resultSumColumns, shownResultKind, storedResultSums } from './result-sums.ts';
import { visibleAccountCondition } from './visible-accounts.ts';

export type ReportGroupBy = 'account' | 'campaign' | 'adset' | 'day';

/** Who asks: every report reads only the workspace's own ad accounts. */
export type ReportScope = WorkspaceScope;

export interface ReportQuery {
  platformId?: number;
  /** Each account's days (its own calendar for a preset). */
  days: readonly AccountDaysWindow[];
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
  /** Bounds on a row's results where they can be told (one kind; see countableResults). */
  resultsMin?: number;
  resultsMax?: number;
  sortBy: ReportSortBy;
  sortDir: 'asc' | 'desc';
  /** The reporting currency: each row's money is also given in it, converted at each day's rate. */
  currency: string;
}

/**
 * Sums and counts as exact text (numeric/bigint); ratios are null where their denominator is 0. Results are those of
 * each object's optimization goal: `results` is null where the row's cannot be told (kinds mixed, or reach over
 * several days); link clicks, purchases and conversion value are null where no platform reported them.
 */
export interface ReportRow extends ResultSums {
  key: string;
  name: string;
  accountName: string | null;
  campaignName: string | null;
  /** The platform's own ids of the row's objects (act_…, campaign and ad set ids), where the row has them. */
  accountExternalId: string | null;
  campaignExternalId: string | null;
  adSetExternalId: string | null;
  /** The row's ad account's time zone (its days are that calendar's); null for a day row, which spans accounts. */
  timeZone: string | null;
  date: string | null;
  /** The row's platform (an object's account's); null for a day, which spans platforms. */
  platformId: number | null;
  currency: string;
  spend: string;
  impressions: string;
  clicks: string;
  cpm: string | null;
  ctr: string | null;
  cpc: string | null;
  linkClicks: string | null;
  purchases: string | null;
  conversions: string;
  /** What the results count: a kind, 'mixed', or null where unknown. */
  resultKind: string | null;
  countableResults: string | null;
  costPerResult: string | null;
  conversionValue: string | null;
  /** Spend of the days with a conversion value: ROAS is over this, never over spend a platform gives no value for. */
  valuedSpend: string;
  roas: string | null;
  /** `spend` in the reporting currency, converted day by day; null when a day's rate is unknown. */
  convertedSpend: string | null;
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

const hasCampaignFilter = (query: ReportQuery) => Boolean(query.status || query.objective || query.campaignType);

/**
 * The insight table of the level the query needs, joined to the objects its filters and names read, and only to
 * those: the foreign keys already guarantee every insight's object exists, so a join that neither filters nor names
 * anything is left out (over hundreds of thousands of rows it is most of the work).
 */
function factsFrom(level: SourceLevel, query: ReportQuery, withNames: boolean): RawBuilder<unknown> {
  const accounts = sql`join ad_accounts a on a.id = i.ad_account_id`;
  if (level === 'account') return sql`account_insights_daily i ${accounts}`;
  const campaigns = withNames || hasCampaignFilter(query);
  if (level === 'campaign') return sql`campaign_insights_daily i ${accounts}${campaigns ? sql` join campaigns c on c.id = i.campaign_id` : sql``}`;
  const adSets = campaigns || query.groupBy === 'campaign' || Boolean(query.adSetName || query.adName);
  return sql`adset_insights_daily i ${accounts}${adSets ? sql` join ad_sets s on s.id = i.ad_set_id` : sql``}${campaigns ? sql` left join campaigns c on c.id = s.campaign_id` : sql``}`;
}

/** The scope's own accounts, the range, and the query's filters on the objects. */
function factConditions(scope: ReportScope, query: ReportQuery): RawBuilder<unknown> {
  const conditions = [sql`a.workspace_id = ${scope.workspaceId}`, visibleAccountCondition('a.id', scope), accountDaysCondition('i.date', 'a', query.days)];
  if (query.platformId !== undefined) conditions.push(sql`a.platform_id = ${query.platformId}`);
  if (query.status) conditions.push(sql`coalesce(c.effective_status, c.status) = ${query.status}`);
  if (query.objective) conditions.push(sql`c.objective = ${query.objective}`);
  if (query.campaignType === 'campaign_budget') conditions.push(sql`(c.daily_budget is not null or c.lifetime_budget is not null)`);
  if (query.campaignType === 'adset_budget') conditions.push(sql`(c.daily_budget is null and c.lifetime_budget is null)`);
  if (query.adSetName) conditions.push(sql`s.name ilike ${`%${escapeLike(query.adSetName)}%`}`);
  if (query.adName) conditions.push(sql`exists (select 1 from ads d where d.ad_set_id = i.ad_set_id and d.name ilike ${`%${escapeLike(query.adName)}%`})`);
  return sql.join(conditions, sql` and `);
}

/** The key a row groups under, as text: an object's id (read from the insight row where it holds it), or a day and currency. */
function groupKey(query: ReportQuery): RawBuilder<unknown> {
  const campaignId = sourceLevel(query) === 'campaign' ? sql`i.campaign_id` : sql`s.campaign_id`;
  return { account: sql`a.id::text`, campaign: sql`${campaignId}::text`, adset: sql`i.ad_set_id::text`, day: sql`to_char(i.date, 'YYYY-MM-DD') || ' ' || a.currency` }[query.groupBy];
}

/**
 * One row per insight day of the scope's accounts at the level the query needs, with the key it groups by. Account
 * totals come from account insights (they keep deleted campaigns' spend); a campaign or ad-set filter reads the finer
 * table, where only the matching objects' figures are.
 */
function baseFacts(scope: ReportScope, query: ReportQuery): RawBuilder<unknown> {
  return sql`
    select ${groupKey(query)} as group_key, a.currency, to_char(i.date, 'YYYY-MM-DD') as day,
      i.spend, i.impressions, i.clicks, i.conversions, i.conversion_value, i.link_clicks, i.purchases, i.results, i.result_kind
    from ${factsFrom(sourceLevel(query), query, false)}
    where ${factConditions(scope, query)}`;
}

const hasBounds = (query: ReportQuery) => query.spendMin !== undefined || query.spendMax !== undefined || query.resultsMin !== undefined || query.resultsMax !== undefined;

/**
 * The grouped rows with their ratios, the range filters applied: what the report shows, before sorting. Grouped by
 * the objects' primary keys (or the day and currency) in one pass over the facts, so the names come with the group
 * (functionally dependent columns) instead of being aggregated row by row.
 */
function shownRows(scope: ReportScope, query: ReportQuery): RawBuilder<unknown> {
  const level = sourceLevel(query);
  const bounds = [sql`true`];
  if (query.spendMin !== undefined) bounds.push(sql`spend >= ${query.spendMin}`);
  if (query.spendMax !== undefined) bounds.push(sql`spend <= ${query.spendMax}`);
  if (query.resultsMin !== undefined) bounds.push(sql`countable_results >= ${query.resultsMin}`);
  if (query.resultsMax !== undefined) bounds.push(sql`countable_results <= ${query.resultsMax}`);
  const day = sql`to_char(i.date, 'YYYY-MM-DD')`;
  const results = storedResultSums('i');
  // An account row names a campaign only when a campaign filter put campaigns in its facts (as it always has);
  // a day row spans several accounts: it names none of them.
  const none = sql`null::text`;
  const account = { accountName: sql`a.name`, accountExternalId: sql`a.ad_account_id`, timeZone: sql`a.timezone_name`, date: none, platformId: sql`a.platform_id` };
  const groups = {
    account: { ...account, by: sql`a.id`, key: sql`a.id::text`, name: sql`a.name`, campaignName: level === 'account' ? none : sql`min(c.name)`, campaignExternalId: none, adSetExternalId: none },
    campaign: { ...account, by: sql`c.id, a.id`, key: sql`c.id::text`, name: sql`c.name`, campaignName: sql`c.name`, campaignExternalId: sql`c.external_id`, adSetExternalId: none },
    adset: { ...account, by: sql`s.id, c.id, a.id`, key: sql`s.id::text`, name: sql`s.name`, campaignName: sql`c.name`, campaignExternalId: sql`c.external_id`, adSetExternalId: sql`s.external_id` },
    day: { by: sql`i.date, a.currency`, key: groupKey(query), name: day, accountName: none, campaignName: none, accountExternalId: none, campaignExternalId: none, adSetExternalId: none, timeZone: none, date: day, platformId: sql`null::smallint` },
  }[query.groupBy];
  return sql`
    with factors as materialized (${dayFactors(scope.workspaceId, query.days, query.currency)})
    select *, ${rankColumns}
    from (
      select ${groups.key} as key, ${groups.name} as name, ${groups.accountName} as account_name, ${groups.campaignName} as campaign_name,
        ${groups.accountExternalId} as account_external_id, ${groups.campaignExternalId} as campaign_external_id,
        ${groups.adSetExternalId} as ad_set_external_id, ${groups.timeZone} as time_zone,
        ${groups.date} as date, ${groups.platformId} as platform_id, a.currency,
        sum(i.spend) as spend, sum(i.impressions) as impressions, sum(i.clicks) as clicks,
        sum(i.conversions) as conversions, sum(i.conversion_value) as conversion_value, ${valuedSpend} as valued_spend,
        sum(i.link_clicks) as link_clicks, sum(i.purchases) as purchases,
        ${resultSumColumns(results)}, ${shownResultKind(results)} as result_kind, ${countableResults(results)} as countable_results,
        case when ${countableResults(results)} > 0 then sum(i.spend) / ${countableResults(results)} end as cost_per_result,
        case when sum(i.impressions) > 0 then sum(i.spend) * 1000.0 / sum(i.impressions) end as cpm,
        case when sum(i.impressions) > 0 then sum(i.clicks) * 100.0 / sum(i.impressions) end as ctr,
        case when sum(i.clicks) > 0 then sum(i.spend) / sum(i.clicks) end as cpc,
        case when ${valuedSpend} > 0 then sum(i.conversion_value) / ${valuedSpend} end as roas,
        ${convertedSums}
      from ${factsFrom(level, query, true)}
      left join factors f on f.day = i.date and f.currency = a.currency
      where ${factConditions(scope, query)}
      group by ${groups.by}
    ) grouped
    where ${sql.join(bounds, sql` and `)}`;
}

/** Spend of the rows that have a conversion value, the only spend ROAS may be over. */
const valuedSpend = sql`coalesce(sum(i.spend) filter (where i.conversion_value is not null), 0)`;

const REPORT_COLUMNS = sql`key, name, account_name as "accountName", campaign_name as "campaignName",
  account_external_id as "accountExternalId", campaign_external_id as "campaignExternalId", ad_set_external_id as "adSetExternalId", time_zone as "timeZone",
  date, platform_id as "platformId", currency,
  spend::text as spend, impressions::text as impressions, cpm::text as cpm, clicks::text as clicks, ctr::text as ctr, cpc::text as cpc,
  link_clicks::text as "linkClicks", purchases::text as purchases, conversions::text as conversions,
  result_kind as "resultKind", countable_results::text as "countableResults", cost_per_result::text as "costPerResult",
  result_kind_low as "resultKindLow", result_kind_high as "resultKindHigh", result_rows::text as "resultRows", results::text as results,
  conversion_value::text as "conversionValue", valued_spend::text as "valuedSpend", roas::text as roas,
  round(converted_spend, 6)::text as "convertedSpend"`;

function orderedRows(scope: ReportScope, query: ReportQuery): RawBuilder<ReportRow> {
  return sql<ReportRow>`select ${REPORT_COLUMNS} from (${shownRows(scope, query)}) shown order by ${reportOrder(query.sortBy, query.sortDir)}`;
}

export interface ReportCurrencyTotalsRow extends ResultSums {
  currency: string;
  spend: string;
  impressions: string;
  clicks: string;
  linkClicks: string | null;
  purchases: string | null;
  conversions: string;
  conversionValue: string | null;
  valuedSpend: string;
  rows: string;
}

const regrouped = regroupedResultSums();
const regroupedTotals = sql`${regrouped.low} as "resultKindLow", ${regrouped.high} as "resultKindHigh", ${regrouped.rows}::text as "resultRows", ${regrouped.results}::text as results`;

export interface ReportPage {
  /** The first `limit` rows in the report's order. */
  rows: ReportRow[];
  /** Rows in the whole report. */
  rowCount: number;
  /** Sums of all the shown rows per currency: amounts in different currencies are never added here. */
  totals: ReportCurrencyTotalsRow[];
}

/**
 * The report's first rows, its row count and its totals per currency from one grouping of the facts (a
 * materialized CTE read three times), instead of grouping every insight row once for the rows and again for the totals.
 */
export async function reportPage(db: Db, scope: ReportScope, query: ReportQuery, limit: number): Promise<ReportPage> {
  const result = await sql<{ rowCount: string; rows: Array<ReportRow & { position: number }> | null; totals: ReportCurrencyTotalsRow[] | null }>`
    with shown as materialized (${shownRows(scope, query)})
    select
      (select count(*) from shown)::text as "rowCount",
      (select json_agg(page order by page.position) from (
        select ${REPORT_COLUMNS}, row_number() over (order by ${reportOrder(query.sortBy, query.sortDir)}) as position from shown order by ${reportOrder(query.sortBy, query.sortDir)} limit ${limit}
      ) page) as rows,
      (select json_agg(totals order by totals.currency) from (
        select currency, sum(spend)::text as spend, sum(impressions)::text as impressions, sum(clicks)::text as clicks,
          sum(link_clicks)::text as "linkClicks", sum(purchases)::text as purchases, sum(conversions)::text as conversions,
          sum(conversion_value)::text as "conversionValue", sum(valued_spend)::text as "valuedSpend",
          ${regroupedTotals}, count(*)::text as rows
        from shown group by currency
      ) totals) as totals`.execute(db);
  const answer = result.rows[0];
  return {
    rows: (answer?.rows ?? []).map(({ position: _position, ...row }) => row),
    rowCount: Number(answer?.rowCount ?? 0),
    totals: answer?.totals ?? [],
  };
}

/** Every row of the report in its order, read through a cursor `chunkSize` rows at a time (exports of any size). */
export function streamReportRows(db: Db, scope: ReportScope, query: ReportQuery, chunkSize = 1000): AsyncIterableIterator<ReportRow> {
  return db.selectFrom(sql<ReportRow>`(${orderedRows(scope, query)})`.as('ordered')).selectAll().stream(chunkSize);
}

export interface ReportDailyRow extends ResultSums {
  date: string;
  currency: string;
  spend: string;
  impressions: string;
  clicks: string;
  linkClicks: string | null;
  purchases: string | null;
  conversions: string;
  conversionValue: string | null;
  valuedSpend: string;
}

const dailyResults = storedResultSums('base');

/**
 * Per day and currency, the figures of the rows the report shows (range filters included), for its chart. Without
 * range filters every group is shown, so the facts are summed in one pass instead of being matched to the groups.
 */
export async function reportDailySeries(db: Db, scope: ReportScope, query: ReportQuery): Promise<ReportDailyRow[]> {
  const shownOnly = hasBounds(query) ? sql`where group_key in (select key from (${shownRows(scope, query)}) shown)` : sql``;
  const result = await sql<ReportDailyRow>`
    select day as date, currency, sum(spend)::text as spend, sum(impressions)::text as impressions, sum(clicks)::text as clicks,
      sum(link_clicks)::text as "linkClicks", sum(purchases)::text as purchases, sum(conversions)::text as conversions,
      sum(conversion_value)::text as "conversionValue", coalesce(sum(spend) filter (where conversion_value is not null), 0)::text as "valuedSpend",
      ${dailyResults.low} as "resultKindLow", ${dailyResults.high} as "resultKindHigh", ${dailyResults.rows}::text as "resultRows", ${dailyResults.results}::text as results
    from (${baseFacts(scope, query)}) base
    ${shownOnly}
    group by day, currency order by day, currency`.execute(db);
  return result.rows;
}
