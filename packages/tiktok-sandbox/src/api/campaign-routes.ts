import { z } from 'zod';
import { errors } from '../errors/tiktok-errors.ts';
import { nextObjectId } from '../world/ids.ts';
import { type Campaign, isSmartPlus } from '../world/world-types.ts';
import type { ApiRoute } from './api-route.ts';
import { writableAdvertiser } from './authenticate.ts';
import { budgetMinorOf } from './budget.ts';
import { objectGetRoute } from './object-get.ts';
import { campaignView } from './object-views.ts';
import { id, parseParams } from './params.ts';
import { statusUpdateRoute } from './status-update.ts';

const OBJECTIVES = ['TRAFFIC', 'WEB_CONVERSIONS', 'REACH', 'VIDEO_VIEWS', 'LEAD_GENERATION', 'APP_PROMOTION', 'ENGAGEMENT', 'PRODUCT_SALES'] as const;
const budgetMode = z.enum(['BUDGET_MODE_DAY', 'BUDGET_MODE_TOTAL', 'BUDGET_MODE_INFINITE']);
const name = z.string().trim().min(1).max(512);

const createBody = z.object({
  advertiser_id: id,
  campaign_name: name,
  objective_type: z.enum(OBJECTIVES),
  budget_mode: budgetMode.default('BUDGET_MODE_INFINITE'),
  budget: z.number().positive().optional(),
  operation_status: z.enum(['ENABLE', 'DISABLE']).default('ENABLE'),
});
const updateBody = z.object({ advertiser_id: id, campaign_id: id, campaign_name: name.optional(), budget: z.number().positive().optional(), budget_mode: budgetMode.optional() });

const campaignCreate: ApiRoute = {
  method: 'POST',
  path: '/campaign/create/',
  needsToken: true,
  handle({ state, params, token }) {
    const body = parseParams(createBody, params);
    const advertiser = writableAdvertiser(state, token, body.advertiser_id);
    const budgetMinor = budgetMinorOf('campaign', body.budget_mode, body.budget, advertiser);
    const at = state.now().getTime();
    const campaign: Campaign = {
      id: nextObjectId(state.world),
      advertiserId: advertiser.id,
      name: body.campaign_name,
      objectiveType: body.objective_type,
      budgetMode: body.budget_mode,
      budgetMinor,
      operationStatus: body.operation_status,
      deleted: false,
      createTime: at,
      modifyTime: at,
    };
    state.world.campaigns[campaign.id] = campaign;
    state.changed('campaigns', campaign.id);
    return campaignView(state.world, campaign);
  },
};

/** Name and budget; the budget mode is fixed at creation, as at TikTok. */
const campaignUpdate: ApiRoute = {
  method: 'POST',
  path: '/campaign/update/',
  needsToken: true,
  handle({ state, params, token }) {
    const body = parseParams(updateBody, params);
    const advertiser = writableAdvertiser(state, token, body.advertiser_id);
    const campaign = state.world.campaigns[body.campaign_id];
    if (!campaign || campaign.advertiserId !== advertiser.id || isSmartPlus(campaign)) throw errors.notFound('campaign', body.campaign_id);
    if (campaign.deleted) throw errors.parameter(`campaign_id: ${campaign.id} has been deleted and cannot be changed.`);
    if (body.budget_mode && body.budget_mode !== campaign.budgetMode) throw errors.parameter('budget_mode: The budget mode cannot be changed after creation.');
    const budgetMinor = body.budget === undefined ? campaign.budgetMinor : budgetMinorOf('campaign', campaign.budgetMode, body.budget, advertiser);
    if (body.campaign_name !== undefined) campaign.name = body.campaign_name;
    campaign.budgetMinor = budgetMinor;
    campaign.modifyTime = state.now().getTime();
    state.changed('campaigns', campaign.id);
    return campaignView(state.world, campaign);
  },
};

export const campaignRoutes = [
  objectGetRoute({ path: '/campaign/get/', kind: 'campaign', table: (world) => world.campaigns, view: campaignView }),
  campaignCreate,
  campaignUpdate,
  statusUpdateRoute('/campaign/status/update/', 'campaigns', 'campaign_ids', (world) => world.campaigns),
];
