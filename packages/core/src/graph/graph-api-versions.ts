import { daysBetween, dayOfInstant } from '../dates/day.ts';
import type { GraphApiVersionStatus } from '../diagnostics/diagnostics-schemas.ts';

/**
 * Meta's Graph / Marketing API versions with their Marketing API dates (developers.facebook.com, Marketing API
 * changelog, "versions"). Meta announces a version's expiry only once newer versions ship: null is "not announced
 * yet". After its expiry Meta upgrades a version's calls to the next one, which may break them.
 */
const GRAPH_API_VERSIONS = {
  'v22.0': { released: '2025-01-21', expires: '2026-02-19' },
  'v23.0': { released: '2025-05-29', expires: '2026-06-09' },
  'v24.0': { released: '2025-10-08', expires: '2026-11-10' },
  'v25.0': { released: '2026-02-18', expires: '2027-02-23' },
  'v26.0': { released: '2026-07-29', expires: null },
  'v27.0': { released: '2026-11-04', expires: null },
} as const satisfies Record<`v${number}.0`, { released: string; expires: string | null }>;

export type GraphApiVersion = keyof typeof GRAPH_API_VERSIONS;

/** The version AdFleet speaks: the Graph client, the OAuth dialog and the documented paths all use it. */
export const GRAPH_API_VERSION: GraphApiVersion = 'v27.0';

/** How long before a version expires AdFleet warns about it (and its own build fails, see the pinned-version test). */
export const EXPIRY_WARNING_DAYS = 60;

/**
 * The version watch: a version's dates and how close its expiry is on `today`. A version whose expiry Meta has not
 * announced is current; one expiring within EXPIRY_WARNING_DAYS (UTC calendar days) is expiring; from its expiry day
 * on it is expired.
 */
export function graphApiVersionStatus(version: GraphApiVersion, today: Date): GraphApiVersionStatus {
  const { released, expires } = GRAPH_API_VERSIONS[version];
  const daysLeft = expires === null ? null : daysBetween(dayOfInstant(today), expires);
  const state = daysLeft === null || daysLeft > EXPIRY_WARNING_DAYS ? 'current' : daysLeft > 0 ? 'expiring' : 'expired';
  return { version, released, expires, daysLeft, state };
}
