import { type AdAccountRow, MIXED_RESULT_KIND } from '@adfleet/db';
import type { AccountRead, AccountReader, AccountReadRanges } from '../sync/account-read.ts';
import { AD_SET_BACKFILL_DAYS } from '../sync/ad-set-sync-step.ts';
import { addDays, isDayBefore } from '../dates/day.ts';
import type { TikTokCall, TikTokClient } from './tiktok-client.ts';
import {
  AD_FIELDS,
  ADGROUP_FIELDS,
  CAMPAIGN_FIELDS,
  REPORT_METRICS,
  resultKindOfGoal,
  SMART_PLUS_AD_FIELDS,
  type TikTokAdgroup,
  type TikTokReportRow,
  tiktokAdgroupSchema,
  tiktokAdSchema,
  tiktokCampaignSchema,
  tiktokReportRowSchema,
  tiktokSmartPlusAdSchema,
  toSyncedAd,
  toSyncedAdgroup,
  toSyncedSmartPlusAd,
  toSyncedTikTokCampaign,
  toTikTokDailyMetrics,
} from './tiktok-sync-mapping.ts';

type DayRange = { since: string; until: string };

/** TikTok serves a daily (`stat_time_day`) report of at most 30 days. */
const DAILY_REPORT_DAYS = 30;

/**
 * A listing leaves deleted objects out unless `secondary_status` asks for them, and takes one status at a time; their
 * spend is still in the reports, and a report must name whatever spent, so each deleted status is read too.
 */
const DELETED_STATUSES = {
  campaign: ['CAMPAIGN_STATUS_DELETE'],
  adgroup: ['ADGROUP_STATUS_DELETE', 'ADGROUP_STATUS_CAMPAIGN_DELETE'],
  ad: ['AD_STATUS_DELETE', 'AD_STATUS_CAMPAIGN_DELETE', 'AD_STATUS_ADGROUP_DELETE'],
} as const;

/** Upgraded Smart+ listings leave deleted objects out unless `primary_status` asks for all, which one read then does. */
const EVERY_SMART_PLUS_STATUS = { primary_status: 'STATUS_ALL' };
/** `smart_plus/ad/get/` pages by at most 100. */
const SMART_PLUS_AD_PAGE_SIZE = 100;

const LEVELS = { advertiser: ['AUCTION_ADVERTISER', 'advertiser_id'], campaign: ['AUCTION_CAMPAIGN', 'campaign_id'], adgroup: ['AUCTION_ADGROUP', 'adgroup_id'] } as const;

/** Whole-day windows of at most `days` days covering the range, oldest first. */
export function dayWindows(range: DayRange, days: number): DayRange[] {
  const windows: DayRange[] = [];
  for (let since = range.since; !isDayBefore(range.until, since); since = addDays(since, days)) {
    const until = addDays(since, days - 1);
    windows.push({ since, until: isDayBefore(until, range.until) ? until : range.until });
  }
  return windows;
}

/**
 * TikTok's side of the sync (ADR 0053): every campaign, ad group and ad of the advertiser (every status; TikTok offers
 * no filter on modification time, so each sync reads the whole tree, which is small next to the reports), its
 * Upgraded Smart+ ones too (listed only by their own endpoints, while their delivery is in the same reports), and
 * daily BASIC reports at advertiser, campaign and ad-group level in windows of 30 days (90 days the first time, then
 * the recent days), every page, only the metrics stored. Days are the advertiser's, as TikTok reports them.
 */
export function tiktokAccountReader(client: TikTokClient): AccountReader {
  return async (account, accessToken, ranges, signal) => {
    // The reads run side by side and one failing fails the attempt: the others stop with it, so none of its calls runs
    // on beside the queue's retry of the same account or takes the limits' room from other jobs.
    const attempt = new AbortController();
    const call: TikTokCall = { accessToken, signal: signal ? AbortSignal.any([signal, attempt.signal]) : attempt.signal };
    try {
      return await readAdvertiser(client, account, ranges, call);
    } catch (error) {
      attempt.abort(error);
      throw error;
    }
  };
}

async function readAdvertiser(client: TikTokClient, account: AdAccountRow, ranges: AccountReadRanges, call: TikTokCall): Promise<AccountRead> {
  const advertiser_id = account.ad_account_id;
  const everyStatus = async (path: string, fields: string[], deleted: readonly string[]) => {
    const reads = [undefined, ...deleted].map((status) =>
      client.allPages<unknown>(path, { advertiser_id, fields, ...(status ? { filtering: { secondary_status: status } } : {}) }, call),
    );
    return (await Promise.all(reads)).flat();
  };
  const report = async (level: keyof typeof LEVELS, range: DayRange): Promise<TikTokReportRow[]> => {
    const [dataLevel, dimension] = LEVELS[level];
    const pages = await Promise.all(
      dayWindows(range, DAILY_REPORT_DAYS).map((window) =>
        client.allPages<unknown>(
          '/report/integrated/get/',
          { advertiser_id, report_type: 'BASIC', data_level: dataLevel, dimensions: [dimension, 'stat_time_day'], metrics: REPORT_METRICS, start_date: window.since, end_date: window.until },
          call,
        ),
      ),
    );
    return pages.flat().map((row) => tiktokReportRowSchema.parse(row));
  };
  const smartPlus = (path: string, fields: string[], pageSize?: number) => client.allPages<unknown>(path, { advertiser_id, fields, filtering: EVERY_SMART_PLUS_STATUS }, call, pageSize);
  const adSetBackfill = account.adset_insights_backfilled_at === null;
  const adSetRange = adSetRangeOf(ranges, adSetBackfill);
  const [campaigns, adgroups, ads, smartPlusCampaigns, smartPlusAdgroups, smartPlusAds, accountRows, campaignRows, adgroupRows] = await Promise.all([
    everyStatus('/campaign/get/', CAMPAIGN_FIELDS, DELETED_STATUSES.campaign),
    everyStatus('/adgroup/get/', ADGROUP_FIELDS, DELETED_STATUSES.adgroup),
    everyStatus('/ad/get/', AD_FIELDS, DELETED_STATUSES.ad),
    smartPlus('/smart_plus/campaign/get/', CAMPAIGN_FIELDS),
    smartPlus('/smart_plus/adgroup/get/', ADGROUP_FIELDS),
    smartPlus('/smart_plus/ad/get/', SMART_PLUS_AD_FIELDS, SMART_PLUS_AD_PAGE_SIZE),
    report('advertiser', ranges.insights),
    report('campaign', ranges.insights),
    report('adgroup', adSetRange),
  ]);
  const parsedAdgroups = [...adgroups, ...smartPlusAdgroups].map((item) => tiktokAdgroupSchema.parse(item));
  const kinds = resultKindsOf(parsedAdgroups);
  const keyed = <K extends string>(rows: TikTokReportRow[], dimension: 'campaign_id' | 'adgroup_id', key: K) =>
    rows.flatMap((row) => {
      const external = row.dimensions[dimension];
      return external ? [{ ...toTikTokDailyMetrics(row, kinds.get(`${dimension}:${external}`) ?? null), [key]: external } as ReturnType<typeof toTikTokDailyMetrics> & Record<K, string>] : [];
    });
  return {
    campaigns: [
      ...campaigns.map((item) => toSyncedTikTokCampaign(tiktokCampaignSchema.parse(item), account.currency)),
      ...smartPlusCampaigns.map((item) => toSyncedTikTokCampaign(tiktokCampaignSchema.parse(item), account.currency, true)),
    ],
    accountRows: accountRows.map((row) => toTikTokDailyMetrics(row, kinds.get('advertiser') ?? null)),
    campaignRows: keyed(campaignRows, 'campaign_id', 'campaignExternalId'),
    adSets: parsedAdgroups.map(toSyncedAdgroup),
    ads: [...ads.map((item) => toSyncedAd(tiktokAdSchema.parse(item))), ...smartPlusAds.map((item) => toSyncedSmartPlusAd(tiktokSmartPlusAdSchema.parse(item)))],
    adSetRows: keyed(adgroupRows, 'adgroup_id', 'adSetExternalId'),
    adSetBackfill,
  };
}

/**
 * The result kind of each ad group and campaign (keyed by report dimension and id) and of the advertiser: an ad
 * group's goal's, and above it the one kind all its ad groups share, or 'mixed'.
 */
function resultKindsOf(adgroups: readonly TikTokAdgroup[]): Map<string, string> {
  const kinds = new Map<string, string>();
  const meet = (key: string, kind: string) => {
    const known = kinds.get(key);
    kinds.set(key, known === undefined || known === kind ? kind : MIXED_RESULT_KIND);
  };
  for (const adgroup of adgroups) {
    const kind = resultKindOfGoal(adgroup.optimization_goal);
    if (kind === null) continue;
    kinds.set(`adgroup_id:${adgroup.adgroup_id}`, kind);
    meet(`campaign_id:${adgroup.campaign_id}`, kind);
    meet('advertiser', kind);
  }
  return kinds;
}

function adSetRangeOf(ranges: AccountReadRanges, backfill: boolean): DayRange {
  return { since: addDays(ranges.today, -((backfill ? AD_SET_BACKFILL_DAYS : ranges.recentDays) - 1)), until: ranges.today };
}
