import { usdToMinor } from './currency.ts';
import { createPrng, hashSeed } from './prng.ts';
import type { Ad, World } from './world-types.ts';

/**
 * One ad's delivery on one local date. Counts add up across ads and days, except `reach` (people, not events):
 * a group's reach is worked out from its members' (see reach-estimate.ts), never summed. Ratios are derived after
 * summing, as Meta does.
 */
export interface DayMetrics {
  spend: number;
  impressions: number;
  /** Every click on the ad; link clicks are those that lead to the destination. */
  clicks: number;
  linkClicks: number;
  /** Reactions, comments, shares and clicks together, Meta's `post_engagement` (link clicks included). */
  postEngagements: number;
  reach: number;
  purchases: number;
  purchaseValue: number;
  leads: number;
  appInstalls: number;
}

const cache = new WeakMap<World, Map<string, DayMetrics | null>>();

/**
 * Generated lazily from (seed, ad id, date) so a world seeds in milliseconds and any day can be read on its own;
 * the cache keeps repeated reports cheap. Only seeded ads have history: ads created through the API start at zero.
 */
export function adDayMetrics(world: World, ad: Ad, date: string): DayMetrics | null {
  if (!ad.deliveryStart || date < ad.deliveryStart || (ad.deliveryEnd !== undefined && date > ad.deliveryEnd)) return null;
  let perWorld = cache.get(world);
  if (!perWorld) {
    perWorld = new Map();
    cache.set(world, perWorld);
  }
  const key = `${ad.id}|${date}`;
  const cached = perWorld.get(key);
  if (cached !== undefined) return cached;
  const metrics = generate(world, ad, date);
  perWorld.set(key, metrics);
  return metrics;
}

function generate(world: World, ad: Ad, date: string): DayMetrics | null {
  const account = world.accounts[ad.accountId];
  const campaign = world.campaigns[ad.campaignId];
  if (!account || !campaign) return null;
  const prng = createPrng(hashSeed(world.seed, ad.id, date));
  if (prng.chance(0.06)) return null;
  const adScale = 0.3 + (hashSeed(world.seed, ad.id) % 1000) / 700;
  const usd = (5 + prng.next() * 120) * adScale;
  const spend = Math.max(1, usdToMinor(usd, account.currency));
  const impressions = Math.max(1, Math.round((usd / (4 + prng.next() * 16)) * 1000));
  const clicks = Math.round(impressions * (0.004 + prng.next() * 0.026));
  const sells = campaign.objective === 'OUTCOME_SALES' || campaign.objective === 'CONVERSIONS';
  const purchases = sells ? Math.round(clicks * (0.01 + prng.next() * 0.05)) : 0;
  const purchaseValue = purchases * usdToMinor(20 + prng.next() * 100, account.currency);
  const leads = campaign.objective === 'OUTCOME_LEADS' ? Math.round(clicks * (0.05 + prng.next() * 0.1)) : 0;
  // Drawn after the figures above, so those stay what they were before these were generated.
  const linkClicks = Math.round(clicks * (0.55 + prng.next() * 0.35));
  const engages = campaign.objective === 'OUTCOME_ENGAGEMENT' || campaign.objective === 'POST_ENGAGEMENT';
  const postEngagements = linkClicks + Math.round(impressions * (engages ? 0.02 + prng.next() * 0.04 : 0.001 + prng.next() * 0.005));
  const reach = Math.max(1, Math.round(impressions / (1.05 + prng.next() * 0.5)));
  const appInstalls = campaign.objective === 'OUTCOME_APP_PROMOTION' ? Math.round(linkClicks * (0.05 + prng.next() * 0.1)) : 0;
  return { spend, impressions, clicks, linkClicks, postEngagements, reach, purchases, purchaseValue, leads, appInstalls };
}
