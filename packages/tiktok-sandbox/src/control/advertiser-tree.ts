import { adgroupView, adView, campaignView } from '../api/object-views.ts';
import { smartPlusAdgroupView, smartPlusAdView, smartPlusCampaignView } from '../api/smart-plus-views.ts';
import { type Ad, type AdGroup, type Campaign, isSmartPlus, type World } from '../world/world-types.ts';

type View<T> = (world: World, item: T) => Record<string, unknown>;

/** One family's campaigns → ad groups → ads, each printed as that family's listing prints it. */
function campaignTrees(world: World, campaigns: Campaign[], views: { campaign: View<Campaign>; adgroup: View<AdGroup>; ad: View<Ad> }) {
  return campaigns.map((campaign) => ({
    ...views.campaign(world, campaign),
    adgroups: Object.values(world.adgroups)
      .filter((adgroup) => adgroup.campaignId === campaign.id)
      .map((adgroup) => ({ ...views.adgroup(world, adgroup), ads: Object.values(world.ads).filter((ad) => ad.adgroupId === adgroup.id).map((ad) => views.ad(world, ad)) })),
  }));
}

/**
 * Every object of one advertiser as a tree (campaigns → ad groups → ads), deleted ones included, to compare copies;
 * its Upgraded Smart+ campaigns apart, as TikTok lists them apart.
 */
export function advertiserTree(world: World, advertiserId: string) {
  const advertiser = world.advertisers[advertiserId];
  const campaigns = Object.values(world.campaigns).filter((campaign) => campaign.advertiserId === advertiserId);
  return {
    advertiser_id: advertiserId,
    name: advertiser?.name,
    currency: advertiser?.currency,
    timezone: advertiser?.timezone,
    campaigns: campaignTrees(world, campaigns.filter((campaign) => !isSmartPlus(campaign)), { campaign: campaignView, adgroup: adgroupView, ad: adView }),
    smart_plus_campaigns: campaignTrees(world, campaigns.filter(isSmartPlus), { campaign: smartPlusCampaignView, adgroup: smartPlusAdgroupView, ad: smartPlusAdView }),
    images: Object.values(world.images)
      .filter((image) => image.advertiserIds.includes(advertiserId))
      .map((image) => ({ image_id: image.id, material_id: image.materialId, owner_id: image.ownerId })),
  };
}
