import { errors } from '../errors/tiktok-errors.ts';
import type { DayMetrics } from '../world/ad-day-metrics.ts';
import { currencyOf, formatMoney } from '../world/currencies.ts';

/** What the sandbox reports, as TikTok prints figures: strings, money in the advertiser's currency. */
const ratio = (part: number, whole: number, times: number, decimals: number) => (whole === 0 ? '0' : ((part / whole) * times).toFixed(decimals));

const MONEY_RATIOS = {
  cpc: (m: DayMetrics) => m.clicks,
  cpm: (m: DayMetrics) => m.impressions / 1000,
  cost_per_conversion: (m: DayMetrics) => m.conversion,
} as const;

export const FIGURE_METRICS = ['spend', 'impressions', 'clicks', 'conversion', 'ctr', 'cpc', 'cpm', 'cost_per_conversion', 'conversion_rate'] as const;

export function figure(metric: string, m: DayMetrics, currency: string): string {
  if (metric === 'spend') return formatMoney(m.spendMinor, currency);
  if (metric === 'impressions') return String(m.impressions);
  if (metric === 'clicks') return String(m.clicks);
  if (metric === 'conversion') return String(m.conversion);
  if (metric === 'ctr') return ratio(m.clicks, m.impressions, 100, 2);
  if (metric === 'conversion_rate') return ratio(m.conversion, m.clicks, 100, 2);
  const per = MONEY_RATIOS[metric as keyof typeof MONEY_RATIOS];
  if (per) {
    const { decimals } = currencyOf(currency);
    const count = per(m);
    return count === 0 ? '0' : (m.spendMinor / 10 ** decimals / count).toFixed(Math.max(decimals, 2));
  }
  throw errors.parameter(`metrics: Invalid metric ${metric}.`);
}
