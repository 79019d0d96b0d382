import { sql } from 'kysely';
import type { Trx } from '../client.ts';
import { type DailyMetrics, metricUpdates, metricValues } from './insights-repository.ts';
import { inParameterChunks } from './parameter-chunks.ts';

export interface AdSetUpsert {
  workspaceId: string;
  adAccountId: string;
  /** Internal id of the parent campaign, when AdFleet knows it. */
  campaignId: string | null;
  externalId: string;
  name: string;
  status: string;
  effectiveStatus: string | null;
  startTime: Date | null;
  endTime: Date | null;
}

/** Idempotent on (ad account, external id); returns external id → internal id of every written ad set. */
export async function upsertAdSets(trx: Trx, adSets: readonly AdSetUpsert[]): Promise<Map<string, string>> {
  if (adSets.length === 0) return new Map();
  const rows = await inParameterChunks(adSets, 9, (chunk) =>
    trx
      .insertInto('ad_sets')
      .values(
        chunk.map((adSet) => ({
          workspace_id: adSet.workspaceId,
          ad_account_id: adSet.adAccountId,
          campaign_id: adSet.campaignId,
          external_id: adSet.externalId,
          name: adSet.name,
          status: adSet.status,
          effective_status: adSet.effectiveStatus,
          start_time: adSet.startTime,
          end_time: adSet.endTime,
        })),
      )
      .onConflict((oc) =>
        oc.columns(['ad_account_id', 'external_id']).doUpdateSet((eb) => ({
          campaign_id: eb.ref('excluded.campaign_id'),
          name: eb.ref('excluded.name'),
          status: eb.ref('excluded.status'),
          effective_status: eb.ref('excluded.effective_status'),
          start_time: eb.ref('excluded.start_time'),
          end_time: eb.ref('excluded.end_time'),
          synced_at: sql<Date>`now()`,
        })),
      )
      .returning(['id', 'external_id'])
      .execute(),
  );
  return new Map(rows.map((row) => [row.external_id, row.id]));
}

export interface AdUpsert {
  adAccountId: string;
  adSetId: string;
  externalId: string;
  name: string;
}

/** Ads are kept for their names only: the report's "ad name" filter picks the ad sets holding a matching ad. */
export async function upsertAds(trx: Trx, ads: readonly AdUpsert[]): Promise<void> {
  if (ads.length === 0) return;
  await inParameterChunks(ads, 4, (chunk) =>
    trx
      .insertInto('ads')
      .values(chunk.map((ad) => ({ ad_account_id: ad.adAccountId, ad_set_id: ad.adSetId, external_id: ad.externalId, name: ad.name })))
      .onConflict((oc) =>
        oc.columns(['ad_account_id', 'external_id']).doUpdateSet((eb) => ({ ad_set_id: eb.ref('excluded.ad_set_id'), name: eb.ref('excluded.name'), synced_at: sql<Date>`now()` })),
      )
      .execute(),
  );
}

/** Re-reading a day replaces it, as for account and campaign insights (late attribution). */
export async function upsertAdSetInsights(trx: Trx, adAccountId: string, rows: ReadonlyArray<DailyMetrics & { adSetId: string }>): Promise<void> {
  if (rows.length === 0) return;
  await inParameterChunks(rows, 13, (chunk) =>
    trx
      .insertInto('adset_insights_daily')
      .values(chunk.map((row) => ({ ad_account_id: adAccountId, ad_set_id: row.adSetId, ...metricValues(row) })))
      .onConflict((oc) => oc.columns(['ad_set_id', 'date']).doUpdateSet(metricUpdates))
      .execute(),
  );
}

export async function markAdSetInsightsBackfilled(trx: Trx, adAccountId: string, at: Date): Promise<void> {
  await trx.updateTable('ad_accounts').set({ adset_insights_backfilled_at: at }).where('id', '=', adAccountId).execute();
}
