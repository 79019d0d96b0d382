import type { AdAccountRow } from '@adfleet/db';
import {
  campaignsRequest,
  type EdgeRequest,
  type GraphCampaign,
  graphCampaignSchema,
  type GraphClient,
  type GraphInsightsRow,
  graphInsightsRowSchema,
  insightsRequest,
  readAllPages,
} from '../graph/index.ts';
import { AD_SET_BACKFILL_DAYS, type AdSetLevelRead, EVERY_STATUS, graphAdSchema, graphAdSetSchema } from './ad-set-sync-step.ts';
import type { AccountReadRanges } from './account-read.ts';
import { addDays, isDayBefore } from '../dates/day.ts';

/**
 * The largest page AdFleet asks Meta for. Meta documents no ceiling for `limit`; the sandbox, like Meta in practice,
 * serves at most 5,000 rows a page, and our rows are small because the fields are selected.
 */
const SYNC_PAGE_LIMIT = 5000;

/**
 * Only what the sync stores (spend, impressions, clicks, the day's reach, results by optimization goal, link clicks,
 * purchases and leads from actions, purchase value): ratios such as ctr, cpc, cost per result and ROAS are derived
 * from the sums, so asking Meta for them only makes every row bigger.
 */
const SYNC_INSIGHT_FIELDS = ['spend', 'impressions', 'clicks', 'reach', 'results', 'actions', 'action_values'];

type DayRange = { since: string; until: string };

export interface AccountGraphRead {
  campaigns: GraphCampaign[];
  accountRows: GraphInsightsRow[];
  campaignRows: GraphInsightsRow[];
  adSetLevel: AdSetLevelRead;
}

/** Splits a range into windows of whole days whose daily rows for `perDay` objects fit one page. */
function pageSizedWindows(range: DayRange, perDay: number): DayRange[] {
  const days = Math.max(1, Math.floor(SYNC_PAGE_LIMIT / Math.max(1, perDay)));
  const windows: DayRange[] = [];
  for (let since = range.since; !isDayBefore(range.until, since); since = addDays(since, days)) {
    const until = addDays(since, days - 1);
    windows.push({ since, until: isDayBefore(until, range.until) ? until : range.until });
  }
  return windows;
}

/**
 * Everything one account's sync reads from Meta, in two batched round trips (ADR 0046). First, one batch: campaigns
 * (changed since the high-water mark), every ad set and ad, and the account's daily insights. The ad sets bound how
 * many campaigns and ad sets can have a row per day, so the second batch splits campaign- and ad-set-level insights
 * into time windows of at most one page each, read side by side instead of as a chain of `next` pages. A window that
 * still pages (the bound was low) is followed in further batched rounds, so nothing is ever left unread.
 */
export async function readAccountFromGraph(graph: GraphClient, account: AdAccountRow, accessToken: string, ranges: AccountReadRanges, signal?: AbortSignal): Promise<AccountGraphRead> {
  const node = `act_${account.ad_account_id.replace(/^act_/, '')}`;
  // Named, so the client paces the account and waits out its throttling for every batch as for single calls.
  const call = { accessToken, adAccountId: account.ad_account_id, ...(signal ? { signal } : {}) };
  const daily = { timeIncrement: 1, limit: SYNC_PAGE_LIMIT, fields: SYNC_INSIGHT_FIELDS } as const;
  const [campaignItems = [], adSetItems = [], adItems = [], accountItems = []] = await readAllPages(
    graph,
    [
      // Every status, as for ad sets and ads: an archived or deleted campaign's spend is still in the account's days.
      campaignsRequest(account.ad_account_id, { limit: SYNC_PAGE_LIMIT, effectiveStatus: EVERY_STATUS, ...(ranges.updatedSince !== undefined ? { updatedSince: ranges.updatedSince } : {}) }),
      { path: `${node}/adsets`, params: { fields: 'id,name,status,effective_status,campaign_id,start_time,end_time', effective_status: EVERY_STATUS, limit: SYNC_PAGE_LIMIT } },
      { path: `${node}/ads`, params: { fields: 'id,name,adset_id', effective_status: EVERY_STATUS, limit: SYNC_PAGE_LIMIT } },
      insightsRequest(node, { level: 'account', timeRange: ranges.insights, ...daily }),
    ],
    call,
  );
  const adSets = adSetItems.map((item) => graphAdSetSchema.parse(item));
  const adSetBackfill = account.adset_insights_backfilled_at === null;
  const adSetRange = { since: addDays(ranges.today, -((adSetBackfill ? AD_SET_BACKFILL_DAYS : ranges.recentDays) - 1)), until: ranges.today };
  const campaignWindows = pageSizedWindows(ranges.insights, new Set(adSets.map((adSet) => adSet.campaign_id)).size);
  const adSetWindows = pageSizedWindows(adSetRange, adSets.length);
  const windowed: EdgeRequest[] = [
    ...campaignWindows.map((timeRange) => insightsRequest(node, { level: 'campaign', timeRange, ...daily })),
    ...adSetWindows.map((timeRange) => insightsRequest(node, { level: 'adset', timeRange, ...daily })),
  ];
  const insightPages = await readAllPages(graph, windowed, call);
  const rows = (pages: unknown[][]) => pages.flat().map((item) => graphInsightsRowSchema.parse(item));
  return {
    campaigns: campaignItems.map((item) => graphCampaignSchema.parse(item)),
    accountRows: rows([accountItems]),
    campaignRows: rows(insightPages.slice(0, campaignWindows.length)),
    adSetLevel: { adSets, ads: adItems.map((item) => graphAdSchema.parse(item)), insights: rows(insightPages.slice(campaignWindows.length)), backfill: adSetBackfill },
  };
}
