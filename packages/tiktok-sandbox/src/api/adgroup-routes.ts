import { z } from 'zod';
import { errors } from '../errors/tiktok-errors.ts';
import { nextObjectId } from '../world/ids.ts';
import { type AdGroup, type Advertiser, isSmartPlus, type World } from '../world/world-types.ts';
import type { ApiRoute } from './api-route.ts';
import { writableAdvertiser } from './authenticate.ts';
import { budgetMinorOf } from './budget.ts';
import { objectGetRoute } from './object-get.ts';
import { adgroupView } from './object-views.ts';
import { id, parseParams } from './params.ts';
import { statusUpdateRoute } from './status-update.ts';

const time = z.string().regex(/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/, 'Not a valid time (YYYY-MM-DD HH:MM:SS)');
const name = z.string().trim().min(1).max(512);
const createBody = z.object({
  advertiser_id: id,
  campaign_id: id,
  adgroup_name: name,
  promotion_type: z.string().default('WEBSITE'),
  placement_type: z.enum(['PLACEMENT_TYPE_AUTOMATIC', 'PLACEMENT_TYPE_NORMAL']).default('PLACEMENT_TYPE_NORMAL'),
  placements: z.array(z.string()).default(['PLACEMENT_TIKTOK']),
  location_ids: z.array(id).min(1),
  budget_mode: z.enum(['BUDGET_MODE_DAY', 'BUDGET_MODE_TOTAL', 'BUDGET_MODE_INFINITE']),
  budget: z.number().positive().optional(),
  schedule_type: z.enum(['SCHEDULE_FROM_NOW', 'SCHEDULE_START_END']),
  schedule_start_time: time,
  schedule_end_time: time.optional(),
  optimization_goal: z.string().min(1),
  billing_event: z.string().min(1),
  bid_type: z.string().default('BID_TYPE_NO_BID'),
  pacing: z.enum(['PACING_MODE_SMOOTH', 'PACING_MODE_FAST']),
  operation_status: z.enum(['ENABLE', 'DISABLE']).default('ENABLE'),
});
const updateBody = z.object({ advertiser_id: id, adgroup_id: id, adgroup_name: name.optional(), budget: z.number().positive().optional(), schedule_end_time: time.optional(), location_ids: z.array(id).min(1).optional() });

function liveCampaign(world: World, advertiser: Advertiser, campaignId: string) {
  const campaign = world.campaigns[campaignId];
  // An Upgraded Smart+ campaign is not one these endpoints know.
  if (!campaign || campaign.advertiserId !== advertiser.id || isSmartPlus(campaign)) throw errors.notFound('campaign', campaignId);
  if (campaign.deleted) throw errors.parameter(`campaign_id: ${campaignId} has been deleted.`);
  return campaign;
}

const adgroupCreate: ApiRoute = {
  method: 'POST',
  path: '/adgroup/create/',
  needsToken: true,
  handle({ state, params, token }) {
    const body = parseParams(createBody, params);
    const advertiser = writableAdvertiser(state, token, body.advertiser_id);
    const campaign = liveCampaign(state.world, advertiser, body.campaign_id);
    if (body.schedule_type === 'SCHEDULE_START_END' && !(body.schedule_end_time && body.schedule_end_time > body.schedule_start_time)) {
      throw errors.parameter('schedule_end_time: SCHEDULE_START_END needs an end time after the start time.');
    }
    const budgetMinor = budgetMinorOf('adgroup', body.budget_mode, body.budget, advertiser);
    const at = state.now().getTime();
    const adgroup: AdGroup = {
      id: nextObjectId(state.world),
      advertiserId: advertiser.id,
      campaignId: campaign.id,
      name: body.adgroup_name,
      operationStatus: body.operation_status,
      deleted: false,
      createTime: at,
      modifyTime: at,
      budgetMode: body.budget_mode,
      budgetMinor,
      placementType: body.placement_type,
      placements: body.placements,
      locationIds: body.location_ids,
      scheduleType: body.schedule_type,
      scheduleStartTime: body.schedule_start_time,
      ...(body.schedule_end_time ? { scheduleEndTime: body.schedule_end_time } : {}),
      optimizationGoal: body.optimization_goal,
      billingEvent: body.billing_event,
      bidType: body.bid_type,
      pacing: body.pacing,
      promotionType: body.promotion_type,
    };
    state.world.adgroups[adgroup.id] = adgroup;
    state.changed('adgroups', adgroup.id);
    return adgroupView(state.world, adgroup);
  },
};

const adgroupUpdate: ApiRoute = {
  method: 'POST',
  path: '/adgroup/update/',
  needsToken: true,
  handle({ state, params, token }) {
    const body = parseParams(updateBody, params);
    const advertiser = writableAdvertiser(state, token, body.advertiser_id);
    const adgroup = state.world.adgroups[body.adgroup_id];
    if (!adgroup || adgroup.advertiserId !== advertiser.id || isSmartPlus(adgroup)) throw errors.notFound('adgroup', body.adgroup_id);
    if (adgroup.deleted) throw errors.parameter(`adgroup_id: ${adgroup.id} has been deleted and cannot be changed.`);
    const budgetMinor = body.budget === undefined ? adgroup.budgetMinor : budgetMinorOf('adgroup', adgroup.budgetMode, body.budget, advertiser);
    if (body.adgroup_name !== undefined) adgroup.name = body.adgroup_name;
    if (body.schedule_end_time !== undefined) adgroup.scheduleEndTime = body.schedule_end_time;
    if (body.location_ids !== undefined) adgroup.locationIds = body.location_ids;
    adgroup.budgetMinor = budgetMinor;
    adgroup.modifyTime = state.now().getTime();
    state.changed('adgroups', adgroup.id);
    return adgroupView(state.world, adgroup);
  },
};

export const adgroupRoutes = [
  objectGetRoute({ path: '/adgroup/get/', kind: 'adgroup', table: (world) => world.adgroups, view: adgroupView }),
  adgroupCreate,
  adgroupUpdate,
  statusUpdateRoute('/adgroup/status/update/', 'adgroups', 'adgroup_ids', (world) => world.adgroups),
];
