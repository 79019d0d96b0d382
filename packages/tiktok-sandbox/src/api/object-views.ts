import { minorPerMajor } from '../world/currencies.ts';
import { tiktokTime } from '../world/dates.ts';
import type { Ad, AdGroup, Campaign, World } from '../world/world-types.ts';

export const budgetOf = (minor: number, world: World, advertiserId: string) => minor / minorPerMajor(world.advertisers[advertiserId]?.currency ?? 'USD');

export function campaignStatus(campaign: Campaign): string {
  if (campaign.deleted) return 'CAMPAIGN_STATUS_DELETE';
  return campaign.operationStatus === 'DISABLE' ? 'CAMPAIGN_STATUS_DISABLE' : 'CAMPAIGN_STATUS_ENABLE';
}

export function adgroupStatus(world: World, adgroup: AdGroup): string {
  const campaign = world.campaigns[adgroup.campaignId];
  if (adgroup.deleted) return 'ADGROUP_STATUS_DELETE';
  if (campaign?.deleted) return 'ADGROUP_STATUS_CAMPAIGN_DELETE';
  if (adgroup.operationStatus === 'DISABLE') return 'ADGROUP_STATUS_DISABLE';
  if (campaign?.operationStatus === 'DISABLE') return 'ADGROUP_STATUS_CAMPAIGN_DISABLE';
  return 'ADGROUP_STATUS_DELIVERY_OK';
}

export function adStatus(world: World, ad: Ad): string {
  const adgroup = world.adgroups[ad.adgroupId];
  const campaign = world.campaigns[ad.campaignId];
  if (ad.deleted) return 'AD_STATUS_DELETE';
  if (campaign?.deleted) return 'AD_STATUS_CAMPAIGN_DELETE';
  if (adgroup?.deleted) return 'AD_STATUS_ADGROUP_DELETE';
  if (ad.operationStatus === 'DISABLE') return 'AD_STATUS_DISABLE';
  if (campaign?.operationStatus === 'DISABLE') return 'AD_STATUS_CAMPAIGN_DISABLE';
  if (adgroup?.operationStatus === 'DISABLE') return 'AD_STATUS_ADGROUP_DISABLE';
  return 'AD_STATUS_DELIVERY_OK';
}

export function campaignView(world: World, campaign: Campaign) {
  return {
    advertiser_id: campaign.advertiserId,
    campaign_id: campaign.id,
    campaign_name: campaign.name,
    campaign_type: 'REGULAR_CAMPAIGN',
    objective_type: campaign.objectiveType,
    budget_mode: campaign.budgetMode,
    budget: budgetOf(campaign.budgetMinor, world, campaign.advertiserId),
    operation_status: campaign.operationStatus,
    secondary_status: campaignStatus(campaign),
    is_new_structure: true,
    create_time: tiktokTime(campaign.createTime),
    modify_time: tiktokTime(campaign.modifyTime),
  };
}

export function adgroupView(world: World, adgroup: AdGroup) {
  return {
    advertiser_id: adgroup.advertiserId,
    campaign_id: adgroup.campaignId,
    adgroup_id: adgroup.id,
    adgroup_name: adgroup.name,
    placement_type: adgroup.placementType,
    placements: adgroup.placements,
    location_ids: adgroup.locationIds,
    budget_mode: adgroup.budgetMode,
    budget: budgetOf(adgroup.budgetMinor, world, adgroup.advertiserId),
    schedule_type: adgroup.scheduleType,
    schedule_start_time: adgroup.scheduleStartTime,
    schedule_end_time: adgroup.scheduleEndTime ?? null,
    optimization_goal: adgroup.optimizationGoal,
    billing_event: adgroup.billingEvent,
    bid_type: adgroup.bidType,
    pacing: adgroup.pacing,
    promotion_type: adgroup.promotionType,
    operation_status: adgroup.operationStatus,
    secondary_status: adgroupStatus(world, adgroup),
    create_time: tiktokTime(adgroup.createTime),
    modify_time: tiktokTime(adgroup.modifyTime),
  };
}

export function adView(world: World, ad: Ad) {
  return {
    advertiser_id: ad.advertiserId,
    campaign_id: ad.campaignId,
    adgroup_id: ad.adgroupId,
    ad_id: ad.id,
    ad_name: ad.name,
    ad_format: ad.adFormat,
    ad_text: ad.adText,
    call_to_action: ad.callToAction,
    landing_page_url: ad.landingPageUrl,
    display_name: ad.displayName,
    identity_type: ad.identityType,
    image_ids: ad.imageIds,
    video_id: null,
    operation_status: ad.operationStatus,
    secondary_status: adStatus(world, ad),
    create_time: tiktokTime(ad.createTime),
    modify_time: tiktokTime(ad.modifyTime),
  };
}
