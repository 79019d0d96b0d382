import { tiktokTime } from '../world/dates.ts';
import { hashSeed } from '../world/prng.ts';
import type { Ad, AdGroup, Campaign, World } from '../world/world-types.ts';
import { adgroupStatus, adStatus, budgetOf, campaignStatus } from './object-views.ts';

/*
 * Upgraded Smart+ objects as `smart_plus/campaign|adgroup|ad/get/` print them (TikTok's reference, docs 1843312818332930,
 * 1843314879617026 and 1843317378982914), with the fields the sandbox's objects have; the README says which it infers.
 */

export function smartPlusCampaignView(world: World, campaign: Campaign) {
  const smartPlus = campaign.smartPlus ?? { budgetOptimizeOn: false, adgroupMode: 'MULTIPLE' };
  return {
    advertiser_id: campaign.advertiserId,
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    campaign_type: 'REGULAR_CAMPAIGN',
    objective_type: campaign.objectiveType,
    ...(smartPlus.salesDestination ? { sales_destination: smartPlus.salesDestination } : {}),
    catalog_enabled: false,
    budget_optimize_on: smartPlus.budgetOptimizeOn,
    budget_mode: campaign.budgetMode,
    budget: budgetOf(campaign.budgetMinor, world, campaign.advertiserId),
    operation_status: campaign.operationStatus,
    secondary_status: campaignStatus(campaign),
    smart_plus_adgroup_mode: smartPlus.adgroupMode,
    create_time: tiktokTime(campaign.createTime),
    modify_time: tiktokTime(campaign.modifyTime),
  };
}

export function smartPlusAdgroupView(world: World, adgroup: AdGroup) {
  return {
    advertiser_id: adgroup.advertiserId,
    campaign_id: adgroup.campaignId,
    campaign_name: world.campaigns[adgroup.campaignId]?.name ?? '',
    adgroup_id: adgroup.id,
    adgroup_name: adgroup.name,
    promotion_type: adgroup.promotionType,
    optimization_goal: adgroup.optimizationGoal,
    billing_event: adgroup.billingEvent,
    bid_type: adgroup.bidType,
    pacing: adgroup.pacing,
    budget_mode: adgroup.budgetMode,
    budget: budgetOf(adgroup.budgetMinor, world, adgroup.advertiserId),
    schedule_type: adgroup.scheduleType,
    schedule_start_time: adgroup.scheduleStartTime,
    schedule_end_time: adgroup.scheduleEndTime ?? null,
    targeting_optimization_mode: adgroup.smartPlus?.targetingOptimizationMode ?? 'AUTOMATIC',
    targeting_spec: { location_ids: adgroup.locationIds },
    placement_type: adgroup.placementType,
    placements: adgroup.placements,
    operation_status: adgroup.operationStatus,
    secondary_status: adgroupStatus(world, adgroup),
    create_time: tiktokTime(adgroup.createTime),
    modify_time: tiktokTime(adgroup.modifyTime),
  };
}

/** An id TikTok makes for each creative of an ad (`ad_material_id`), the same every time it is listed. */
const materialIdOf = (ad: Ad, itemId: string) => `7${String(hashSeed(ad.id, itemId)).padStart(18, '0')}`;

export function smartPlusAdView(world: World, ad: Ad) {
  const spark = ad.smartPlus ?? { identityId: '', tiktokItemIds: [] };
  return {
    advertiser_id: ad.advertiserId,
    campaign_id: ad.campaignId,
    campaign_name: world.campaigns[ad.campaignId]?.name ?? '',
    adgroup_id: ad.adgroupId,
    adgroup_name: world.adgroups[ad.adgroupId]?.name ?? '',
    smart_plus_ad_id: ad.id,
    ad_name: ad.name,
    operation_status: ad.operationStatus,
    secondary_status: adStatus(world, ad),
    creative_list: spark.tiktokItemIds.map((itemId) => ({
      ad_material_id: materialIdOf(ad, itemId),
      material_operation_status: 'ENABLE',
      creative_info: { ad_format: ad.adFormat, identity_type: ad.identityType, identity_id: spark.identityId, tiktok_item_id: itemId },
    })),
    ad_text_list: ad.adText ? [{ ad_text: ad.adText }] : [],
    landing_page_url_list: ad.landingPageUrl ? [{ landing_page_url: ad.landingPageUrl }] : [],
    ad_configuration: {},
    create_time: tiktokTime(ad.createTime),
    modify_time: tiktokTime(ad.modifyTime),
  };
}
