import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { WorkspaceScope } from '../scope.ts';
import { accountDaysCondition, type AccountDaysWindow } from './account-days.ts';
import { type AccountFilter, accountFilterCondition } from './account-filter.ts';
import { inParameterChunks } from './parameter-chunks.ts';
import { type ResultSums, resultSumSelections } from './result-sums.ts';
import { visibleAccountCondition } from './visible-accounts.ts';

export interface DailyMetrics {
  /** YYYY-MM-DD in the ad account's time zone, as the platform reports it. */
  date: string;
  /** Major units, exact decimal text. */
  spend: string;
  impressions: number;
  clicks: number;
  conversions: number;
  /** Purchase value, major units; null where the platform reports none. */
  conversionValue: string | null;
  /** Results of what the object optimizes for, with their kind ('mixed' for several); absent where unknown. */
  results?: number | null;
  resultKind?: string | null;
  linkClicks?: number | null;
  purchases?: number | null;
  /** People reached that day. */
  reach?: number | null;
}

/** A day's metrics as the columns every insight table holds. */
export const metricValues = (row: DailyMetrics) => ({
  date: row.date,
  spend: row.spend,
  impressions: row.impressions,
  clicks: row.clicks,
  conversions: row.conversions,
  conversion_value: row.conversionValue,
  results: row.results ?? null,
  result_kind: row.resultKind ?? null,
  link_clicks: row.linkClicks ?? null,
  purchases: row.purchases ?? null,
  reach: row.reach ?? null,
});

/** Re-reading a day replaces it: the platform's later figures for a day win (late attribution). */
export async function upsertAccountInsights(trx: Trx, adAccountId: string, rows: readonly DailyMetrics[]): Promise<void> {
  if (rows.length === 0) return;
  await inParameterChunks(rows, 12, (chunk) =>
    trx
      .insertInto('account_insights_daily')
      .values(chunk.map((row) => ({ ad_account_id: adAccountId, ...metricValues(row) })))
      .onConflict((oc) => oc.columns(['ad_account_id', 'date']).doUpdateSet(metricUpdates))
      .execute(),
  );
}

export async function upsertCampaignInsights(trx: Trx, adAccountId: string, rows: ReadonlyArray<DailyMetrics & { campaignId: string }>): Promise<void> {
  if (rows.length === 0) return;
  await inParameterChunks(rows, 13, (chunk) =>
    trx
      .insertInto('campaign_insights_daily')
      .values(chunk.map((row) => ({ ad_account_id: adAccountId, campaign_id: row.campaignId, ...metricValues(row) })))
      .onConflict((oc) => oc.columns(['campaign_id', 'date']).doUpdateSet(metricUpdates))
      .execute(),
  );
}

/** On a re-read day, the platform's new figures replace the stored ones. */
// eslint-disable-next-line @typescript-eslint/no-explicit-any -- the same excluded.* refs serve every insight table
export const metricUpdates = (eb: any) => ({
  spend: eb.ref('excluded.spend'),
  impressions: eb.ref('excluded.impressions'),
  clicks: eb.ref('excluded.clicks'),
  conversions: eb.ref('excluded.conversions'),
  conversion_value: eb.ref('excluded.conversion_value'),
  results: eb.ref('excluded.results'),
  result_kind: eb.ref('excluded.result_kind'),
  link_clicks: eb.ref('excluded.link_clicks'),
  purchases: eb.ref('excluded.purchases'),
  reach: eb.ref('excluded.reach'),
  synced_at: sql<Date>`now()`,
});

export interface InsightsScope extends WorkspaceScope {
  platformId?: number;
  accounts?: AccountFilter;
  /** Each account's days (its own calendar for a preset). */
  days: readonly AccountDaysWindow[];
}

export interface CurrencyTotalsRow extends ResultSums {
  currency: string;
  spend: string;
  impressions: string;
  clicks: string;
  conversions: string;
  /** Null where no account of the currency reports a conversion value. */
  conversionValue: string | null;
  /** Spend of the days that have a conversion value: what ROAS is over. */
  valuedSpend: string;
  accounts: string;
}

/** Account-level totals per currency: amounts in different currencies are never summed together. */
export async function sumInsightsByCurrency(db: Db, scope: InsightsScope): Promise<CurrencyTotalsRow[]> {
  return scopedAccountInsights(db, scope)
    .select([
      'a.currency',
      sql<string>`sum(i.spend)::text`.as('spend'),
      sql<string>`sum(i.impressions)::text`.as('impressions'),
      sql<string>`sum(i.clicks)::text`.as('clicks'),
      sql<string>`sum(i.conversions)::text`.as('conversions'),
      sql<string | null>`sum(i.conversion_value)::text`.as('conversionValue'),
      sql<string>`coalesce(sum(i.spend) filter (where i.conversion_value is not null), 0)::text`.as('valuedSpend'),
      ...resultSumSelections('i'),
      sql<string>`count(distinct a.id)::text`.as('accounts'),
    ])
    .groupBy('a.currency')
    .orderBy('a.currency')
    .execute();
}

function scopedAccountInsights(db: Db, scope: InsightsScope) {
  let query = db
    .selectFrom('account_insights_daily as i')
    .innerJoin('ad_accounts as a', 'a.id', 'i.ad_account_id')
    .where('a.workspace_id', '=', scope.workspaceId)
    .where(accountDaysCondition('i.date', 'a', scope.days))
    .where(accountFilterCondition('a', scope.accounts))
    .where(visibleAccountCondition('a.id', scope));
  if (scope.platformId !== undefined) query = query.where('a.platform_id', '=', scope.platformId);
  return query;
}
