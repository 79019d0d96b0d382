import { z } from 'zod';

/**
 * Cross-account figures in one reporting currency: spend and conversion value converted day by day at each day's rate,
 * then CPC, CPA and ROAS computed from the converted sums (never a ratio of mixed currencies). Ratios are 0 when their
 * denominator is. Rows of a currency without any rate are left out and named in `currenciesWithoutRate`.
 */
export const convertedTotalsSchema = z.object({
  currency: z.string(),
  /** Major units of `currency`. */
  spend: z.number(),
  conversionValue: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  /** Percent: clicks / impressions × 100. */
  ctr: z.number(),
  /** spend / clicks. */
  cpc: z.number(),
  /** spend / conversions. */
  cpa: z.number(),
  /** conversionValue / spend. */
  roas: z.number(),
  /** Converted spend per day, every currency with a rate together. */
  daily: z.array(z.object({ date: z.string(), spend: z.number() })),
  /** Days converted with the last rate known before them, having none of their own. */
  fallbackDays: z.array(z.string()),
  /** Currencies with figures in the range but no rate at all: shown unconverted, beside the totals. */
  currenciesWithoutRate: z.array(z.string()),
});
export type ConvertedTotals = z.infer<typeof convertedTotalsSchema>;
