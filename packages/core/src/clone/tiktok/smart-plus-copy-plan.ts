import type { GraphParams } from '../../graph/index.ts';
import { type UserMessage, userMessage } from '../../messages/index.ts';
import { majorToMinor, minorToMajor } from '../../money/index.ts';
import { scaledBudgetMinor } from '../clone-plan.ts';
import { cloneDepth, type CloneOptions, includesPaused } from '../clone-request.ts';
import type { SmartPlusCloneSnapshot } from './smart-plus-clone-source.ts';

/** TikTok's paused: the copy and every ad group and ad in it are DISABLE, whatever the source's state. */
const TIKTOK_PAUSED = 'DISABLE';
const INFINITE = 'BUDGET_MODE_INFINITE';
/** An ad group's start may be up to 12 hours past for TikTok to copy it as it is; an earlier one needs a new schedule. */
const PAST_START_MS = 12 * 3_600_000;

const tiktokTime = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');
const parseTime = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);

/**
 * The part of a Smart+ source the options keep: its DISABLE (paused) ad groups and ads left out when asked. TikTok
 * copies a Smart+ campaign with its ad groups and ads or not at all, so a clone that leaves them out keeps none.
 */
export function smartPlusOptionsSnapshot(snapshot: SmartPlusCloneSnapshot, options: CloneOptions | undefined): SmartPlusCloneSnapshot {
  const keep = (item: { operation_status?: string | null | undefined }) => includesPaused(options) || item.operation_status !== TIKTOK_PAUSED;
  const withAds = cloneDepth(options) === 'ads';
  const ads = withAds ? snapshot.ads.filter(keep) : [];
  const adgroups = withAds ? snapshot.adgroups.filter((adgroup) => keep(adgroup) && ads.some((ad) => ad.adgroup_id === adgroup.adgroup_id)) : [];
  const adgroupIds = new Set(adgroups.map((adgroup) => adgroup.adgroup_id));
  return { ...snapshot, adgroups, ads: ads.filter((ad) => adgroupIds.has(ad.adgroup_id)) };
}

/** Whether the budget sits on the campaign (campaign budget optimization, or a limit for all its ad groups). */
export const smartPlusCampaignHoldsBudget = (campaign: SmartPlusCloneSnapshot['campaign']) => campaign.budget_optimize_on === true || campaign.budget_mode !== INFINITE;

export interface SmartPlusCopyInput {
  snapshot: SmartPlusCloneSnapshot;
  target: { advertiserId: string; campaignName: string; budgetMinor: number | string | null; currency: string };
  request: { options?: CloneOptions | undefined };
  now: Date;
  /** TikTok's idempotency key for the call, the same for every attempt of one copy. */
  requestId: string;
}

export interface SmartPlusCopyPlan {
  /** `smart_plus/campaign/copy/task/create/`'s body. */
  body: GraphParams;
  warnings: UserMessage[];
}

/**
 * The one call that asks TikTok to copy a Smart+ campaign (CUSTOM mode, so every ad group and ad copied is named,
 * DISABLE and keeps its name): the copy DISABLE, named from the template, with the target's budget where the campaign
 * holds it, else each ad group's. Ad groups that started more than 12 hours ago are copied from now, since TikTok
 * would not copy their schedule; one that had an end runs on without it, and its row says so. Pure.
 */
export function planSmartPlusCopy(input: SmartPlusCopyInput): SmartPlusCopyPlan {
  const snapshot = smartPlusOptionsSnapshot(input.snapshot, input.request.options);
  const { currency } = input.target;
  const warnings: UserMessage[] = [];
  const campaignBudget = smartPlusCampaignHoldsBudget(snapshot.campaign);
  const targetBudget = minorToMajor(Number(input.target.budgetMinor), currency);
  const startedLongAgo = snapshot.adgroups.some((adgroup) => parseTime(adgroup.schedule_start_time) < input.now.getTime() - PAST_START_MS);
  if (startedLongAgo) {
    for (const adgroup of snapshot.adgroups) {
      if (adgroup.schedule_type === 'SCHEDULE_START_END' && adgroup.schedule_end_time) warnings.push(userMessage('cloneWarnSmartPlusRunsOn', { adSet: adgroup.adgroup_name }));
    }
  }
  const adgroupBudget = (own: string | number | null | undefined): number => {
    const multiplier = input.request.options?.budgetMultiplier;
    const amount = Number(own);
    if (multiplier === undefined || !(amount > 0)) return targetBudget;
    return minorToMajor(scaledBudgetMinor(majorToMinor(amount, snapshot.sourceCurrency), snapshot.sourceCurrency, multiplier, currency), currency);
  };
  return {
    body: {
      advertiser_id: input.target.advertiserId,
      request_id: input.requestId,
      campaign_id: snapshot.campaign.campaign_id,
      campaign_name: input.target.campaignName,
      operation_status: TIKTOK_PAUSED,
      ...(campaignBudget ? { budget: targetBudget } : {}),
      ...(startedLongAgo ? { schedule_type: 'SCHEDULE_FROM_NOW', schedule_start_time: tiktokTime(input.now) } : {}),
      deep_copy_mode: 'CUSTOM',
      adgroup_list: snapshot.adgroups.map((adgroup) => ({
        adgroup_id: adgroup.adgroup_id,
        adgroup_name: adgroup.adgroup_name,
        operation_status: TIKTOK_PAUSED,
        ...(campaignBudget ? {} : { budget: adgroupBudget(adgroup.budget) }),
        ad_list: snapshot.ads
          .filter((ad) => ad.adgroup_id === adgroup.adgroup_id)
          .map((ad) => ({ smart_plus_ad_id: ad.smart_plus_ad_id, ad_name: ad.ad_name, operation_status: TIKTOK_PAUSED })),
      })),
    },
    warnings,
  };
}
