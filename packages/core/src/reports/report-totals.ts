import type { ReportCurrencyTotalsRow } from '@adfleet/db';
import { shownResults } from '../insights/result-figures.ts';
import type { ReportCurrencyTotals } from './report-schemas.ts';

const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : null);
const numberOrNull = (value: string | null) => (value === null ? null : Number(value));

/**
 * The report's bottom line: one total per currency, ratios computed from the summed figures (never averaged). This is
 * the one function that turns per-currency sums into the totals shown and exported; converting them to a reporting
 * currency at daily rates belongs here. Results add up only over rows of one kind (else the total says "mixed"), and
 * ROAS is over the spend that has a conversion value.
 */
export function reportTotals(sums: readonly ReportCurrencyTotalsRow[]): ReportCurrencyTotals[] {
  return sums.map((sum) => {
    const spend = Number(sum.spend);
    const impressions = Number(sum.impressions);
    const clicks = Number(sum.clicks);
    const conversionValue = numberOrNull(sum.conversionValue);
    const valuedSpend = Number(sum.valuedSpend);
    return {
      currency: sum.currency,
      rows: Number(sum.rows),
      spend,
      impressions,
      clicks,
      linkClicks: numberOrNull(sum.linkClicks),
      purchases: numberOrNull(sum.purchases),
      ...shownResults(sum, spend),
      conversionValue,
      spendWithoutValue: spend - valuedSpend,
      cpm: impressions > 0 ? (spend / impressions) * 1000 : null,
      ctr: impressions > 0 ? (clicks / impressions) * 100 : null,
      cpc: ratio(spend, clicks),
      roas: conversionValue === null ? null : ratio(conversionValue, valuedSpend),
    };
  });
}
