import { adgroupView, adView, campaignView } from '../api/object-views.ts';
import type { World } from '../world/world-types.ts';

/** Every object of one advertiser as a tree (campaigns → ad groups → ads), deleted ones included, to compare copies. */
export function advertiserTree(world: World, advertiserId: string) {
  const advertiser = world.advertisers[advertiserId];
  const campaigns = Object.values(world.campaigns).filter((campaign) => campaign.advertiserId === advertiserId);
  return {
    advertiser_id: advertiserId,
    name: advertiser?.name,
    currency: advertiser?.currency,
    timezone: advertiser?.timezone,
    campaigns: campaigns.map((campaign) => ({
      ...campaignView(world, campaign),
      adgroups: Object.values(world.adgroups)
        .filter((adgroup) => adgroup.campaignId === campaign.id)
        .map((adgroup) => ({ ...adgroupView(world, adgroup), ads: Object.values(world.ads).filter((ad) => ad.adgroupId === adgroup.id).map((ad) => adView(world, ad)) })),
    })),
    images: Object.values(world.images)
      .filter((image) => image.advertiserIds.includes(advertiserId))
      .map((image) => ({ image_id: image.id, material_id: image.materialId, owner_id: image.ownerId })),
  };
}
