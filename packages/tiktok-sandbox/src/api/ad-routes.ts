import { z } from 'zod';
import { errors } from '../errors/tiktok-errors.ts';
import { nextObjectId } from '../world/ids.ts';
import { type Ad, type Advertiser, isSmartPlus, type World } from '../world/world-types.ts';
import type { ApiRoute } from './api-route.ts';
import { writableAdvertiser } from './authenticate.ts';
import { objectGetRoute } from './object-get.ts';
import { adView } from './object-views.ts';
import { id, parseParams } from './params.ts';
import { statusUpdateRoute } from './status-update.ts';

const creative = z.object({
  ad_name: z.string().trim().min(1).max(512),
  ad_format: z.enum(['SINGLE_IMAGE', 'SINGLE_VIDEO']),
  ad_text: z.string().trim().min(1).max(100),
  call_to_action: z.string().default('LEARN_MORE'),
  landing_page_url: z.url().optional(),
  display_name: z.string().trim().min(1).max(40).optional(),
  identity_type: z.string().default('CUSTOMIZED_USER'),
  image_ids: z.array(z.string().min(1)).max(10).optional(),
  video_id: z.string().optional(),
  operation_status: z.enum(['ENABLE', 'DISABLE']).default('ENABLE'),
});
const createBody = z.object({ advertiser_id: id, adgroup_id: id, creatives: z.array(creative).min(1).max(20) });
const updateCreative = z.object({
  ad_id: id,
  ad_name: z.string().trim().min(1).max(512).optional(),
  ad_text: z.string().trim().min(1).max(100).optional(),
  call_to_action: z.string().optional(),
  landing_page_url: z.url().optional(),
  display_name: z.string().trim().min(1).max(40).optional(),
  image_ids: z.array(z.string().min(1)).min(1).max(10).optional(),
});
const updateBody = z.object({ advertiser_id: id, adgroup_id: id, creatives: z.array(updateCreative).min(1).max(20) });

/** Images must be in this advertiser's library (uploaded there, or shared to it with creative/asset/share). */
function checkImages(world: World, advertiser: Advertiser, imageIds: string[], where: string) {
  for (const imageId of imageIds) {
    const image = world.images[imageId];
    if (!image || !image.advertiserIds.includes(advertiser.id)) throw errors.parameter(`${where}.image_ids: Image ${imageId} does not exist in advertiser ${advertiser.id}.`);
  }
}

function checkCreative(world: World, advertiser: Advertiser, given: z.infer<typeof creative>, where: string) {
  if (given.ad_format === 'SINGLE_VIDEO') throw errors.parameter(`${where}.video_id: Video ${given.video_id ?? ''} does not exist (the sandbox has no videos).`);
  if (!given.image_ids || given.image_ids.length === 0) throw errors.missing(`${where}.image_ids`);
  checkImages(world, advertiser, given.image_ids, where);
  if (given.identity_type === 'CUSTOMIZED_USER' && !given.display_name) throw errors.missing(`${where}.display_name`);
}

function liveAdgroup(world: World, advertiser: Advertiser, adgroupId: string) {
  const adgroup = world.adgroups[adgroupId];
  // An Upgraded Smart+ ad group is not one these endpoints know.
  if (!adgroup || adgroup.advertiserId !== advertiser.id || isSmartPlus(adgroup)) throw errors.notFound('adgroup', adgroupId);
  if (adgroup.deleted || world.campaigns[adgroup.campaignId]?.deleted) throw errors.parameter(`adgroup_id: ${adgroupId} has been deleted.`);
  return adgroup;
}

/** Up to 20 ads in one ad group; every creative is checked before any ad is made. */
const adCreate: ApiRoute = {
  method: 'POST',
  path: '/ad/create/',
  needsToken: true,
  handle({ state, params, token }) {
    const body = parseParams(createBody, params);
    const advertiser = writableAdvertiser(state, token, body.advertiser_id);
    const adgroup = liveAdgroup(state.world, advertiser, body.adgroup_id);
    body.creatives.forEach((given, index) => checkCreative(state.world, advertiser, given, `creatives.${index}`));
    const at = state.now().getTime();
    const made = body.creatives.map((given): Ad => {
      const ad: Ad = {
        id: nextObjectId(state.world),
        advertiserId: advertiser.id,
        campaignId: adgroup.campaignId,
        adgroupId: adgroup.id,
        name: given.ad_name,
        operationStatus: given.operation_status,
        deleted: false,
        createTime: at,
        modifyTime: at,
        adFormat: given.ad_format,
        adText: given.ad_text,
        callToAction: given.call_to_action,
        landingPageUrl: given.landing_page_url ?? '',
        displayName: given.display_name ?? '',
        identityType: given.identity_type,
        imageIds: given.image_ids ?? [],
      };
      state.world.ads[ad.id] = ad;
      state.changed('ads', ad.id);
      return ad;
    });
    return { ad_ids: made.map((ad) => ad.id), creatives: made.map((ad) => adView(state.world, ad)) };
  },
};

const adUpdate: ApiRoute = {
  method: 'POST',
  path: '/ad/update/',
  needsToken: true,
  handle({ state, params, token }) {
    const body = parseParams(updateBody, params);
    const advertiser = writableAdvertiser(state, token, body.advertiser_id);
    const adgroup = liveAdgroup(state.world, advertiser, body.adgroup_id);
    const found = body.creatives.map((given, index) => {
      const ad = state.world.ads[given.ad_id];
      if (!ad || ad.adgroupId !== adgroup.id) throw errors.notFound('ad', given.ad_id);
      if (ad.deleted) throw errors.parameter(`creatives.${index}.ad_id: ${ad.id} has been deleted and cannot be changed.`);
      if (given.image_ids) checkImages(state.world, advertiser, given.image_ids, `creatives.${index}`);
      return { ad, given };
    });
    const at = state.now().getTime();
    for (const { ad, given } of found) {
      if (given.ad_name !== undefined) ad.name = given.ad_name;
      if (given.ad_text !== undefined) ad.adText = given.ad_text;
      if (given.call_to_action !== undefined) ad.callToAction = given.call_to_action;
      if (given.landing_page_url !== undefined) ad.landingPageUrl = given.landing_page_url;
      if (given.display_name !== undefined) ad.displayName = given.display_name;
      if (given.image_ids !== undefined) ad.imageIds = given.image_ids;
      ad.modifyTime = at;
      state.changed('ads', ad.id);
    }
    return { ad_ids: found.map(({ ad }) => ad.id), creatives: found.map(({ ad }) => adView(state.world, ad)) };
  },
};

export const adRoutes = [
  objectGetRoute({ path: '/ad/get/', kind: 'ad', table: (world) => world.ads, view: adView }),
  adCreate,
  adUpdate,
  statusUpdateRoute('/ad/status/update/', 'ads', 'ad_ids', (world) => world.ads),
];
