import type { CloneStepKind } from '@adfleet/db';
import type { GraphParams } from '../../graph/index.ts';
import { type UserMessage, userMessage } from '../../messages/index.ts';
import { majorToMinor, minorToMajor } from '../../money/index.ts';
import { scaledBudgetMinor, type StepLink } from '../clone-plan.ts';
import { cloneDepth, type CloneOptions, includesPaused } from '../clone-request.ts';
import type { TikTokCloneSnapshot, TikTokSnapshotAd, TikTokSnapshotAdGroup } from './tiktok-clone-source.ts';

const DAY_MS = 86_400_000;
const INFINITE = 'BUDGET_MODE_INFINITE';
/** TikTok's paused: every object a clone creates is DISABLE, whatever the source's state. */
const TIKTOK_PAUSED = 'DISABLE';

export interface TikTokPlanInput {
  snapshot: TikTokCloneSnapshot;
  target: { advertiserId: string; campaignName: string; budgetMinor: number | string | null; currency: string };
  request: { budgetType: 'daily' | 'lifetime'; options?: CloneOptions | undefined };
  now: Date;
}

/** One create of a TikTok clone: `image` shares the image with the target, the others create what they name. */
export interface TikTokStepSpec {
  kind: Extract<CloneStepKind, 'image' | 'campaign' | 'adset' | 'ad'>;
  sourceId: string;
  /** The name the created object carries, which is also how a create whose answer was lost is found again. */
  name: string;
  /** The call's body (the same plain JSON parameters as Meta's, which `resolveParams` fills in). */
  params: GraphParams;
  links: readonly StepLink[];
}

export interface TikTokClonePlan {
  steps: TikTokStepSpec[];
  warnings: UserMessage[];
}

const tiktokTime = (at: Date) => at.toISOString().slice(0, 19).replace('T', ' ');
const parseTime = (text: string) => Date.parse(`${text.replace(' ', 'T')}Z`);
const budgetMode = (input: TikTokPlanInput) => (input.request.budgetType === 'daily' ? 'BUDGET_MODE_DAY' : 'BUDGET_MODE_TOTAL');
const major = (minor: number, currency: string) => minorToMajor(minor, currency);

/** The part of the source the options ask for: the chosen depth, DISABLE (paused) ad groups and ads left out when asked. */
export function tiktokOptionsSnapshot(snapshot: TikTokCloneSnapshot, options: CloneOptions | undefined): TikTokCloneSnapshot {
  const depth = cloneDepth(options);
  const keep = (item: { operation_status?: string | null | undefined }) => includesPaused(options) || item.operation_status !== TIKTOK_PAUSED;
  const adgroups = depth === 'campaign' ? [] : snapshot.adgroups.filter(keep);
  const adgroupIds = new Set(adgroups.map((adgroup) => adgroup.adgroup_id));
  const ads = depth === 'ads' ? snapshot.ads.filter((ad) => adgroupIds.has(ad.adgroup_id) && keep(ad)) : [];
  const imageIds = new Set(ads.flatMap((ad) => ad.image_ids));
  return { ...snapshot, adgroups, ads, images: snapshot.images.filter((image) => imageIds.has(image.image_id)) };
}

/**
 * A target advertiser's clone as TikTok calls, as deep as the options ask: the images shared first (unless the target
 * is the source's own advertiser), then campaign → ad groups → ads, every object DISABLE, the campaign named from the
 * template, the budget in the target's currency with TikTok's budget mode where the source kept its budget. Pure: the
 * executor sends exactly these parameters, filling in only the ids earlier creates give back.
 */
export function planTikTokClone(input: TikTokPlanInput): TikTokClonePlan {
  const snapshot = tiktokOptionsSnapshot(input.snapshot, input.request.options);
  const warnings: UserMessage[] = [];
  const advertiser_id = input.target.advertiserId;
  const campaignBudget = snapshot.campaign.budget_mode !== INFINITE;
  const campaign = { kind: 'campaign', sourceId: snapshot.campaign.campaign_id } as const;
  const shares = input.target.advertiserId === snapshot.sourceAdvertiserId ? [] : snapshot.images;
  const steps: TikTokStepSpec[] = [
    ...shares.map((image): TikTokStepSpec => ({ kind: 'image', sourceId: image.image_id, name: image.image_id, params: { material_id: image.material_id }, links: [] })),
    {
      ...campaign,
      name: input.target.campaignName,
      params: {
        advertiser_id,
        campaign_name: input.target.campaignName,
        objective_type: snapshot.campaign.objective_type,
        operation_status: TIKTOK_PAUSED,
        ...(campaignBudget ? { budget_mode: budgetMode(input), budget: major(Number(input.target.budgetMinor), input.target.currency) } : { budget_mode: INFINITE }),
      },
      links: [],
    },
    ...snapshot.adgroups.map((adgroup): TikTokStepSpec => ({
      kind: 'adset',
      sourceId: adgroup.adgroup_id,
      name: adgroup.adgroup_name,
      params: adgroupParams(input, adgroup, !campaignBudget, (warning) => warnings.push(warning)),
      links: [{ path: ['campaign_id'], from: campaign }],
    })),
    ...snapshot.ads.map((ad): TikTokStepSpec => ({
      kind: 'ad',
      sourceId: ad.ad_id,
      name: ad.ad_name,
      params: { advertiser_id, creatives: [adCreative(ad)] },
      links: [{ path: ['adgroup_id'], from: { kind: 'adset', sourceId: ad.adgroup_id } }],
    })),
  ];
  return { steps, warnings };
}

function adgroupParams(input: TikTokPlanInput, adgroup: TikTokSnapshotAdGroup, ownBudget: boolean, warn: (warning: UserMessage) => void): GraphParams {
  const now = input.now.getTime();
  const start = parseTime(adgroup.schedule_start_time) > now ? adgroup.schedule_start_time : tiktokTime(input.now);
  const total = ownBudget && input.request.budgetType === 'lifetime';
  let scheduleType = adgroup.schedule_type;
  let end = adgroup.schedule_end_time && parseTime(adgroup.schedule_end_time) > parseTime(start) ? adgroup.schedule_end_time : undefined;
  // TikTok spends a total budget only between a start and an end, so one is added, as Meta's lifetime ad sets get one.
  if ((total || scheduleType === 'SCHEDULE_START_END') && !end) {
    end = tiktokTime(new Date(parseTime(start) + 30 * DAY_MS));
    scheduleType = 'SCHEDULE_START_END';
    warn(userMessage('cloneWarnLifetimeEndAdded', { adSet: adgroup.adgroup_name, endDate: end.slice(0, 10) }));
  }
  return {
    advertiser_id: input.target.advertiserId,
    adgroup_name: adgroup.adgroup_name,
    operation_status: TIKTOK_PAUSED,
    location_ids: adgroup.location_ids,
    ...(adgroup.placement_type ? { placement_type: adgroup.placement_type } : {}),
    ...(adgroup.placements ? { placements: adgroup.placements } : {}),
    ...(adgroup.promotion_type ? { promotion_type: adgroup.promotion_type } : {}),
    ...(ownBudget ? { budget_mode: budgetMode(input), budget: adgroupBudget(input, adgroup) } : { budget_mode: INFINITE }),
    schedule_type: scheduleType,
    schedule_start_time: start,
    ...(scheduleType === 'SCHEDULE_START_END' && end ? { schedule_end_time: end } : {}),
    optimization_goal: adgroup.optimization_goal,
    billing_event: adgroup.billing_event,
    ...(adgroup.bid_type ? { bid_type: adgroup.bid_type } : {}),
    pacing: adgroup.pacing,
  };
}

/** With a multiplier, the source ad group's own budget scaled into the target's currency; else the request's amount. */
function adgroupBudget(input: TikTokPlanInput, adgroup: TikTokSnapshotAdGroup): number {
  const { currency } = input.target;
  const multiplier = input.request.options?.budgetMultiplier;
  const own = Number(adgroup.budget);
  if (multiplier === undefined || !(own > 0)) return major(Number(input.target.budgetMinor), currency);
  const sourceMinor = majorToMinor(own, input.snapshot.sourceCurrency);
  return major(scaledBudgetMinor(sourceMinor, input.snapshot.sourceCurrency, multiplier, currency), currency);
}

/** The ad's one creative as the source has it (identity kept), created DISABLE; the images are the shared ones, same ids. */
function adCreative(ad: TikTokSnapshotAd): GraphParams {
  const optional = (key: string, value: string | null | undefined) => (value ? { [key]: value } : {});
  return {
    ad_name: ad.ad_name,
    ad_format: ad.ad_format,
    ad_text: ad.ad_text,
    ...optional('call_to_action', ad.call_to_action),
    ...optional('landing_page_url', ad.landing_page_url),
    ...optional('display_name', ad.display_name),
    ...optional('identity_type', ad.identity_type),
    image_ids: ad.image_ids,
    operation_status: TIKTOK_PAUSED,
  };
}
