import { z } from 'zod';
import { errors } from '../errors/tiktok-errors.ts';
import type { SandboxState } from '../sandbox.ts';
import { tiktokTime } from '../world/dates.ts';
import { nextObjectId } from '../world/ids.ts';
import { type Ad, type AdGroup, type Advertiser, type Campaign, type CopyTask, isSmartPlus, type World } from '../world/world-types.ts';
import type { ApiRoute } from './api-route.ts';
import { advertiserFor, writableAdvertiser } from './authenticate.ts';
import { budgetMinorOf } from './budget.ts';
import { id, parseParams } from './params.ts';

/*
 * TikTok's asynchronous copy of an Upgraded Smart+ campaign (docs 1866528879472641, 1866529943741441, 1866529015923713):
 * one campaign of the advertiser named in the call, copied into that same advertiser, never another. The sandbox makes
 * the copy when the task is created and reports the task RUNNING until its moment has passed on the world's clock.
 */

const time = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Not a valid time (YYYY-MM-DD HH:MM:SS)');
const name = z.string().trim().min(1).max(512);
const status = z.enum(['ENABLE', 'DISABLE']);
const adEntry = z.object({ smart_plus_ad_id: id, operation_status: status.default('ENABLE'), ad_name: name.optional() });
const adgroupEntry = z.object({ adgroup_id: id, operation_status: status.default('ENABLE'), adgroup_name: name.optional(), budget: z.number().positive().optional(), ad_list: z.array(adEntry).min(1).max(30).optional() });
const createBody = z.object({
  advertiser_id: id,
  request_id: z.string().regex(/^\d{1,19}$/, 'Not a string of a 64-bit integer'),
  campaign_id: id,
  operation_status: status.default('DISABLE'),
  campaign_name: name.optional(),
  budget: z.number().positive().optional(),
  schedule_type: z.enum(['SCHEDULE_START_END', 'SCHEDULE_FROM_NOW']).optional(),
  schedule_start_time: time.optional(),
  schedule_end_time: time.optional(),
  deep_copy_mode: z.enum(['DEFAULT', 'CUSTOM']).default('DEFAULT'),
  adgroup_list: z.array(adgroupEntry).min(1).max(10).optional(),
});
const checkQuery = z.object({ advertiser_id: id, task_id: id });

/** The objectives a Smart+ campaign must have to be copied. */
const COPYABLE_OBJECTIVES = ['APP_PROMOTION', 'LEAD_GENERATION', 'WEB_CONVERSIONS'];
/** Per source campaign: undeleted ad groups, ads per ad group; and ads in the new campaign. */
const LIMITS = { adgroups: 10, adsPerAdgroup: 30, ads: 200 };
/** TikTok's words for a copy, or a part of one, that failed on its side. */
const INTERNAL_ERROR = 'Internal error. Please try again later.';
/** A source ad group's start may be up to 12 hours past; an earlier one cannot be copied without a new schedule. */
const PAST_START_MS = 12 * 3_600_000;

interface Chosen {
  adgroup: AdGroup;
  operationStatus: 'ENABLE' | 'DISABLE';
  name: string;
  budgetMinor: number;
  ads: Array<{ ad: Ad; operationStatus: 'ENABLE' | 'DISABLE'; name: string }>;
}

type Body = z.infer<typeof createBody>;

const liveAdgroupsOf = (world: World, campaign: Campaign) => Object.values(world.adgroups).filter((adgroup) => adgroup.campaignId === campaign.id && !adgroup.deleted);
const liveAdsOf = (world: World, adgroup: AdGroup) => Object.values(world.ads).filter((ad) => ad.adgroupId === adgroup.id && !ad.deleted);
const copiedAdName = (ad: Ad) => `COPIED_${ad.name}_${ad.id}`;

/** The source campaign, if it may be copied; a campaign of another advertiser is one this advertiser does not have (40007). */
function copyableSource(world: World, advertiser: Advertiser, campaignId: string): Campaign {
  const campaign = world.campaigns[campaignId];
  if (!campaign || campaign.advertiserId !== advertiser.id) throw errors.objectNotFound('campaign_id', campaignId, advertiser.id);
  if (!isSmartPlus(campaign)) throw errors.parameter(`campaign_id: ${campaignId} is not an Upgraded Smart+ campaign.`);
  if (campaign.deleted) throw errors.parameter(`campaign_id: ${campaignId} has been deleted and cannot be copied.`);
  if (!COPYABLE_OBJECTIVES.includes(campaign.objectiveType)) throw errors.parameter(`campaign_id: Only ${COPYABLE_OBJECTIVES.join(', ')} campaigns can be copied.`);
  const adgroups = liveAdgroupsOf(world, campaign);
  const ads = adgroups.map((adgroup) => liveAdsOf(world, adgroup).length);
  if (adgroups.length === 0 || ads.some((count) => count === 0)) throw errors.parameter('campaign_id: The campaign needs at least one undeleted ad group, each with at least one undeleted ad.');
  if (adgroups.length > LIMITS.adgroups || ads.some((count) => count > LIMITS.adsPerAdgroup)) {
    throw errors.parameter(`campaign_id: A campaign to copy has at most ${LIMITS.adgroups} undeleted ad groups of at most ${LIMITS.adsPerAdgroup} undeleted ads.`);
  }
  return campaign;
}

/** The one schedule asked for every new ad group, checked as TikTok documents it; undefined keeps each source's. */
function scheduleOverride(body: Body, now: Date): Pick<AdGroup, 'scheduleType' | 'scheduleStartTime' | 'scheduleEndTime'> | undefined {
  if (!body.schedule_type) return undefined;
  if (!body.schedule_start_time) throw errors.missing('schedule_start_time');
  if (body.schedule_start_time < tiktokTime(now.getTime() - PAST_START_MS)) throw errors.parameter('schedule_start_time: The start time can be at most 12 hours before now.');
  if (body.schedule_type === 'SCHEDULE_FROM_NOW') {
    if (body.schedule_end_time) throw errors.parameter('schedule_end_time: Not supported with SCHEDULE_FROM_NOW.');
    return { scheduleType: body.schedule_type, scheduleStartTime: body.schedule_start_time };
  }
  if (!body.schedule_end_time) throw errors.missing('schedule_end_time');
  if (body.schedule_end_time <= body.schedule_start_time) throw errors.parameter('schedule_end_time: The end time must be after the start time.');
  return { scheduleType: body.schedule_type, scheduleStartTime: body.schedule_start_time, scheduleEndTime: body.schedule_end_time };
}

/** What the copy takes: every undeleted ad group and ad as they are (DEFAULT), or those `adgroup_list` names (CUSTOM). */
function chosenOf(world: World, advertiser: Advertiser, source: Campaign, body: Body): Chosen[] {
  const live = liveAdgroupsOf(world, source);
  if (body.deep_copy_mode === 'DEFAULT') {
    return live.map((adgroup) => ({
      adgroup,
      operationStatus: adgroup.operationStatus,
      name: adgroup.name,
      budgetMinor: adgroup.budgetMinor,
      ads: liveAdsOf(world, adgroup).map((ad) => ({ ad, operationStatus: ad.operationStatus, name: copiedAdName(ad) })),
    }));
  }
  if (!body.adgroup_list) throw errors.missing('adgroup_list');
  const ownBudgets = !source.smartPlus?.budgetOptimizeOn;
  return body.adgroup_list.map((entry, index) => {
    const adgroup = live.find((candidate) => candidate.id === entry.adgroup_id);
    if (!adgroup) throw errors.parameter(`adgroup_list.${index}.adgroup_id: ${entry.adgroup_id} is not an undeleted ad group of campaign ${source.id}.`);
    if (!entry.ad_list) throw errors.missing(`adgroup_list.${index}.ad_list`);
    const ads = liveAdsOf(world, adgroup);
    return {
      adgroup,
      operationStatus: entry.operation_status,
      name: entry.adgroup_name ?? adgroup.name,
      // An ad group's own budget is taken only without campaign budget optimization.
      budgetMinor: ownBudgets && entry.budget !== undefined ? budgetMinorOf('adgroup', 'BUDGET_MODE_DAY', entry.budget, advertiser) : adgroup.budgetMinor,
      ads: entry.ad_list.map((adEntry, adIndex) => {
        const ad = ads.find((candidate) => candidate.id === adEntry.smart_plus_ad_id);
        if (!ad) throw errors.parameter(`adgroup_list.${index}.ad_list.${adIndex}.smart_plus_ad_id: ${adEntry.smart_plus_ad_id} is not an undeleted ad of ad group ${adgroup.id}.`);
        return { ad, operationStatus: adEntry.operation_status, name: adEntry.ad_name ?? copiedAdName(ad) };
      }),
    };
  });
}

/** The new campaign's budget: the one asked (a budget or a limit for its ad groups), else the source's. */
function campaignBudgetMinor(source: Campaign, body: Body, advertiser: Advertiser): number {
  if (body.budget === undefined) return source.budgetMinor;
  if (!source.smartPlus?.budgetOptimizeOn && source.budgetMode === 'BUDGET_MODE_INFINITE') throw errors.parameter('budget: The source campaign has no budget or budget limit to set.');
  return budgetMinorOf('campaign', 'BUDGET_MODE_DAY', body.budget, advertiser);
}

/** Every check first, then the copy, all in one call: a refused task makes nothing. */
function copyCampaign(state: SandboxState, advertiser: Advertiser, body: Body): CopyTask {
  const { world } = state;
  const now = state.now();
  const at = now.getTime();
  const source = copyableSource(world, advertiser, body.campaign_id);
  const schedule = scheduleOverride(body, now);
  const chosen = chosenOf(world, advertiser, source, body);
  const budgetMinor = campaignBudgetMinor(source, body, advertiser);
  if (chosen.reduce((sum, item) => sum + item.ads.length, 0) > LIMITS.ads) throw errors.parameter(`adgroup_list: At most ${LIMITS.ads} ads can be copied into the new campaign.`);
  if (state.config.smartPlusFailingCopies > 0) {
    state.config.smartPlusFailingCopies -= 1;
    const campaignErrors = [INTERNAL_ERROR];
    const adgroups = chosen.map((item) => ({ adgroupName: item.name, errors: campaignErrors, ads: item.ads.map((ad) => ({ adName: ad.name, errors: campaignErrors })) }));
    return { id: nextObjectId(world), advertiserId: advertiser.id, sourceCampaignId: source.id, createTime: at, readyAt: at + state.config.smartPlusCopyMs, failed: true, campaignName: body.campaign_name ?? `COPIED_${source.name}`, campaignErrors, adgroups };
  }

  const campaign: Campaign = { ...structuredClone(source), id: nextObjectId(world), name: body.campaign_name ?? `COPIED_${source.name}`, budgetMinor, operationStatus: body.operation_status, createTime: at, modifyTime: at };
  world.campaigns[campaign.id] = campaign;
  state.changed('campaigns', campaign.id);
  const earliestStart = tiktokTime(at - PAST_START_MS);
  // As a test asks, the copy's last ad group fails as TikTok's sometimes do, the rest made.
  const partial = state.config.smartPlusPartialCopies > 0;
  if (partial) state.config.smartPlusPartialCopies -= 1;
  const adgroups = chosen.map((item, index): CopyTask['adgroups'][number] => {
    const notCopied = (why: string) => ({ adgroupName: item.name, errors: [why], ads: item.ads.map((ad) => ({ adName: ad.name, errors: [why] })) });
    if (!schedule && item.adgroup.scheduleStartTime < earliestStart) return notCopied(`schedule_start_time: The start time ${item.adgroup.scheduleStartTime} has passed; copy it with a new schedule.`);
    if (partial && index === chosen.length - 1) return notCopied(INTERNAL_ERROR);
    const { scheduleEndTime: _sourceEnd, ...rest } = structuredClone(item.adgroup);
    const adgroup: AdGroup = {
      ...rest,
      ...(schedule ?? { scheduleType: item.adgroup.scheduleType, scheduleStartTime: item.adgroup.scheduleStartTime, ...(item.adgroup.scheduleEndTime ? { scheduleEndTime: item.adgroup.scheduleEndTime } : {}) }),
      id: nextObjectId(world),
      campaignId: campaign.id,
      name: item.name,
      budgetMinor: item.budgetMinor,
      operationStatus: item.operationStatus,
      createTime: at,
      modifyTime: at,
    };
    world.adgroups[adgroup.id] = adgroup;
    state.changed('adgroups', adgroup.id);
    const ads = item.ads.map(({ ad: sourceAd, operationStatus, name: adName }) => {
      const { deliveredFrom: _history, ...copied } = structuredClone(sourceAd);
      const ad: Ad = { ...copied, id: nextObjectId(world), campaignId: campaign.id, adgroupId: adgroup.id, name: adName, operationStatus, createTime: at, modifyTime: at };
      world.ads[ad.id] = ad;
      state.changed('ads', ad.id);
      return { adId: ad.id, adName, errors: [] };
    });
    return { adgroupId: adgroup.id, adgroupName: adgroup.name, errors: [], ads };
  });
  return { id: nextObjectId(world), advertiserId: advertiser.id, sourceCampaignId: source.id, createTime: at, readyAt: at + state.config.smartPlusCopyMs, campaignId: campaign.id, campaignName: campaign.name, campaignErrors: [], adgroups };
}

const smartPlusCopyTaskCreate: ApiRoute = {
  method: 'POST',
  path: '/smart_plus/campaign/copy/task/create/',
  needsToken: true,
  handle({ state, params, token }) {
    const body = parseParams(createBody, params);
    const advertiser = writableAdvertiser(state, token, body.advertiser_id);
    const task = copyCampaign(state, advertiser, body);
    state.world.copyTasks[task.id] = task;
    state.changed('copyTasks', task.id);
    return { task_id: task.id };
  },
};

/** RUNNING until the task's moment, then its result as TikTok reports one: per ad group and ad, with their errors. */
const smartPlusCopyTaskCheck: ApiRoute = {
  method: 'GET',
  path: '/smart_plus/campaign/copy/task/check/',
  needsToken: true,
  handle({ state, params, token }) {
    const query = parseParams(checkQuery, params);
    advertiserFor(state, token, query.advertiser_id);
    const task = state.world.copyTasks[query.task_id];
    if (!task || task.advertiserId !== query.advertiser_id) throw errors.objectNotFound('task_id', query.task_id, query.advertiser_id);
    if (state.now().getTime() < task.readyAt) return { task_status: 'RUNNING' };
    const ads = task.adgroups.flatMap((adgroup) => adgroup.ads);
    return {
      task_status: task.failed ? 'FAILURE' : 'SUCCESS',
      task_info: { total_ad_count: ads.length, success_ad_count: ads.filter((ad) => ad.errors.length === 0).length },
      task_result: {
        ...(task.campaignId ? { campaign_id: task.campaignId } : {}),
        campaign_name: task.campaignName,
        campaign_error_infos: task.campaignErrors,
        adgroup_result_list: task.adgroups.map((adgroup) => {
          const copied = adgroup.ads.filter((ad) => ad.errors.length === 0).length;
          return {
            ...(adgroup.adgroupId ? { adgroup_id: adgroup.adgroupId } : {}),
            adgroup_name: adgroup.adgroupName,
            total_ad_count: adgroup.ads.length,
            success_ad_count: copied,
            adgroup_error_list: adgroup.errors,
            ad_status: copied === adgroup.ads.length ? 'ALL_SUCCESS' : 'PARTIAL_SUCCESS',
            ad_result_list: adgroup.ads.map((ad) => ({ is_success: ad.errors.length === 0, ...(ad.adId ? { smart_plus_ad_id: ad.adId } : {}), ad_name: ad.adName, ad_error_list: ad.errors })),
          };
        }),
      },
    };
  },
};

export const smartPlusCopyTaskRoutes = [smartPlusCopyTaskCreate, smartPlusCopyTaskCheck];
