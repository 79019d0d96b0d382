import { graphTime } from '../world/dates.ts';
import { totalSpend } from '../insights/insights-aggregate.ts';
import type { AdAccount, AdImage, DemoUser, World } from '../world/world-types.ts';
import { advantageStateInfo } from './advantage-state.ts';
import { adEffectiveStatus, adsetEffectiveStatus, campaignEffectiveStatus } from './effective-status.ts';
import type { GraphNode } from './fields.ts';

/**
 * How each object looks through the Graph API: Meta's field names, money as numeric strings in minor units,
 * times as ISO 8601 with +0000, references as {id}. Absent values are left out, as Meta leaves them out.
 */
const money = (value: number | undefined) => (value === undefined ? undefined : String(value));
const time = (value: number | undefined) => (value === undefined ? undefined : graphTime(value));

/** An admin's tasks, which every persona has on an account unless the seed says otherwise. */
const ADMIN_TASKS = ['MANAGE', 'ADVERTISE', 'ANALYZE', 'DRAFT'];

/** `user_tasks` is the caller's own: Meta answers it for the token's user, so it needs one. */
export function accountNode(world: World, account: AdAccount, now: Date, user?: DemoUser): GraphNode {
  const business = world.businesses[account.businessId];
  return {
    type: 'AdAccount',
    defaults: ['account_id', 'id'],
    fields: {
      id: `act_${account.id}`,
      account_id: account.id,
      name: account.name,
      currency: account.currency,
      timezone_name: account.timezoneName,
      timezone_offset_hours_utc: account.timezoneOffsetHours,
      account_status: account.accountStatus,
      disable_reason: account.disableReason,
      amount_spent: () => String(totalSpend(world, account, now)),
      balance: '0',
      spend_cap: String(account.spendCap),
      min_daily_budget: account.minDailyBudget,
      business: business ? { id: business.id, name: business.name } : undefined,
      owner: account.businessId,
      user_tasks: user ? [...(user.tasks?.[account.id] ?? ADMIN_TASKS)] : undefined,
      created_time: time(account.createdTime),
      is_prepay_account: false,
      default_dsa_payor: account.defaultDsaPayor,
      default_dsa_beneficiary: account.defaultDsaBeneficiary,
    },
  };
}

export function campaignNode(world: World, id: string): GraphNode | undefined {
  const campaign = world.campaigns[id];
  if (!campaign) return undefined;
  const budget = campaign.dailyBudget ?? campaign.lifetimeBudget;
  return {
    type: 'Campaign',
    defaults: ['id'],
    fields: {
      id: campaign.id,
      account_id: campaign.accountId,
      name: campaign.name,
      status: campaign.status,
      configured_status: campaign.status,
      effective_status: campaignEffectiveStatus(campaign),
      objective: campaign.objective,
      special_ad_categories: campaign.specialAdCategories,
      special_ad_category: campaign.specialAdCategories[0] ?? 'NONE',
      daily_budget: money(campaign.dailyBudget),
      lifetime_budget: money(campaign.lifetimeBudget),
      budget_remaining: money(budget ?? 0),
      spend_cap: money(campaign.spendCap),
      bid_strategy: campaign.bidStrategy,
      buying_type: campaign.buyingType,
      created_time: time(campaign.createdTime),
      updated_time: time(campaign.updatedTime),
      start_time: time(campaign.startTime),
      stop_time: time(campaign.stopTime),
      smart_promotion_type: campaign.smartPromotionType,
      // Derived from every ad set of the campaign: computed only when asked for.
      advantage_state_info: () => advantageStateInfo(world, campaign),
    },
  };
}

export function adsetNode(world: World, id: string): GraphNode | undefined {
  const adset = world.adsets[id];
  if (!adset) return undefined;
  return {
    type: 'AdSet',
    defaults: ['id'],
    fields: {
      id: adset.id,
      account_id: adset.accountId,
      campaign_id: adset.campaignId,
      campaign: { id: adset.campaignId },
      name: adset.name,
      status: adset.status,
      configured_status: adset.status,
      effective_status: adsetEffectiveStatus(world, adset),
      targeting: adset.targeting,
      optimization_goal: adset.optimizationGoal,
      billing_event: adset.billingEvent,
      bid_amount: adset.bidAmount,
      bid_strategy: adset.bidStrategy,
      daily_budget: money(adset.dailyBudget),
      lifetime_budget: money(adset.lifetimeBudget),
      budget_remaining: money(adset.dailyBudget ?? adset.lifetimeBudget ?? 0),
      promoted_object: adset.promotedObject,
      destination_type: adset.destinationType,
      dsa_payor: adset.dsaPayor,
      dsa_beneficiary: adset.dsaBeneficiary,
      start_time: time(adset.startTime),
      end_time: time(adset.endTime),
      created_time: time(adset.createdTime),
      updated_time: time(adset.updatedTime),
    },
  };
}

export function adNode(world: World, id: string): GraphNode | undefined {
  const ad = world.ads[id];
  if (!ad) return undefined;
  return {
    type: 'Ad',
    defaults: ['id'],
    fields: {
      id: ad.id,
      account_id: ad.accountId,
      adset_id: ad.adsetId,
      campaign_id: ad.campaignId,
      adset: { id: ad.adsetId },
      campaign: { id: ad.campaignId },
      name: ad.name,
      status: ad.status,
      configured_status: ad.status,
      effective_status: adEffectiveStatus(world, ad),
      creative: { id: ad.creativeId },
      tracking_specs: ad.trackingSpecs,
      created_time: time(ad.createdTime),
      updated_time: time(ad.updatedTime),
    },
  };
}

export function creativeNode(world: World, id: string): GraphNode | undefined {
  const creative = world.creatives[id];
  if (!creative) return undefined;
  const linkData = (creative.objectStorySpec?.link_data ?? {}) as Record<string, unknown>;
  return {
    type: 'AdCreative',
    defaults: ['id'],
    fields: {
      id: creative.id,
      account_id: creative.accountId,
      name: creative.name,
      status: creative.status,
      object_story_spec: creative.objectStorySpec,
      asset_feed_spec: creative.assetFeedSpec,
      url_tags: creative.urlTags,
      instagram_user_id: creative.instagramUserId ?? (typeof creative.objectStorySpec?.instagram_user_id === 'string' ? creative.objectStorySpec.instagram_user_id : undefined),
      source_instagram_media_id: creative.sourceInstagramMediaId,
      effective_instagram_media_id: creative.sourceInstagramMediaId,
      image_hash: typeof linkData.image_hash === 'string' ? linkData.image_hash : undefined,
      object_type: 'SHARE',
    },
  };
}

export function imageNode(image: AdImage, baseUrl: string): GraphNode {
  return {
    type: 'AdImage',
    defaults: ['hash', 'id'],
    fields: {
      id: `${image.accountId}:${image.hash}`,
      account_id: image.accountId,
      hash: image.hash,
      name: image.name,
      url: imageUrl(baseUrl, image.hash),
      permalink_url: imageUrl(baseUrl, image.hash),
      width: image.width,
      height: image.height,
      status: 'ACTIVE',
      created_time: time(image.createdTime),
      updated_time: time(image.createdTime),
    },
  };
}

export function imageUrl(baseUrl: string, hash: string): string {
  return `${baseUrl}/_sandbox/images/${hash}.svg`;
}

export function pageNode(world: World, id: string): GraphNode | undefined {
  const page = world.pages[id];
  if (!page) return undefined;
  return { type: 'Page', defaults: ['id', 'name'], fields: { id: page.id, name: page.name, category: 'Shopping & retail', link: `https://www.facebook.com/${page.id}` } };
}

export function pixelNode(world: World, id: string): GraphNode | undefined {
  const pixel = world.pixels[id];
  if (!pixel) return undefined;
  return {
    type: 'AdsPixel',
    defaults: ['id'],
    fields: {
      id: pixel.id,
      name: pixel.name,
      creation_time: time(pixel.createdTime),
      owner_ad_account: { account_id: pixel.ownerAccountId, id: `act_${pixel.ownerAccountId}` },
      is_unavailable: false,
    },
  };
}

export function audienceNode(world: World, id: string): GraphNode | undefined {
  const audience = world.audiences[id];
  if (!audience) return undefined;
  return {
    type: 'CustomAudience',
    defaults: ['id'],
    fields: {
      id: audience.id,
      name: audience.name,
      account_id: audience.ownerAccountId,
      subtype: 'WEBSITE',
      approximate_count_lower_bound: Math.round(audience.approximateCount * 0.9),
      approximate_count_upper_bound: Math.round(audience.approximateCount * 1.1),
    },
  };
}

export function businessNode(world: World, id: string): GraphNode | undefined {
  const business = world.businesses[id];
  return business ? { type: 'Business', defaults: ['id', 'name'], fields: { id: business.id, name: business.name } } : undefined;
}

/** Any ad object by id, for expanding references such as `creative{object_story_spec}` or `campaign{name}`. */
export function expandReference(world: World, id: string): GraphNode | undefined {
  return campaignNode(world, id) ?? adsetNode(world, id) ?? adNode(world, id) ?? creativeNode(world, id) ?? pageNode(world, id) ?? pixelNode(world, id) ?? businessNode(world, id);
}
