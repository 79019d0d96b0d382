import { z } from 'zod';
import { SMART_PROMOTION_TYPES } from '../routes/write-rules.ts';
import { parseGraphTime } from '../world/dates.ts';
import { type AdAccount, allocateId, type World } from '../world/world-types.ts';

const jsonObject = z.record(z.string(), z.unknown());
const status = z.enum(['ACTIVE', 'PAUSED']).default('ACTIVE');
const budget = z.number().int().min(1).optional();

/**
 * A campaign as Meta keeps one made before today's rules, in Graph's field names: an Advantage+ shopping or app
 * campaign of the old kind (`smart_promotion_type`), ad sets placed in Instagram Explore or Messenger Stories, creatives
 * with the Instagram field names v22.0 replaced. Such objects still exist in advertisers' accounts though no call may
 * make them any more, so clients meet them as sources.
 */
export const olderCampaignBody = z.object({
  name: z.string().min(1).max(400),
  objective: z.string().min(1),
  status,
  smart_promotion_type: z.enum(SMART_PROMOTION_TYPES).optional(),
  special_ad_categories: z.array(z.string()).default([]),
  daily_budget: budget,
  lifetime_budget: budget,
  bid_strategy: z.string().optional(),
  adsets: z
    .array(
      z.object({
        name: z.string().min(1).max(400),
        status,
        targeting: jsonObject,
        optimization_goal: z.string().default('LINK_CLICKS'),
        billing_event: z.string().default('IMPRESSIONS'),
        daily_budget: budget,
        lifetime_budget: budget,
        end_time: z.string().refine((value) => !Number.isNaN(parseGraphTime(value)), 'an ISO 8601 time').optional(),
        promoted_object: jsonObject.optional(),
        ads: z
          .array(z.object({ name: z.string().min(1).max(400), status, creative: z.object({ name: z.string().optional(), object_story_spec: jsonObject, url_tags: z.string().optional() }) }))
          .default([]),
      }),
    )
    .default([]),
});
export type OlderCampaign = z.infer<typeof olderCampaignBody>;

/**
 * Stores such a campaign in `account` as given: none of the version rules a Graph call meets is applied (that is the
 * point), and its ads have no delivery history, so no account's figures change. Answers the ids it made.
 */
export function plantOlderCampaign(world: World, account: AdAccount, body: OlderCampaign, now: number) {
  const campaignId = allocateId(world, '120');
  const common = { accountId: account.id, createdTime: now, updatedTime: now };
  world.campaigns[campaignId] = {
    ...common,
    id: campaignId,
    name: body.name,
    status: body.status,
    objective: body.objective,
    specialAdCategories: body.special_ad_categories,
    buyingType: 'AUCTION',
    startTime: now,
    ...(body.daily_budget !== undefined ? { dailyBudget: body.daily_budget } : {}),
    ...(body.lifetime_budget !== undefined ? { lifetimeBudget: body.lifetime_budget } : {}),
    ...(body.bid_strategy ? { bidStrategy: body.bid_strategy } : {}),
    ...(body.smart_promotion_type ? { smartPromotionType: body.smart_promotion_type } : {}),
  };
  const adsets = body.adsets.map((spec) => {
    const adsetId = allocateId(world, '120');
    world.adsets[adsetId] = {
      ...common,
      id: adsetId,
      campaignId,
      name: spec.name,
      status: spec.status,
      targeting: spec.targeting,
      optimizationGoal: spec.optimization_goal,
      billingEvent: spec.billing_event,
      startTime: now,
      ...(spec.daily_budget !== undefined ? { dailyBudget: spec.daily_budget } : {}),
      ...(spec.lifetime_budget !== undefined ? { lifetimeBudget: spec.lifetime_budget } : {}),
      ...(spec.end_time !== undefined ? { endTime: parseGraphTime(spec.end_time) } : {}),
      ...(spec.promoted_object ? { promotedObject: spec.promoted_object } : {}),
    };
    const ads = spec.ads.map((ad) => {
      const creativeId = allocateId(world, '120');
      world.creatives[creativeId] = {
        ...common,
        id: creativeId,
        name: ad.creative.name ?? `${ad.name} – creative`,
        status: 'ACTIVE',
        objectStorySpec: ad.creative.object_story_spec,
        ...(ad.creative.url_tags ? { urlTags: ad.creative.url_tags } : {}),
      };
      const adId = allocateId(world, '120');
      world.ads[adId] = { ...common, id: adId, adsetId, campaignId, creativeId, name: ad.name, status: ad.status };
      return { id: adId, creative_id: creativeId };
    });
    return { id: adsetId, ads };
  });
  return { id: campaignId, adsets };
}
