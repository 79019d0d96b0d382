import { createHash } from 'node:crypto';
import { errors } from '../errors/graph-errors.ts';
import { imageUrl } from '../graph/graph-nodes.ts';
import type { CallContext, RouteDef } from '../graph/graph-types.ts';
import { oneOf, optionalInt, optionalJson, optionalObject, optionalString, requiredString, validateOnly } from '../graph/params.ts';
import { resolveNode } from '../graph/resolve-node.ts';
import { record } from '../world/records.ts';
import { allocateId, type AdImage, type AdSet, type Campaign } from '../world/world-types.ts';
import {
  BID_STRATEGIES,
  BILLING_EVENTS,
  checkAudiences,
  checkBudgetLevel,
  checkDsa,
  checkPage,
  checkPixel,
  imageHashesIn,
  OBJECTIVES,
  OPTIMIZATION_GOALS,
  optionalTime,
  readBudgets,
  refuseLegacyAdvantagePlus,
  refuseOldInstagramNames,
  SMART_PROMOTION_TYPES,
  SPECIAL_AD_CATEGORIES,
  writableAccount,
} from './write-rules.ts';
import { targetingUnderRules } from './targeting-rules.ts';

const CREATE_STATUSES = ['ACTIVE', 'PAUSED'] as const;

/** Runs every check, then either creates (returns {id}) or, with validate_only, answers {success:true}. */
function created(ctx: CallContext, create: () => string) {
  if (validateOnly(ctx.params)) return { success: true };
  return { id: create() };
}

function createCampaign(ctx: CallContext) {
  const account = writableAccount(ctx);
  const name = requiredString(ctx.params, 'name');
  const objective = requiredString(ctx.params, 'objective');
  if (!(OBJECTIVES as readonly string[]).includes(objective)) throw errors.invalidParam(`(#100) Param objective must be one of {${OBJECTIVES.join(', ')}}`);
  if (ctx.params.special_ad_categories === undefined) throw errors.required('special_ad_categories');
  const categories = optionalJson<unknown>(ctx.params, 'special_ad_categories') ?? [];
  if (!Array.isArray(categories) || categories.some((category) => !(SPECIAL_AD_CATEGORIES as readonly string[]).includes(String(category)))) {
    throw errors.invalidParam(`(#100) Param special_ad_categories[0] must be one of {${SPECIAL_AD_CATEGORIES.join(', ')}}`);
  }
  const status = oneOf(ctx.params, 'status', CREATE_STATUSES) ?? 'ACTIVE';
  const budgets = readBudgets(ctx, account);
  const bidStrategy = oneOf(ctx.params, 'bid_strategy', BID_STRATEGIES);
  const buyingType = oneOf(ctx.params, 'buying_type', ['AUCTION', 'RESERVED']) ?? 'AUCTION';
  const spendCap = optionalInt(ctx.params, 'spend_cap');
  const smartPromotionType = oneOf(ctx.params, 'smart_promotion_type', SMART_PROMOTION_TYPES);
  refuseLegacyAdvantagePlus(ctx, smartPromotionType, 'created');
  return created(ctx, () => {
    const now = ctx.now.getTime();
    const id = allocateId(ctx.world, '120');
    ctx.world.campaigns[id] = {
      id,
      accountId: account.id,
      name,
      status,
      objective,
      specialAdCategories: categories.map(String).filter((category) => category !== 'NONE'),
      buyingType,
      createdTime: now,
      updatedTime: now,
      startTime: optionalTime(ctx, 'start_time') ?? now,
      ...budgets,
      ...(bidStrategy ? { bidStrategy } : budgets.dailyBudget || budgets.lifetimeBudget ? { bidStrategy: 'LOWEST_COST_WITHOUT_CAP' } : {}),
      ...(spendCap !== undefined ? { spendCap } : {}),
      ...(smartPromotionType ? { smartPromotionType } : {}),
    } satisfies Campaign;
    return id;
  });
}

function createAdSet(ctx: CallContext) {
  const account = writableAccount(ctx);
  const name = requiredString(ctx.params, 'name');
  const campaignId = requiredString(ctx.params, 'campaign_id');
  const campaign = ctx.world.campaigns[campaignId];
  if (!campaign || campaign.accountId !== account.id || campaign.status === 'DELETED') {
    throw errors.invalid('Campaign Does Not Exist', `The campaign ${campaignId} doesn't exist in the ad account act_${account.id}.`);
  }
  const billingEvent = oneOf(ctx.params, 'billing_event', BILLING_EVENTS);
  if (!billingEvent) throw errors.required('billing_event');
  const optimizationGoal = oneOf(ctx.params, 'optimization_goal', OPTIMIZATION_GOALS) ?? 'LINK_CLICKS';
  const given = optionalObject(ctx.params, 'targeting');
  if (!given) throw errors.required('targeting');
  const targeting = targetingUnderRules(ctx, given, 'new');
  if (!targeting.geo_locations) throw errors.invalid('No Location Specified', 'Ad sets need a location in targeting.geo_locations.');
  const budgets = readBudgets(ctx, account);
  checkBudgetLevel(campaign, budgets);
  const endTime = optionalTime(ctx, 'end_time');
  if (budgets.lifetimeBudget !== undefined && endTime === undefined) throw errors.invalid('End Time Required', 'Ad sets with a lifetime budget need an end_time.');
  const bidStrategy = oneOf(ctx.params, 'bid_strategy', BID_STRATEGIES);
  const bidAmount = optionalInt(ctx.params, 'bid_amount');
  if ((bidStrategy === 'LOWEST_COST_WITH_BID_CAP' || bidStrategy === 'COST_CAP') && bidAmount === undefined) {
    throw errors.invalid('Bid Amount Required', `The bid strategy ${bidStrategy} needs a bid_amount.`);
  }
  const promotedObject = optionalObject(ctx.params, 'promoted_object');
  if (promotedObject?.pixel_id !== undefined) checkPixel(ctx.world, account.id, String(promotedObject.pixel_id));
  if (promotedObject?.page_id !== undefined) checkPage(ctx.world, account.id, String(promotedObject.page_id));
  if (optimizationGoal === 'OFFSITE_CONVERSIONS' && promotedObject?.pixel_id === undefined) {
    throw errors.invalid('Promoted Object Required', 'Ad sets optimised for conversions need promoted_object with a pixel_id and a custom_event_type.');
  }
  checkAudiences(ctx.world, account.id, targeting);
  const dsaPayor = optionalString(ctx.params, 'dsa_payor');
  const dsaBeneficiary = optionalString(ctx.params, 'dsa_beneficiary');
  // The ad set keeps only what it was given; the account's defaults stand in for what it was not (as on Meta).
  checkDsa(targeting, dsaPayor ?? account.defaultDsaPayor, dsaBeneficiary ?? account.defaultDsaBeneficiary);
  const status = oneOf(ctx.params, 'status', CREATE_STATUSES) ?? 'ACTIVE';
  const destinationType = optionalString(ctx.params, 'destination_type');
  return created(ctx, () => {
    const now = ctx.now.getTime();
    const id = allocateId(ctx.world, '120');
    ctx.world.adsets[id] = {
      id,
      accountId: account.id,
      campaignId,
      name,
      status,
      targeting,
      optimizationGoal,
      billingEvent,
      createdTime: now,
      updatedTime: now,
      startTime: optionalTime(ctx, 'start_time') ?? now,
      ...budgets,
      ...(endTime !== undefined ? { endTime } : {}),
      ...(bidStrategy ? { bidStrategy } : {}),
      ...(bidAmount !== undefined ? { bidAmount } : {}),
      ...(promotedObject ? { promotedObject } : {}),
      ...(destinationType ? { destinationType } : {}),
      ...(dsaPayor ? { dsaPayor } : {}),
      ...(dsaBeneficiary ? { dsaBeneficiary } : {}),
    } satisfies AdSet;
    return id;
  });
}

function createCreative(ctx: CallContext) {
  const account = writableAccount(ctx);
  const spec = optionalObject(ctx.params, 'object_story_spec');
  refuseOldInstagramNames(ctx, spec);
  if (!spec) throw errors.required('object_story_spec');
  const pageId = spec.page_id === undefined ? undefined : String(spec.page_id);
  if (!pageId) throw errors.required('object_story_spec[page_id]');
  checkPage(ctx.world, account.id, pageId);
  const images = ctx.world.images[account.id] ?? {};
  for (const hash of imageHashesIn(spec)) {
    if (!images[hash]) {
      throw errors.invalid('Image Not Found', `The image with hash ${hash} isn't in the ad account act_${account.id}'s image library. Upload it or copy it with copy_from first.`);
    }
  }
  const linkData = spec.link_data as Record<string, unknown> | undefined;
  if (linkData && !linkData.image_hash && !linkData.picture && !Array.isArray(linkData.child_attachments)) {
    throw errors.invalid('Missing Image', 'Please specify an image to run with this ad.', 1487212);
  }
  const name = optionalString(ctx.params, 'name') ?? `Creative ${ctx.now.toISOString().slice(0, 10)}`;
  const urlTags = optionalString(ctx.params, 'url_tags');
  const instagramUserId = optionalString(ctx.params, 'instagram_user_id');
  const sourceInstagramMediaId = optionalString(ctx.params, 'source_instagram_media_id');
  return created(ctx, () => {
    const now = ctx.now.getTime();
    const id = allocateId(ctx.world, '120');
    ctx.world.creatives[id] = {
      id,
      accountId: account.id,
      name,
      status: 'ACTIVE',
      objectStorySpec: spec,
      createdTime: now,
      updatedTime: now,
      ...(urlTags ? { urlTags } : {}),
      ...(instagramUserId ? { instagramUserId } : {}),
      ...(sourceInstagramMediaId ? { sourceInstagramMediaId } : {}),
    };
    return id;
  });
}

/** `creative={"creative_id":"…"}`: the creative must be in the same ad account as the ad. */
export function creativeIdFrom(ctx: CallContext, accountId: string): string {
  const creative = optionalObject(ctx.params, 'creative');
  if (!creative) throw errors.required('creative');
  const creativeId = String(creative.creative_id ?? '');
  const found = ctx.world.creatives[creativeId];
  if (!found || found.accountId !== accountId || found.status === 'DELETED') {
    throw errors.invalid('Creative Does Not Exist', `The creative ${creativeId} doesn't exist in the ad account act_${accountId}.`);
  }
  return creativeId;
}

function createAd(ctx: CallContext) {
  const account = writableAccount(ctx);
  const name = requiredString(ctx.params, 'name');
  const adsetId = requiredString(ctx.params, 'adset_id');
  const adset = ctx.world.adsets[adsetId];
  if (!adset || adset.accountId !== account.id || adset.status === 'DELETED') {
    throw errors.invalid('Ad Set Does Not Exist', `The ad set ${adsetId} doesn't exist in the ad account act_${account.id}.`);
  }
  const creativeId = creativeIdFrom(ctx, account.id);
  const status = oneOf(ctx.params, 'status', CREATE_STATUSES) ?? 'ACTIVE';
  const trackingSpecs = optionalJson<unknown[]>(ctx.params, 'tracking_specs');
  return created(ctx, () => {
    const now = ctx.now.getTime();
    const id = allocateId(ctx.world, '120');
    ctx.world.ads[id] = { id, accountId: account.id, adsetId, campaignId: adset.campaignId, creativeId, name, status, createdTime: now, updatedTime: now, ...(trackingSpecs ? { trackingSpecs } : {}) };
    return id;
  });
}

/**
 * Images: `copy_from={"source_account_id","hash"}` copies from another account the user can reach (same hash),
 * `bytes` uploads base64 (hash = MD5 of the bytes, as Meta's hashes are).
 */
function createImage(ctx: CallContext) {
  const account = writableAccount(ctx);
  const library = (ctx.world.images[account.id] ??= record());
  const answer = (key: string, image: AdImage) => ({
    images: { [key]: { hash: image.hash, url: imageUrl(ctx.baseUrl, image.hash), width: image.width, height: image.height, name: image.name } },
  });
  const copyFrom = optionalObject(ctx.params, 'copy_from');
  if (copyFrom) {
    const sourceId = String(copyFrom.source_account_id ?? '').replace(/^act_/, '');
    const hash = String(copyFrom.hash ?? '');
    resolveNode(ctx.world, ctx.user, 'POST', `act_${sourceId}`);
    const source = ctx.world.images[sourceId]?.[hash];
    if (!source) throw errors.invalid('Image Not Found', `The image with hash ${hash} isn't in the ad account act_${sourceId}.`);
    const copy = { ...source, accountId: account.id, createdTime: library[hash]?.createdTime ?? ctx.now.getTime() };
    if (!validateOnly(ctx.params)) library[hash] = copy;
    return answer(source.name, copy);
  }
  const bytes = optionalString(ctx.params, 'bytes');
  if (!bytes) throw errors.required('bytes');
  const hash = createHash('md5').update(Buffer.from(bytes, 'base64')).digest('hex');
  const image: AdImage = { accountId: account.id, hash, name: optionalString(ctx.params, 'name') ?? `${hash}.jpg`, width: 1080, height: 1080, createdTime: ctx.now.getTime() };
  if (!validateOnly(ctx.params)) library[hash] = image;
  return answer('bytes', image);
}

const post = (edge: string, handler: RouteDef['handler']): RouteDef => ({ method: 'POST', kinds: ['adaccount'], edge, handler });

export const createRoutes: RouteDef[] = [
  post('campaigns', createCampaign),
  post('adsets', createAdSet),
  post('adcreatives', createCreative),
  post('ads', createAd),
  post('adimages', createImage),
];
