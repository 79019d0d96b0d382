// Browser-safe (no imports): the web app names each kind and the services decide which totals may add up.

/**
 * What a row's results count, as Ads Manager names them: each ad set's results follow its optimization goal (link
 * clicks for traffic, purchases for sales, post engagements, reach for awareness…). An indicator AdFleet has no name
 * for is stored as the platform gave it and shown as "other results", never added to another kind.
 */
const RESULT_KINDS = [
  'link_clicks',
  'landing_page_views',
  'purchases',
  'leads',
  'post_engagements',
  'app_installs',
  'video_views',
  'reach',
  'impressions',
  'clicks',
  'conversions',
] as const;
export type ResultKind = (typeof RESULT_KINDS)[number];

/** The kind of a row, or a total, over results of different kinds, whose counts do not add up (as the store writes it). */
export const MIXED_RESULTS = 'mixed';

export function isResultKind(kind: string): kind is ResultKind {
  return (RESULT_KINDS as readonly string[]).includes(kind);
}
