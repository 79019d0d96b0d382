import { type CloneOptions, cloneDepth, includesPaused } from './clone-options.ts';
import type { CloneSnapshot } from './clone-snapshot.ts';
import { imageHashesOf } from './clone-source-reader.ts';

const PAUSED = 'PAUSED';

/**
 * The part of the source tree the options ask to duplicate: down to the chosen depth, without the ad sets and ads
 * paused in the source when paused items are left out (an ad goes with its ad set), and only the creatives and images
 * the remaining ads use. The planner and the preflight both read this, so neither asks for a page or pixel that only
 * a left-out object needed.
 */
export function optionsSnapshot(snapshot: CloneSnapshot, options: CloneOptions | undefined): CloneSnapshot {
  const depth = cloneDepth(options);
  const keep = (item: { status?: string | undefined }) => includesPaused(options) || item.status !== PAUSED;
  const adsets = depth === 'campaign' ? [] : snapshot.adsets.filter(keep);
  const adsetIds = new Set(adsets.map((adset) => adset.id));
  const ads = depth === 'ads' ? snapshot.ads.filter((ad) => adsetIds.has(ad.adset_id) && keep(ad)) : [];
  const creativeIds = new Set(ads.map((ad) => ad.creative_id));
  const creatives = snapshot.creatives.filter((creative) => creativeIds.has(creative.id));
  const hashes = new Set(creatives.flatMap((creative) => imageHashesOf(creative.object_story_spec)));
  return { ...snapshot, adsets, ads, creatives, imageHashes: snapshot.imageHashes.filter((hash) => hashes.has(hash)) };
}
