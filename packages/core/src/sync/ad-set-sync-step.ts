import { type AdAccountRow, markAdSetInsightsBackfilled, type Trx, upsertAdSetInsights, upsertAds, upsertAdSets } from '@adfleet/db';
import { z } from 'zod';
import type { GraphInsightsRow } from '../graph/index.ts';
import type { AccountRead } from './account-read.ts';

export const graphAdSetSchema = z.object({
  id: z.string(),
  name: z.string(),
  status: z.string(),
  effective_status: z.string().optional(),
  campaign_id: z.string(),
  start_time: z.string().optional(),
  end_time: z.string().optional(),
});
export const graphAdSchema = z.object({ id: z.string(), name: z.string(), adset_id: z.string() });

/**
 * Every status Meta knows: without the filter Meta leaves archived and deleted objects out of a listing, while their
 * spend is still in the insights, and a report must name whatever spent.
 */
export const EVERY_STATUS = ['ACTIVE', 'PAUSED', 'DELETED', 'ARCHIVED', 'IN_PROCESS', 'WITH_ISSUES', 'CAMPAIGN_PAUSED', 'ADSET_PAUSED', 'PENDING_REVIEW', 'DISAPPROVED', 'PREAPPROVED', 'PENDING_BILLING_INFO'];

/** Days the first ad-set read covers (as the account level's backfill); later syncs re-read the same recent days as the other levels. */
export const AD_SET_BACKFILL_DAYS = 91;

/**
 * The ad-set level of one Meta account, as the Graph answers it: every ad set (name, status, campaign), the names of
 * its ads (for the report's ad-name filter) and daily `level=adset` insights. Accounts synced before ad sets were read get a
 * full backfill once, whatever the other levels already have.
 */
export interface AdSetLevelRead {
  adSets: Array<z.infer<typeof graphAdSetSchema>>;
  ads: Array<z.infer<typeof graphAdSchema>>;
  insights: GraphInsightsRow[];
  backfill: boolean;
}

/** Writes the ad-set level of an account read (any platform), inside the sync's transaction; returns the counts for the run's stats. */
export async function storeAdSetLevel(
  trx: Trx,
  account: AdAccountRow,
  read: Pick<AccountRead, 'adSets' | 'ads' | 'adSetRows' | 'adSetBackfill'>,
  campaignIds: ReadonlyMap<string, string>,
  now: Date,
): Promise<{ adSetsRead: number; adSetInsightRows: number }> {
  const adSetIds = await upsertAdSets(
    trx,
    read.adSets.map((adSet) => ({
      workspaceId: account.workspace_id,
      adAccountId: account.id,
      campaignId: campaignIds.get(adSet.campaignExternalId) ?? null,
      externalId: adSet.externalId,
      name: adSet.name,
      status: adSet.status,
      effectiveStatus: adSet.effectiveStatus,
      startTime: adSet.startTime,
      endTime: adSet.endTime,
    })),
  );
  await upsertAds(
    trx,
    read.ads.flatMap((ad) => {
      const adSetId = adSetIds.get(ad.adSetExternalId);
      return adSetId ? [{ adAccountId: account.id, adSetId, externalId: ad.externalId, name: ad.name }] : [];
    }),
  );
  // Figures of ad sets the platform no longer lists have no row to hang on; the account and campaign totals keep them.
  const known = read.adSetRows.flatMap(({ adSetExternalId, ...metrics }) => {
    const adSetId = adSetIds.get(adSetExternalId);
    return adSetId ? [{ ...metrics, adSetId }] : [];
  });
  await upsertAdSetInsights(trx, account.id, known);
  if (read.adSetBackfill) await markAdSetInsightsBackfilled(trx, account.id, now);
  return { adSetsRead: read.adSets.length, adSetInsightRows: known.length };
}
