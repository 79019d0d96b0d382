import type { ReportCurrencyTotalsRow } from '@adfleet/db';
import type { ReportCurrencyTotals } from './report-schemas.ts';

const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : null);

/**
 * The report's bottom line: one total per currency, ratios computed from the summed figures (never averaged). This is
 * the one function that turns per-currency sums into the totals shown and exported; converting them to a reporting
 * currency at daily rates belongs here.
 */
export function reportTotals(sums: readonly ReportCurrencyTotalsRow[]): ReportCurrencyTotals[] {
  return sums.map((sum) => {
    const spend = Number(sum.spend);
    const impressions = Number(sum.impressions);
    const clicks = Number(sum.clicks);
    const conversions = Number(sum.conversions);
    const conversionValue = Number(sum.conversionValue);
    return {
      currency: sum.currency,
      rows: Number(sum.rows),
      spend,
      impressions,
      clicks,
      conversions,
      conversionValue,
      ctr: impressions > 0 ? (clicks / impressions) * 100 : null,
      cpc: ratio(spend, clicks),
      cpa: ratio(spend, conversions),
      roas: ratio(conversionValue, spend),
    };
  });
}
