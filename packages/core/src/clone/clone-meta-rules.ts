import { type UserMessage, userMessage } from '../messages/index.ts';
import type { CloneSnapshot } from './clone-source.ts';

/*
 * The rules Meta brought in from Graph API v22 to v27 that a copy of a campaign must follow (ADR 0095), and what each
 * makes of a source read from Meta or stored with a batch before them:
 * - v23: a new ad set gets Advantage+ audience unless it says otherwise, so every copy says what its source has
 *   (0 when the source says nothing, as an ad set made before v23 had none) and never broadens by default;
 * - v25 (every version from 2026-05-19): Advantage+ shopping and app campaigns of the old kind can be neither created
 *   nor copied, so such a source is refused for every target before anything is made. Advantage+ campaigns of today
 *   are their budget, audience and placements, which a copy keeps as they are;
 * - v26: the Instagram Explore feed placement is refused and Messenger Stories is dropped, so a copy leaves both out
 *   and says so; an ad set shown only there is refused, since no placement of it is left to copy;
 * - v22: creatives name `instagram_user_id` and `source_instagram_media_id`; older names in a stored spec are renamed.
 */

/** `smart_promotion_type` of the old Advantage+ kinds, and the refusal each gets. */
const LEGACY_ADVANTAGE_PLUS = {
  AUTOMATED_SHOPPING_ADS: 'preflightLegacyShoppingCampaign',
  SMART_APP_PROMOTION: 'preflightLegacyAppCampaign',
} as const;

/** Placements Meta removed in v26: the position, the targeting list it sits in, its platform, and what the copy says. */
const REMOVED_PLACEMENTS = [
  { key: 'instagram_positions', position: 'explore', platform: 'instagram', warning: 'cloneWarnExploreRemoved' },
  { key: 'messenger_positions', position: 'story', platform: 'messenger', warning: 'cloneWarnMessengerStoriesRemoved' },
] as const;

type RemovedPlacement = (typeof REMOVED_PLACEMENTS)[number];

const listOf = (value: unknown): string[] | undefined => (Array.isArray(value) ? value.map(String) : undefined);

/**
 * An ad set's targeting without the placements Meta removed. A position list left empty takes its platform out of
 * `publisher_platforms`; where that cannot be said (no platforms named, or none left) the ad set has no placement its
 * copy could keep (`placed: false`), and dropping the list would place it everywhere instead.
 */
function withoutRemovedPlacements(targeting: Record<string, unknown>): { targeting: Record<string, unknown>; removed: RemovedPlacement[]; placed: boolean } {
  const next = { ...targeting };
  const removed: RemovedPlacement[] = [];
  let placed = true;
  for (const rule of REMOVED_PLACEMENTS) {
    const positions = listOf(next[rule.key]);
    if (!positions?.includes(rule.position)) continue;
    removed.push(rule);
    const kept = positions.filter((position) => position !== rule.position);
    if (kept.length > 0) {
      next[rule.key] = kept;
      continue;
    }
    delete next[rule.key];
    const platforms = listOf(next.publisher_platforms);
    const left = platforms?.filter((platform) => platform !== rule.platform);
    if (left && left.length > 0) next.publisher_platforms = left;
    else placed = false;
  }
  return { targeting: next, removed, placed };
}

/** Advantage+ audience as the source has it, said explicitly: 1 only when the source says 1, else 0. */
function withExplicitAdvantageAudience(targeting: Record<string, unknown>): Record<string, unknown> {
  const automation = (targeting.targeting_automation ?? {}) as Record<string, unknown>;
  return { ...targeting, targeting_automation: { ...automation, advantage_audience: Number(automation.advantage_audience) === 1 ? 1 : 0 } };
}

/**
 * The targeting a copy of an ad set is created with: the removed placements left out (each named in a warning through
 * `warn`), and Advantage+ audience as in the source, said explicitly.
 */
export function copyTargeting(targeting: Record<string, unknown>, adSet: string, warn: (warning: UserMessage) => void): Record<string, unknown> {
  const placed = withoutRemovedPlacements(targeting);
  for (const rule of placed.removed) warn(userMessage(rule.warning, { adSet }));
  return withExplicitAdvantageAudience(placed.targeting);
}

/** What the clone will leave out of the source's ad sets, said before it starts (the same warnings the plan gives). */
export function placementWarnings(snapshot: Pick<CloneSnapshot, 'adsets'>): UserMessage[] {
  return snapshot.adsets.flatMap((adset) => withoutRemovedPlacements(adset.targeting).removed.map((rule) => userMessage(rule.warning, { adSet: adset.name })));
}

/**
 * Why no copy of the source can be made in `account` under Meta's current rules, whatever the account offers: a legacy
 * Advantage+ shopping or app campaign, or an ad set shown only in removed placements. Empty when it can be made.
 */
export function sourceRefusals(snapshot: Pick<CloneSnapshot, 'campaign' | 'adsets'>, account: string): UserMessage[] {
  const { smart_promotion_type: kind } = snapshot.campaign;
  const legacy = kind !== undefined && Object.hasOwn(LEGACY_ADVANTAGE_PLUS, kind) ? LEGACY_ADVANTAGE_PLUS[kind as keyof typeof LEGACY_ADVANTAGE_PLUS] : undefined;
  return [
    ...(legacy ? [userMessage(legacy, { campaign: snapshot.campaign.name, account })] : []),
    ...snapshot.adsets.filter((adset) => !withoutRemovedPlacements(adset.targeting).placed).map((adset) => userMessage('preflightPlacementsAllRemoved', { adSet: adset.name, account })),
  ];
}

/** Instagram ids Meta fills in itself and refuses on a create, in their names before and since v22. */
const READ_ONLY = ['effective_instagram_story_id', 'effective_instagram_media_id'];

/**
 * A creative's object_story_spec in v22's names: `instagram_actor_id` becomes `instagram_user_id`; a post named
 * `instagram_story_id` becomes the creative's `source_instagram_media_id`, a parameter of its own; the read-only
 * effective ids are left out. Specs read from Meta today already use the new names; a spec stored before may not.
 */
export function currentInstagramNames(spec: Readonly<Record<string, unknown>>): { spec: Record<string, unknown>; sourceInstagramMediaId?: string } {
  const next: Record<string, unknown> = {};
  let sourceInstagramMediaId: string | undefined;
  for (const [key, value] of Object.entries(spec)) {
    if (READ_ONLY.includes(key)) continue;
    if (key === 'instagram_story_id') sourceInstagramMediaId = String(value);
    else if (key === 'instagram_actor_id') next.instagram_user_id ??= value;
    else next[key] = value;
  }
  return { spec: next, ...(sourceInstagramMediaId !== undefined ? { sourceInstagramMediaId } : {}) };
}
