import { currencyOf } from './currencies.ts';
import { createPrng, hashSeed } from './prng.ts';
import type { Ad } from './world-types.ts';

export interface DayMetrics {
  spendMinor: number;
  impressions: number;
  clicks: number;
  conversion: number;
}

export const ZERO: DayMetrics = { spendMinor: 0, impressions: 0, clicks: 0, conversion: 0 };

/**
 * One ad's figures for one day of its advertiser, made from (seed, ad, day) alone so any day can be generated on its
 * own; ad groups, campaigns and advertisers are sums of these, so every level adds up exactly. Only seeded ads
 * delivered, from their first day to `today`; an ad made through the API has no history.
 */
export function adDayMetrics(seed: number, ad: Ad, day: string, today: string, currency: string): DayMetrics {
  if (!ad.deliveredFrom || day < ad.deliveredFrom || day > today) return ZERO;
  const prng = createPrng(hashSeed(seed, ad.id, day));
  const impressions = prng.int(400, 6000);
  const clicks = Math.round(impressions * (0.004 + prng.next() * 0.026));
  const conversion = Math.round(clicks * (0.02 + prng.next() * 0.06));
  const cpmUsd = 3 + prng.next() * 9;
  const { decimals, perUsd } = currencyOf(currency);
  const spendMinor = Math.round(((impressions * cpmUsd) / 1000) * perUsd * 10 ** decimals);
  return { spendMinor, impressions, clicks, conversion };
}

export function addMetrics(total: DayMetrics, more: DayMetrics): DayMetrics {
  return {
    spendMinor: total.spendMinor + more.spendMinor,
    impressions: total.impressions + more.impressions,
    clicks: total.clicks + more.clicks,
    conversion: total.conversion + more.conversion,
  };
}
