import { errors } from '../errors/graph-errors.ts';
import type { HttpMethod, NodeKind } from './graph-types.ts';

/**
 * The Graph API versions the sandbox serves, oldest first, with Meta's Marketing API dates (developers.facebook.com,
 * Marketing API changelog, "versions"). Meta names a version's expiry only once later ones have shipped: null is "not
 * announced yet", and such a version is live whatever the clock says.
 */
const API_VERSIONS = [
  { version: 'v23.0', released: '2025-05-29', marketingApiExpires: '2026-06-09' },
  { version: 'v24.0', released: '2025-10-08', marketingApiExpires: '2026-11-10' },
  { version: 'v25.0', released: '2026-02-18', marketingApiExpires: '2027-02-23' },
  { version: 'v26.0', released: '2026-07-29', marketingApiExpires: null },
  { version: 'v27.0', released: '2026-11-04', marketingApiExpires: null },
] as const satisfies ReadonlyArray<{ version: `v${number}.0`; released: string; marketingApiExpires: string | null }>;

export type ApiVersion = (typeof API_VERSIONS)[number]['version'];

/** The newest version: what unversioned paths mean (a new app's default version) and what error 2635 points to. */
export const LATEST_VERSION: ApiVersion = 'v27.0';

/** The call a rule changes, in the terms of a route: method, node kinds and edge ('' for the node itself). */
interface RuleCalls {
  method: HttpMethod;
  kinds: readonly NodeKind[];
  edge: string;
}

interface VersionRule {
  /** How the rule is named where the sandbox applies it. */
  id: string;
  /** The first version that behaves so; every later one does too. */
  since: ApiVersion;
  /**
   * The day (UTC) from which Meta applies the rule to every version, older ones included, when it said so: from then on
   * the version asked for no longer matters.
   */
  everywhereFrom?: string;
  /** What a caller sees from that version on (the README lists these). */
  summary: string;
  /** The calls it changes: an expired version's call to one of them is refused (2635) rather than upgraded. */
  calls: readonly RuleCalls[];
}

const ADSET_WRITES = [
  { method: 'POST', kinds: ['adaccount'], edge: 'adsets' },
  { method: 'POST', kinds: ['adset'], edge: '' },
  { method: 'POST', kinds: ['campaign', 'adset'], edge: 'copies' },
] as const satisfies readonly RuleCalls[];

/**
 * How the versions differ: each behaviour a version brought, with the calls it changes. A route that behaves by
 * version asks whether the version it answers as follows a rule (`follows(ctx.version, id, ctx.now)`), so the rule's
 * version and the calls it touches are written once, here, and the upgrade of an expired version's calls knows of it.
 * Sources: Meta's Marketing API changelog and the blog posts of each release (v22.0 2025-01-21, v23.0 2025-06-13's
 * Advantage+ audience note, v25.0's ASC/AAC deprecation, v26.0 2026-07-29).
 */
const VERSION_RULES = [
  {
    id: 'advantage-audience-by-default',
    since: 'v23.0',
    summary: 'a new ad set (copies included) gets Advantage+ audience (`targeting_automation.advantage_audience` 1) unless the request sets it (0 or 1); updates keep what the ad set has',
    calls: [
      { method: 'POST', kinds: ['adaccount'], edge: 'adsets' },
      { method: 'POST', kinds: ['campaign', 'adset'], edge: 'copies' },
    ],
  },
  {
    // v22.0 renamed them and Meta applied the rename to every version from 2025-09-09: older than any version served.
    id: 'instagram-user-and-media-ids',
    since: 'v23.0',
    everywhereFrom: '2025-09-09',
    summary:
      'creatives name the Instagram account `instagram_user_id` and the post `source_instagram_media_id` (read back as `effective_instagram_media_id`): `instagram_actor_id`, `instagram_story_id` and `effective_instagram_story_id` (v22.0\'s rename, every version from 2025-09-09) are refused',
    calls: [{ method: 'POST', kinds: ['adaccount'], edge: 'adcreatives' }],
  },
  {
    id: 'legacy-advantage-plus-refused',
    since: 'v25.0',
    everywhereFrom: '2026-05-19',
    summary:
      'Advantage+ shopping and app campaigns of the old kind (`smart_promotion_type` `AUTOMATED_SHOPPING_ADS`, `SMART_APP_PROMOTION`) can be neither created nor copied (every version from 2026-05-19); Advantage+ is a campaign\'s budget, audience and placements (`advantage_state_info`)',
    calls: [
      { method: 'POST', kinds: ['adaccount'], edge: 'campaigns' },
      { method: 'POST', kinds: ['campaign'], edge: 'copies' },
    ],
  },
  {
    id: 'instagram-explore-removed',
    since: 'v26.0',
    summary: 'an ad set naming the Instagram Explore feed placement (`instagram_positions` `explore`) is refused',
    calls: ADSET_WRITES,
  },
  {
    id: 'messenger-stories-dropped',
    since: 'v26.0',
    everywhereFrom: '2026-10-27',
    summary: 'Messenger Stories (`story` in `messenger_positions`) is silently left out of an ad set created, updated or copied (every version from 2026-10-27)',
    calls: ADSET_WRITES,
  },
] as const satisfies readonly VersionRule[];

type VersionRuleId = (typeof VERSION_RULES)[number]['id'];

const order = (version: ApiVersion) => API_VERSIONS.findIndex((entry) => entry.version === version);

const startOfDay = (day: string) => Date.parse(`${day}T00:00:00Z`);

/**
 * Whether a call answered as `version` at `now` behaves by the rule: from the rule's version on, and on every version
 * once the day Meta applied it everywhere has come.
 */
export function follows(version: string, id: VersionRuleId, now: Date): boolean {
  const rule: VersionRule | undefined = VERSION_RULES.find((candidate) => candidate.id === id);
  if (!rule) return false;
  if (rule.everywhereFrom !== undefined && now.getTime() >= startOfDay(rule.everywhereFrom)) return true;
  const at = API_VERSIONS.findIndex((entry) => entry.version === version);
  return at >= 0 && at >= order(rule.since);
}

/** Meta's expiry dates are days: a version stops answering as itself from the start of that day (UTC). */
const expired = (entry: (typeof API_VERSIONS)[number], now: Date) => entry.marketingApiExpires !== null && now.getTime() >= startOfDay(entry.marketingApiExpires);

/**
 * A path's version and the version it is answered as at `now`: itself while live; once expired, the next version still
 * live, as Meta upgrades an expired version's calls (Marketing API versioning, and Meta's 2024-04-16 note on version
 * auto-upgrade). A version older than the sandbox's table is refused with 2635, as Meta answers a deprecated version;
 * one it has never heard of, such as a future v28.0, is an unknown path component.
 */
export function resolveVersion(path: string, now: Date): { requested: ApiVersion; answering: ApiVersion } {
  const start = API_VERSIONS.findIndex((entry) => entry.version === path);
  const requested = API_VERSIONS[start];
  if (!requested) {
    throw Number(path.slice(1)) < Number(API_VERSIONS[0].version.slice(1)) ? errors.unsupportedVersion(path, LATEST_VERSION) : errors.unknownVersion(path);
  }
  // The newest version's expiry is never announced before a newer one ships, so some version is always live.
  const live = API_VERSIONS.slice(start).find((entry) => !expired(entry, now)) ?? API_VERSIONS[API_VERSIONS.length - 1]!;
  return { requested: requested.version, answering: live.version };
}

/**
 * Meta upgrades only the calls that no change between the two versions touches; any other call to the expired version
 * fails with 2635 ("You are calling a deprecated version of the Ads API"), so a client cannot silently get behaviour
 * it never asked for.
 */
export function refuseAffectedUpgrade(requested: ApiVersion, answering: ApiVersion, call: { method: HttpMethod; kind: NodeKind; edge: string }, now: Date): void {
  if (requested === answering) return;
  const changed = VERSION_RULES.some(
    (rule) =>
      follows(answering, rule.id, now) &&
      !follows(requested, rule.id, now) &&
      rule.calls.some((touched) => touched.method === call.method && touched.edge === call.edge && (touched.kinds as readonly NodeKind[]).includes(call.kind)),
  );
  if (changed) throw errors.unsupportedVersion(requested, LATEST_VERSION);
}

/** The versions with their dates and whether they are live at `now`, for the controls' overview. */
export function versionsAt(now: Date) {
  return API_VERSIONS.map((entry) => ({
    version: entry.version,
    released: entry.released,
    marketing_api_expires: entry.marketingApiExpires,
    answered_as: resolveVersion(entry.version, now).answering,
  }));
}
