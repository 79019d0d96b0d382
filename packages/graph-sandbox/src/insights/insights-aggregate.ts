import { adDayMetrics, type DayMetrics } from '../world/ad-day-metrics.ts';
import { addDays, localDate } from '../world/dates.ts';
import type { Ad, AdAccount, World } from '../world/world-types.ts';

export type InsightsLevel = 'account' | 'campaign' | 'adset' | 'ad';

export interface Totals extends DayMetrics {
  /** Set for rows that had any delivery; Meta leaves days and objects without delivery out. */
  delivered: boolean;
}

export function emptyTotals(): Totals {
  return { spend: 0, impressions: 0, clicks: 0, purchases: 0, purchaseValue: 0, leads: 0, delivered: false };
}

export function addInto(totals: Totals, day: DayMetrics) {
  totals.spend += day.spend;
  totals.impressions += day.impressions;
  totals.clicks += day.clicks;
  totals.purchases += day.purchases;
  totals.purchaseValue += day.purchaseValue;
  totals.leads += day.leads;
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
