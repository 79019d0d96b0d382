import { type RawBuilder, sql } from 'kysely';
import type { AccountDaysWindow } from './account-days.ts';

/*
 * Money in the reporting currency, and the order it gives a report: each day's factor from a currency into the
 * reporting one, the converted sums of a group, the ranks money columns sort by, and the report's order.
 */

export type ReportSortBy = 'name' | 'spend' | 'impressions' | 'cpm' | 'clicks' | 'ctr' | 'cpc' | 'linkClicks' | 'results' | 'costPerResult' | 'purchases' | 'conversionValue' | 'roas';

/** The rates table's base: it holds no rows for it, its rate is 1. */
const RATE_BASE = 'EUR';

/** Units of `currency` per euro on `day`: that day's rate, else the latest earlier one (as core's `rateBook`). */
const perEurOn = (currency: RawBuilder<unknown>, day: RawBuilder<unknown>) =>
  sql`case when ${currency} = ${RATE_BASE} then 1 else (select r.per_eur from exchange_rates r where r.currency = ${currency} and r.day <= ${day} order by r.day desc limit 1) end`;

/**
 * Per day of the range and currency of the workspace's accounts, what one unit is worth in the reporting currency
 * (null where a rate is unknown): a few thousand index lookups at most, joined to the facts by day and currency.
 */
export function dayFactors(workspaceId: string, days: readonly AccountDaysWindow[], currency: string): RawBuilder<unknown> {
  if (days.length === 0) return sql`select null::date as day, null::text as currency, null::numeric as factor where false`;
  const from = sql.join(days.map((window) => sql`${window.from}::date`));
  const to = sql.join(days.map((window) => sql`${window.to}::date`));
  const day = sql`d.day::date`;
  return sql`
    select d.day::date as day, c.currency,
      case when c.currency = ${currency} then 1 else ${perEurOn(sql`${currency}::text`, day)} / nullif(${perEurOn(sql`c.currency`, day)}, 0) end as factor
    from generate_series(least(${from}), greatest(${to}), interval '1 day') d(day)
    cross join (select distinct currency from ad_accounts where workspace_id = ${workspaceId}) c`;
}

/**
 * A group's spend and conversion value in the reporting currency, day by day through the `factors` joined as `f`
 * (insights as `i`); null when some day's rate is unknown.
 */
export const convertedSums = sql`case when bool_and(f.factor is not null) then sum(i.spend * f.factor) end as converted_spend,
        case when bool_and(f.factor is not null) then sum(i.conversion_value * f.factor) end as converted_value`;

// Money across currencies ranks by its converted amount; within one currency, by its own (as the platform shows it).
const mixed = sql`min(currency) over () <> max(currency) over ()`;
const rank = (own: string, converted: string) => sql`case when ${mixed} then ${sql.raw(converted)} else ${sql.raw(own)} end`;

/** The `rank_` columns of the grouped rows (with their converted sums), which money columns sort by. */
export const rankColumns = sql`${rank('spend', 'converted_spend')} as rank_spend, ${rank('conversion_value', 'converted_value')} as rank_value,
      ${rank('cpm', 'converted_spend * 1000.0 / nullif(impressions, 0)')} as rank_cpm, ${rank('cpc', 'converted_spend / nullif(clicks, 0)')} as rank_cpc,
      ${rank('cost_per_result', 'converted_spend / nullif(countable_results, 0)')} as rank_cost_per_result`;

/** Money columns sort by their `rank_` column: the converted amount whenever the shown rows mix currencies. */
const SORT_COLUMNS: Record<ReportSortBy, string> = {
  name: 'name',
  spend: 'rank_spend',
  impressions: 'impressions',
  cpm: 'rank_cpm',
  clicks: 'clicks',
  ctr: 'ctr',
  cpc: 'rank_cpc',
  linkClicks: 'link_clicks',
  results: 'countable_results',
  costPerResult: 'rank_cost_per_result',
  purchases: 'purchases',
  conversionValue: 'rank_value',
  roas: 'roas',
};

/** The report's order over `shown`: its sort column, then the key, so pages and exports list rows in one stable order. */
export function reportOrder(sortBy: ReportSortBy, sortDir: 'asc' | 'desc'): RawBuilder<unknown> {
  // Qualified: a bare name would sort by the text the select turns it into, not by the number.
  const column = sql.ref(`shown.${SORT_COLUMNS[sortBy]}`);
  return sql`${column} ${sortDir === 'asc' ? sql`asc` : sql`desc`} nulls last, shown.key asc`;
}
