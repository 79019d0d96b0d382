import { adDayMetrics, type DayMetrics } from '../world/ad-day-metrics.ts';
import { addDays, localDate } from '../world/dates.ts';
import type { Ad, AdAccount, World } from '../world/world-types.ts';
import { addReach, emptyReach, type ReachTally } from './reach-tally.ts';
import { additiveCount, PEOPLE_INDICATORS } from './result-indicators.ts';

export type InsightsLevel = 'account' | 'campaign' | 'adset' | 'ad';

type Additive = Exclude<keyof DayMetrics, 'reach'>;
const ADDITIVE: readonly Additive[] = ['spend', 'impressions', 'clicks', 'linkClicks', 'postEngagements', 'purchases', 'purchaseValue', 'leads', 'appInstalls'];

/** The results of the ad sets in a group that optimize for one indicator, and what those ad sets spent. */
export interface IndicatorTotals {
  count: number;
  spend: number;
  reach: ReachTally;
}

export interface Totals extends Record<Additive, number> {
  reach: ReachTally;
  /** By indicator: a group whose ad sets optimize for different things has one entry each, as Meta's `results` list. */
  results: Map<string, IndicatorTotals>;
  /** Set for rows that had any delivery; Meta leaves days and objects without delivery out. */
  delivered: boolean;
}

export function emptyTotals(): Totals {
  return { spend: 0, impressions: 0, clicks: 0, linkClicks: 0, postEngagements: 0, purchases: 0, purchaseValue: 0, leads: 0, appInstalls: 0, reach: emptyReach(), results: new Map(), delivered: false };
}

/** Adds one ad-day, whose ad set's results count `indicator`. */
export function addInto(totals: Totals, day: DayMetrics, indicator: string) {
  for (const field of ADDITIVE) totals[field] += day[field];
  addReach(totals.reach, day.reach);
  let result = totals.results.get(indicator);
  if (!result) {
    result = { count: 0, spend: 0, reach: emptyReach() };
    totals.results.set(indicator, result);
  }
  if (PEOPLE_INDICATORS.has(indicator)) addReach(result.reach, day.reach);
  else result.count += additiveCount(indicator, day);
  result.spend += day.spend;
  totals.delivered = true;
}

export function accountToday(account: AdAccount, now: Date): string {
  return localDate(now, account.timezoneName);
}

/** Sums generated at ad level, so account, campaign, ad set and ad figures always add up exactly. */
export function forEachAdDay(world: World, ads: Ad[], since: string, until: string, visit: (ad: Ad, date: string, day: DayMetrics) => void) {
  for (const ad of ads) {
    const start = ad.deliveryStart && ad.deliveryStart > since ? ad.deliveryStart : since;
    const end = ad.deliveryEnd && ad.deliveryEnd < until ? ad.deliveryEnd : until;
    for (let date = start; date <= end; date = addDays(date, 1)) {
      const day = adDayMetrics(world, ad, date);
      if (day) visit(ad, date, day);
    }
  }
}

export function earliestDelivery(ads: Ad[], fallback: string): string {
  return ads.reduce((earliest, ad) => (ad.deliveryStart && ad.deliveryStart < earliest ? ad.deliveryStart : earliest), fallback);
}

/** Lifetime spend in minor units, for the account's amount_spent. */
export function totalSpend(world: World, account: AdAccount, now: Date): number {
  const ads = Object.values(world.ads).filter((ad) => ad.accountId === account.id);
  let spend = 0;
  forEachAdDay(world, ads, earliestDelivery(ads, accountToday(account, now)), accountToday(account, now), (_ad, _date, day) => {
    spend += day.spend;
  });
  return spend;
}
