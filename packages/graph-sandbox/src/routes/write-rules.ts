import { errors } from '../errors/graph-errors.ts';
import { follows } from '../graph/api-versions.ts';
import type { CallContext } from '../graph/graph-types.ts';
import { optionalInt, optionalString } from '../graph/params.ts';
import { formatMajor } from '../world/currency.ts';
import { parseGraphTime } from '../world/dates.ts';
import type { AdAccount, Campaign, World } from '../world/world-types.ts';

/** Member states of the EU: targeting any of them makes an ad set subject to the Digital Services Act. */
const EU_COUNTRIES = new Set(['AT', 'BE', 'BG', 'HR', 'CY', 'CZ', 'DK', 'EE', 'FI', 'FR', 'DE', 'GR', 'HU', 'IE', 'IT', 'LV', 'LT', 'LU', 'MT', 'NL', 'PL', 'PT', 'RO', 'SK', 'SI', 'ES', 'SE']);

export const OBJECTIVES = ['OUTCOME_APP_PROMOTION', 'OUTCOME_AWARENESS', 'OUTCOME_ENGAGEMENT', 'OUTCOME_LEADS', 'OUTCOME_SALES', 'OUTCOME_TRAFFIC'] as const;
export const SPECIAL_AD_CATEGORIES = ['NONE', 'EMPLOYMENT', 'HOUSING', 'CREDIT', 'FINANCIAL_PRODUCTS_SERVICES', 'ISSUES_ELECTIONS_POLITICS', 'ONLINE_GAMBLING_AND_GAMING'] as const;
export const BID_STRATEGIES = ['LOWEST_COST_WITHOUT_CAP', 'LOWEST_COST_WITH_BID_CAP', 'COST_CAP', 'LOWEST_COST_WITH_MIN_ROAS'] as const;
export const BILLING_EVENTS = ['IMPRESSIONS', 'LINK_CLICKS', 'APP_INSTALLS', 'THRUPLAY', 'PAGE_LIKES', 'POST_ENGAGEMENT', 'LISTING_INTERACTION', 'PURCHASE'] as const;
export const OPTIMIZATION_GOALS = [
  'NONE',
  'APP_INSTALLS',
  'AD_RECALL_LIFT',
  'ENGAGED_USERS',
  'EVENT_RESPONSES',
  'IMPRESSIONS',
  'LEAD_GENERATION',
  'QUALITY_LEAD',
  'LINK_CLICKS',
  'OFFSITE_CONVERSIONS',
  'PAGE_LIKES',
  'POST_ENGAGEMENT',
  'QUALITY_CALL',
  'REACH',
  'LANDING_PAGE_VIEWS',
  'VISIT_INSTAGRAM_PROFILE',
  'VALUE',
  'THRUPLAY',
  'DERIVED_EVENTS',
  'CONVERSATIONS',
] as const;
/** `smart_promotion_type`: the two legacy Advantage+ kinds, and the guided creation flow that is no campaign kind. */
export const SMART_PROMOTION_TYPES = ['GUIDED_CREATION', 'AUTOMATED_SHOPPING_ADS', 'SMART_APP_PROMOTION'] as const;
const LEGACY_ADVANTAGE_PLUS: Readonly<Record<string, { title: string; text: string }>> = {
  AUTOMATED_SHOPPING_ADS: { title: 'Advantage+ Shopping Campaign', text: 'Advantage+ shopping campaigns' },
  SMART_APP_PROMOTION: { title: 'Advantage+ App Campaign', text: 'Advantage+ app campaigns' },
};

/**
 * Advantage+ shopping and app campaigns of the old kind can be neither created nor copied any more (v25.0, every
 * version from 2026-05-19); Meta documents no error of its own for them, so the answer is its usual "Invalid parameter"
 * with the reason and what to do instead.
 */
export function refuseLegacyAdvantagePlus(ctx: CallContext, smartPromotionType: string | undefined, action: 'created' | 'copied') {
  const kind = smartPromotionType === undefined ? undefined : LEGACY_ADVANTAGE_PLUS[smartPromotionType];
  if (!kind || !follows(ctx.version, 'legacy-advantage-plus-refused', ctx.now)) return;
  throw errors.invalid(
    `${kind.title} Can't Be ${action === 'created' ? 'Created' : 'Copied'}`,
    `${kind.text} (smart_promotion_type ${smartPromotionType}) can no longer be ${action} through the API. Create a campaign with Advantage+ campaign budget, Advantage+ audience and Advantage+ placements instead: its advantage_state_info says it is an Advantage+ campaign.`,
  );
}

/** Names v22.0 replaced in creatives, refused on every version since 2025-09-09, with the name to send instead. */
const OLD_INSTAGRAM_NAMES: Readonly<Record<string, string>> = {
  instagram_actor_id: 'instagram_user_id',
  instagram_story_id: 'source_instagram_media_id',
  effective_instagram_story_id: 'effective_instagram_media_id',
};

/** A creative's parameters, and its object_story_spec, may name none of the Instagram fields v22.0 renamed. */
export function refuseOldInstagramNames(ctx: CallContext, spec: Record<string, unknown> | undefined) {
  if (!follows(ctx.version, 'instagram-user-and-media-ids', ctx.now)) return;
  const old = Object.keys(OLD_INSTAGRAM_NAMES).find((name) => ctx.params[name] !== undefined || spec?.[name] !== undefined);
  if (!old) return;
  throw errors.invalidParam(`(#100) The parameter ${old} is no longer supported; use ${OLD_INSTAGRAM_NAMES[old]} instead`, {
    title: 'Field Renamed',
    userMessage: `Since Graph API v22.0 ${old} is called ${OLD_INSTAGRAM_NAMES[old]}.`,
  });
}

export const CONFIGURED_STATUSES = ['ACTIVE', 'PAUSED', 'ARCHIVED', 'DELETED'] as const;

/** New objects cannot be created in disabled or unsettled accounts until the owner fixes billing or appeals. */
export function writableAccount(ctx: CallContext): AdAccount {
  const account = ctx.world.accounts[ctx.node.accountId ?? ''];
  if (!account) throw errors.noObject(ctx.method, ctx.node.id);
  if (account.accountStatus === 2) throw errors.invalid('Ad Account Disabled', `The ad account act_${account.id} is disabled, so ads can't be created or edited in it.`);
  if (account.accountStatus === 3) throw errors.invalid('Unsettled Ad Account', `The ad account act_${account.id} has an unpaid balance. Settle it before creating or editing ads.`);
  return account;
}

/** Budgets are integers in the account's minor units and at least its min_daily_budget. */
export function readBudgets(ctx: CallContext, account: AdAccount): { dailyBudget?: number; lifetimeBudget?: number } {
  const dailyBudget = optionalInt(ctx.params, 'daily_budget');
  const lifetimeBudget = optionalInt(ctx.params, 'lifetime_budget');
  if (dailyBudget !== undefined && lifetimeBudget !== undefined) {
    throw errors.invalid('Only One Budget Allowed', 'Set either a daily budget or a lifetime budget, not both.');
  }
  const budget = dailyBudget ?? lifetimeBudget;
  if (budget !== undefined && budget < account.minDailyBudget) {
    throw errors.invalid(
      'Your Budget Is Too Low',
      `The minimum daily budget for this ad account is ${formatMajor(account.minDailyBudget, account.currency)} ${account.currency} (${account.minDailyBudget} in the API's minor units). Raise the budget.`,
    );
  }
  return { ...(dailyBudget !== undefined ? { dailyBudget } : {}), ...(lifetimeBudget !== undefined ? { lifetimeBudget } : {}) };
}

/** Ad set budgets versus campaign budget (Advantage campaign budget): exactly one of the two levels carries it. */
export function checkBudgetLevel(campaign: Campaign, budgets: { dailyBudget?: number; lifetimeBudget?: number }) {
  const campaignHasBudget = campaign.dailyBudget !== undefined || campaign.lifetimeBudget !== undefined;
  const adsetHasBudget = budgets.dailyBudget !== undefined || budgets.lifetimeBudget !== undefined;
  if (campaignHasBudget && adsetHasBudget) {
    throw errors.invalid('Budget Set at Campaign Level', `Campaign ${campaign.id} uses a campaign budget, so its ad sets can't have their own daily_budget or lifetime_budget.`);
  }
  if (!campaignHasBudget && !adsetHasBudget) {
    throw errors.invalid('Missing Budget', `Campaign ${campaign.id} has no campaign budget, so each ad set needs a daily_budget or a lifetime_budget.`);
  }
}

/** Times arrive as ISO 8601 or epoch seconds. */
export function optionalTime(ctx: CallContext, name: string): number | undefined {
  const value = optionalString(ctx.params, name);
  if (value === undefined) return undefined;
  const time = /^\d+$/.test(value) ? Number(value) * 1000 : parseGraphTime(value);
  if (Number.isNaN(time)) throw errors.invalidParam(`(#100) Param ${name} must be a valid time (ISO 8601 or a UNIX timestamp)`);
  return time;
}

const usable = (item: { ownerAccountId: string; sharedAccountIds: string[] } | undefined, accountId: string) =>
  item !== undefined && (item.ownerAccountId === accountId || item.sharedAccountIds.includes(accountId));

export function checkPixel(world: World, accountId: string, pixelId: string) {
  if (!usable(world.pixels[pixelId], accountId)) {
    throw errors.invalid(
      'Pixel Not Available',
      `The ad account act_${accountId} can't use the pixel ${pixelId}: it is neither owned by nor shared with this ad account. Share the pixel with the account or choose another one.`,
    );
  }
}

export function checkPage(world: World, accountId: string, pageId: string) {
  if (!world.pages[pageId]?.accountIds.includes(accountId)) {
    throw errors.invalid('Page Not Available', `The Page ${pageId} can't be used by the ad account act_${accountId}: it isn't one of the account's promote_pages.`);
  }
}

export function checkAudiences(world: World, accountId: string, targeting: Record<string, unknown>) {
  for (const key of ['custom_audiences', 'excluded_custom_audiences']) {
    const audiences = targeting[key];
    if (!Array.isArray(audiences)) continue;
    for (const audience of audiences) {
      const id = String((audience as { id?: unknown }).id ?? audience);
      if (!usable(world.audiences[id], accountId)) {
        throw errors.invalid('Custom Audience Not Available', `The custom audience ${id} isn't shared with the ad account act_${accountId}.`);
      }
    }
  }
}

/** EU targeting needs the DSA payor and beneficiary, with Meta's two subcodes. */
export function checkDsa(targeting: Record<string, unknown>, payor: string | undefined, beneficiary: string | undefined) {
  const geo = (targeting.geo_locations ?? {}) as { countries?: unknown; country_groups?: unknown };
  const countries = Array.isArray(geo.countries) ? geo.countries.map(String) : [];
  const groups = Array.isArray(geo.country_groups) ? geo.country_groups.map(String) : [];
  const targetsEu = countries.some((country) => EU_COUNTRIES.has(country.toUpperCase())) || groups.some((group) => ['eu', 'europe', 'worldwide'].includes(group.toLowerCase()));
  if (!targetsEu) return;
  if (!payor) {
    throw errors.invalid(
      'No payor provided in DSA regulated region',
      'The European Union Digital Services Act requires ads reaching people in the EU to state who pays for them. Set dsa_payor on the ad set.',
      3858079,
    );
  }
  if (!beneficiary) {
    throw errors.invalid(
      'No beneficiary provided in DSA regulated region',
      'The European Union Digital Services Act requires ads reaching people in the EU to state who benefits from them. Set dsa_beneficiary on the ad set.',
      3858081,
    );
  }
}

/** Every image hash a creative spec refers to, including carousel cards and video thumbnails. */
export function imageHashesIn(spec: Record<string, unknown>): string[] {
  const hashes: string[] = [];
  const visit = (part: unknown) => {
    if (!part || typeof part !== 'object') return;
    const record = part as Record<string, unknown>;
    if (typeof record.image_hash === 'string') hashes.push(record.image_hash);
    if (Array.isArray(record.child_attachments)) record.child_attachments.forEach(visit);
  };
  for (const key of ['link_data', 'video_data', 'photo_data']) visit(spec[key]);
  return hashes;
}
