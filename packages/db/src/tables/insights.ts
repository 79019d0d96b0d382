// Synced reporting data: ad sets, ads, daily insights, saved report filters and exchange rates.
import type { ColumnType, Generated } from 'kysely';
import type { BigintColumn, NumericColumn } from './columns.ts';

/** `date` is read as text (YYYY-MM-DD) by the repositories: a JS Date would shift it by the server's time zone. */
interface InsightMetrics {
  date: ColumnType<Date, string, string>;
  spend: NumericColumn;
  impressions: BigintColumn;
  clicks: BigintColumn;
  conversions: NumericColumn;
  /** Purchase value; null where the platform reports none (not the same as 0). */
  conversion_value: ColumnType<string | null, string | number | null, string | number | null>;
  /** The day's results of what the object optimizes for; null where unknown (or several kinds in one row). */
  results: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  /** What the results count (a result kind of core's, e.g. 'link_clicks'), 'mixed' for several; null where unknown. */
  result_kind: ColumnType<string | null, string | null | undefined, string | null>;
  link_clicks: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  purchases: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  /** People reached that day: never summed across days or objects. */
  reach: ColumnType<string | null, string | number | null | undefined, string | number | null>;
  synced_at: Generated<Date>;
}

export interface AccountInsightsDailyTable extends InsightMetrics {
  ad_account_id: string;
}

export interface CampaignInsightsDailyTable extends InsightMetrics {
  ad_account_id: string;
  campaign_id: string;
}

export interface AdSetsTable {
  id: Generated<string>;
  workspace_id: string;
  ad_account_id: string;
  campaign_id: string | null;
  external_id: string;
  name: string;
  status: string;
  effective_status: string | null;
  /** When the platform schedules it to deliver (Meta's start/end time, TikTok's schedule); null when it runs on. */
  start_time: Date | null;
  end_time: Date | null;
  synced_at: Generated<Date>;
}

export interface AdsTable {
  id: Generated<string>;
  ad_account_id: string;
  ad_set_id: string;
  external_id: string;
  name: string;
  synced_at: Generated<Date>;
}

export interface AdSetInsightsDailyTable extends InsightMetrics {
  ad_account_id: string;
  ad_set_id: string;
}

export interface SavedReportFiltersTable {
  id: Generated<string>;
  workspace_id: string;
  name: string;
  filters: ColumnType<unknown, string, string>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

/** Units of `currency` per one euro on `day`, as the ECB publishes them (ADR 0030). */
export interface ExchangeRatesTable {
  day: ColumnType<Date, string, string>;
  currency: string;
  per_eur: NumericColumn;
  source: string;
  fetched_at: Generated<Date>;
}
