import type { DailyMetrics } from '@adfleet/db';
import { z } from 'zod';
import { majorToMinor } from '../money/index.ts';
import type { ResultKind } from '../insights/result-kinds.ts';
import type { SyncedAd, SyncedAdSet, SyncedCampaign } from '../sync/account-read.ts';

const id = z.union([z.string(), z.number()]).transform(String);
const budget = z.union([z.number(), z.string()]).nullish();

export const tiktokCampaignSchema = z.object({
  campaign_id: id,
  campaign_name: z.string(),
  objective_type: z.string().nullish(),
  budget_mode: z.string().nullish(),
  budget,
  operation_status: z.string(),
  secondary_status: z.string(),
  create_time: z.string(),
  modify_time: z.string(),
});
export const tiktokAdgroupSchema = z.object({
  adgroup_id: id,
  campaign_id: id,
  adgroup_name: z.string(),
  operation_status: z.string(),
  secondary_status: z.string(),
  schedule_type: z.string().nullish(),
  schedule_start_time: z.string().nullish(),
  schedule_end_time: z.string().nullish(),
  optimization_goal: z.string().nullish(),
});
export const tiktokAdSchema = z.object({ ad_id: id, adgroup_id: id, ad_name: z.string() });
/** An Upgraded Smart+ ad, as `smart_plus/ad/get/` lists it: its id is `smart_plus_ad_id`. */
export const tiktokSmartPlusAdSchema = z.object({ smart_plus_ad_id: id, adgroup_id: id, ad_name: z.string() });
export const tiktokReportRowSchema = z.object({
  dimensions: z.record(z.string(), z.string()),
  metrics: z.record(z.string(), z.string()),
});

export type TikTokCampaign = z.infer<typeof tiktokCampaignSchema>;
export type TikTokAdgroup = z.infer<typeof tiktokAdgroupSchema>;
export type TikTokAd = z.infer<typeof tiktokAdSchema>;
type TikTokSmartPlusAd = z.infer<typeof tiktokSmartPlusAdSchema>;
export type TikTokReportRow = z.infer<typeof tiktokReportRowSchema>;

/** The fields each read asks for: only what the store keeps, so TikTok's pages stay small. */
export const CAMPAIGN_FIELDS = Object.keys(tiktokCampaignSchema.shape);
export const ADGROUP_FIELDS = Object.keys(tiktokAdgroupSchema.shape);
export const AD_FIELDS = Object.keys(tiktokAdSchema.shape);
export const SMART_PLUS_AD_FIELDS = Object.keys(tiktokSmartPlusAdSchema.shape);
/**
 * TikTok's BASIC report has no purchase value, link clicks or purchases among the metrics AdFleet reads: they are
 * stored as unknown (null), never as 0. Results come from the metric an ad group's optimization goal counts.
 */
export const REPORT_METRICS = ['spend', 'impressions', 'clicks', 'conversion'];

/** What an ad group's results count, by its optimization goal; a goal AdFleet has no name for is kept as TikTok's. */
const GOAL_KINDS: Readonly<Record<string, ResultKind>> = {
  CLICK: 'clicks',
  TRAFFIC_LANDING_PAGE_VIEW: 'landing_page_views',
  CONVERT: 'conversions',
  VALUE: 'conversions',
  LEAD_GENERATION: 'leads',
  REACH: 'reach',
  SHOW: 'impressions',
  ENGAGED_VIEW: 'video_views',
  VIDEO_VIEW: 'video_views',
};

export function resultKindOfGoal(goal: string | null | undefined): string | null {
  if (!goal) return null;
  return GOAL_KINDS[goal] ?? `tiktok:${goal}`;
}

/** The report metric that counts results of a kind; kinds it has none for have no count. */
const KIND_METRICS: Readonly<Partial<Record<string, string>>> = { clicks: 'clicks', conversions: 'conversion', leads: 'conversion', impressions: 'impressions' };

/** `operation_status` (what the advertiser set) in the names the lists show, as Meta's `status`. */
const OPERATION_STATUS: Record<string, string> = { ENABLE: 'ACTIVE', DISABLE: 'PAUSED' };

/**
 * `secondary_status` (what TikTok makes of it, parents included) in the names the lists show, as Meta's
 * `effective_status`; statuses Meta has no name for are kept as TikTok says them.
 */
const SECONDARY_STATUS: Record<string, string> = {
  CAMPAIGN_STATUS_ENABLE: 'ACTIVE',
  CAMPAIGN_STATUS_DISABLE: 'PAUSED',
  CAMPAIGN_STATUS_DELETE: 'DELETED',
  ADGROUP_STATUS_DELIVERY_OK: 'ACTIVE',
  ADGROUP_STATUS_DISABLE: 'PAUSED',
  ADGROUP_STATUS_CAMPAIGN_DISABLE: 'CAMPAIGN_PAUSED',
  ADGROUP_STATUS_DELETE: 'DELETED',
  ADGROUP_STATUS_CAMPAIGN_DELETE: 'DELETED',
  AD_STATUS_DELIVERY_OK: 'ACTIVE',
  AD_STATUS_DISABLE: 'PAUSED',
  AD_STATUS_CAMPAIGN_DISABLE: 'CAMPAIGN_PAUSED',
  AD_STATUS_ADGROUP_DISABLE: 'ADSET_PAUSED',
  AD_STATUS_DELETE: 'DELETED',
  AD_STATUS_CAMPAIGN_DELETE: 'DELETED',
  AD_STATUS_ADGROUP_DELETE: 'DELETED',
};

export function effectiveStatusName(secondaryStatus: string): string {
  return SECONDARY_STATUS[secondaryStatus] ?? secondaryStatus;
}

/** A deleted object keeps `operation_status` as it was; the list must say it is gone. */
export function statusName(operationStatus: string, secondaryStatus: string): string {
  if (effectiveStatusName(secondaryStatus) === 'DELETED') return 'DELETED';
  return OPERATION_STATUS[operationStatus] ?? operationStatus;
}

/** TikTok's times are UTC, `YYYY-MM-DD HH:MM:SS`. */
export function tiktokInstant(text: string): Date {
  return new Date(`${text.replace(' ', 'T')}Z`);
}

/** Budget modes spent by the day: a daily budget, and Smart+'s dynamic one (a daily average over each week). */
const DAILY_MODES = new Set(['BUDGET_MODE_DAY', 'BUDGET_MODE_DYNAMIC_DAILY_BUDGET']);

/**
 * TikTok's budget (currency units with decimals, by `budget_mode`) as the stored minor units: a daily budget, a
 * lifetime (TOTAL) budget, or none (INFINITE: the ad groups carry the budgets).
 */
export function budgetsOf(mode: string | null | undefined, amount: number | string | null | undefined, currency: string): { dailyBudget: string | null; lifetimeBudget: string | null } {
  const value = amount === null || amount === undefined || amount === '' ? NaN : Number(amount);
  const minor = Number.isFinite(value) && value > 0 ? String(majorToMinor(value, currency)) : null;
  if (mode && DAILY_MODES.has(mode)) return { dailyBudget: minor, lifetimeBudget: null };
  if (mode === 'BUDGET_MODE_TOTAL') return { dailyBudget: null, lifetimeBudget: minor };
  return { dailyBudget: null, lifetimeBudget: null };
}

/** A campaign of either of TikTok's families; `smartPlus` when `smart_plus/campaign/get/` listed it. */
export function toSyncedTikTokCampaign(campaign: TikTokCampaign, currency: string, smartPlus = false): SyncedCampaign {
  return {
    externalId: campaign.campaign_id,
    smartPlus,
    name: campaign.campaign_name,
    status: statusName(campaign.operation_status, campaign.secondary_status),
    effectiveStatus: effectiveStatusName(campaign.secondary_status),
    objective: campaign.objective_type ?? null,
    ...budgetsOf(campaign.budget_mode, campaign.budget, currency),
    createdAt: tiktokInstant(campaign.create_time),
    updatedAt: tiktokInstant(campaign.modify_time),
  };
}

export function toSyncedAdgroup(adgroup: TikTokAdgroup): SyncedAdSet {
  return {
    externalId: adgroup.adgroup_id,
    name: adgroup.adgroup_name,
    status: statusName(adgroup.operation_status, adgroup.secondary_status),
    effectiveStatus: effectiveStatusName(adgroup.secondary_status),
    campaignExternalId: adgroup.campaign_id,
    startTime: adgroup.schedule_start_time ? tiktokInstant(adgroup.schedule_start_time) : null,
    // An ad group scheduled "from now" runs on, whatever end time TikTok shows for it.
    endTime: adgroup.schedule_type === 'SCHEDULE_START_END' && adgroup.schedule_end_time ? tiktokInstant(adgroup.schedule_end_time) : null,
  };
}

export function toSyncedAd(ad: TikTokAd): SyncedAd {
  return { externalId: ad.ad_id, name: ad.ad_name, adSetExternalId: ad.adgroup_id };
}

export function toSyncedSmartPlusAd(ad: TikTokSmartPlusAd): SyncedAd {
  return { externalId: ad.smart_plus_ad_id, name: ad.ad_name, adSetExternalId: ad.adgroup_id };
}

/**
 * A daily report row (`stat_time_day` is `YYYY-MM-DD 00:00:00` in the advertiser's zone) as the stored metrics, its
 * results of `resultKind` (the kind of every ad group it covers, 'mixed' where they differ).
 */
export function toTikTokDailyMetrics(row: TikTokReportRow, resultKind: string | null): DailyMetrics {
  const count = (name: string) => {
    const value = Number(row.metrics[name] ?? 0);
    return Number.isFinite(value) ? Math.round(value) : 0;
  };
  const spend = row.metrics.spend;
  return {
    date: String(row.dimensions.stat_time_day ?? '').slice(0, 10),
    // Major units as TikTok prints them; kept exact.
    spend: spend !== undefined && spend !== '' && spend !== '-' && Number.isFinite(Number(spend)) ? spend : '0',
    impressions: count('impressions'),
    clicks: count('clicks'),
    conversions: count('conversion'),
    conversionValue: null,
    resultKind,
    results: resultKind && KIND_METRICS[resultKind] ? count(KIND_METRICS[resultKind]) : null,
    linkClicks: null,
    purchases: null,
    reach: null,
  };
}
