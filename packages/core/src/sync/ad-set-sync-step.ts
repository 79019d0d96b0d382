import { type AdAccountRow, markAdSetInsightsBackfilled, type Trx, upsertAdSetInsights, upsertAds, upsertAdSets } from '@adfleet/db';
import { z } from 'zod';
import { type GraphClient, type GraphInsightsRow, graphReads } from '../graph/index.ts';
import { toDailyMetrics } from './graph-mapping.ts';
import { addDays } from './local-date.ts';

const graphAdSetSchema = z.object({ id: z.string(), name: z.string(), status: z.string(), effective_status: z.string().optional(), campaign_id: z.string() });
const graphAdSchema = z.object({ id: z.string(), name: z.string(), adset_id: z.string() });

/**
 * Every status Meta knows: without the filter Meta leaves archived and deleted objects out of a listing, while their
 * spend is still in the insights, and a report must name whatever spent.
 */
const EVERY_STATUS = ['ACTIVE', 'PAUSED', 'DELETED', 'ARCHIVED', 'IN_PROCESS', 'WITH_ISSUES', 'CAMPAIGN_PAUSED', 'ADSET_PAUSED', 'PENDING_REVIEW', 'DISAPPROVED', 'PREAPPROVED', 'PENDING_BILLING_INFO'];

/** Days the first ad-set read covers; later syncs re-read the same recent days as the other levels. */
const AD_SET_BACKFILL_DAYS = 90;

export interface AdSetLevelRead {
  adSets: Array<z.infer<typeof graphAdSetSchema>>;
  ads: Array<z.infer<typeof graphAdSchema>>;
  insights: GraphInsightsRow[];
  backfill: boolean;
}

/**
 * The ad-set level of one account, read before the sync's transaction: every ad set (name, status, campaign), the
 * names of its ads (for the report's ad-name filter) and daily `level=adset` insights. Accounts synced before ad
 * sets were read get a full backfill once, whatever the other levels already have.
 */
export async function readAdSetLevel(
  graph: GraphClient,
  account: AdAccountRow,
  accessToken: string,
  range: { today: string; recentDays: number },
  signal?: AbortSignal,
): Promise<AdSetLevelRead> {
  const node = `act_${account.ad_account_id.replace(/^act_/, '')}`;
  const options = { accessToken, ...(signal ? { signal } : {}) };
  const adSets = [];
  for await (const item of graph.paginate(`${node}/adsets`, { fields: 'id,name,status,effective_status,campaign_id', effective_status: EVERY_STATUS, limit: 200 }, options)) adSets.push(graphAdSetSchema.parse(item));
  const ads = [];
  for await (const item of graph.paginate(`${node}/ads`, { fields: 'id,name,adset_id', effective_status: EVERY_STATUS, limit: 200 }, options)) ads.push(graphAdSchema.parse(item));
  const backfill = account.adset_insights_backfilled_at === null;
  const timeRange = { since: addDays(range.today, -((backfill ? AD_SET_BACKFILL_DAYS : range.recentDays) - 1)), until: range.today };
  const insights = await graphReads(graph).insights(node, accessToken, { level: 'adset', timeRange, timeIncrement: 1 }, signal ? { signal } : {});
  return { adSets, ads, insights, backfill };
}

/** Writes what `readAdSetLevel` read, inside the sync's transaction; returns the counts for the run's stats. */
export async function storeAdSetLevel(
  trx: Trx,
  account: AdAccountRow,
  read: AdSetLevelRead,
  campaignIds: ReadonlyMap<string, string>,
  now: Date,
): Promise<{ adSetsRead: number; adSetInsightRows: number }> {
  const adSetIds = await upsertAdSets(
    trx,
    read.adSets.map((adSet) => ({
      userId: account.user_id,
      adAccountId: account.id,
      campaignId: campaignIds.get(adSet.campaign_id) ?? null,
      externalId: adSet.id,
      name: adSet.name,
      status: adSet.status,
      effectiveStatus: adSet.effective_status ?? null,
    })),
  );
  await upsertAds(
    trx,
    read.ads.flatMap((ad) => {
      const adSetId = adSetIds.get(ad.adset_id);
      return adSetId ? [{ adAccountId: account.id, adSetId, externalId: ad.id, name: ad.name }] : [];
    }),
  );
  // Figures of ad sets Meta no longer lists have no row to hang on; the account and campaign totals keep them.
  const known = read.insights.flatMap((row) => {
    const adSetId = row.adset_id ? adSetIds.get(row.adset_id) : undefined;
    return adSetId ? [{ ...toDailyMetrics(row), adSetId }] : [];
  });
  await upsertAdSetInsights(trx, account.id, known);
  if (read.backfill) await markAdSetInsightsBackfilled(trx, account.id, now);
  return { adSetsRead: read.adSets.length, adSetInsightRows: known.length };
}
