import type { GraphClient } from '../graph/index.ts';
import { readAccountFromGraph } from './account-graph-read.ts';
import type { AccountReader } from './account-read.ts';
import { toDailyMetrics, toSyncedCampaign } from './graph-mapping.ts';

/** Meta's side of the sync: the Graph read of ADR 0046, mapped to the shape the store takes from every platform. */
export function metaAccountReader(graph: GraphClient): AccountReader {
  return async (account, accessToken, ranges, signal) => {
    const read = await readAccountFromGraph(graph, account, accessToken, ranges, signal);
    return {
      campaigns: read.campaigns.map(toSyncedCampaign),
      accountRows: read.accountRows.map(toDailyMetrics),
      campaignRows: read.campaignRows.flatMap((row) => (row.campaign_id ? [{ ...toDailyMetrics(row), campaignExternalId: row.campaign_id }] : [])),
      adSets: read.adSetLevel.adSets.map((adSet) => ({
        externalId: adSet.id,
        name: adSet.name,
        status: adSet.status,
        effectiveStatus: adSet.effective_status ?? null,
        campaignExternalId: adSet.campaign_id,
        startTime: adSet.start_time ? new Date(adSet.start_time) : null,
        endTime: adSet.end_time ? new Date(adSet.end_time) : null,
      })),
      ads: read.adSetLevel.ads.map((ad) => ({ externalId: ad.id, name: ad.name, adSetExternalId: ad.adset_id })),
      adSetRows: read.adSetLevel.insights.flatMap((row) => (row.adset_id ? [{ ...toDailyMetrics(row), adSetExternalId: row.adset_id }] : [])),
      adSetBackfill: read.adSetLevel.backfill,
    };
  };
}
