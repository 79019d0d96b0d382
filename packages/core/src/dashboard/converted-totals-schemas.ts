import { z } from 'zod';
import { resultFiguresShape } from '../insights/result-figures.ts';

/**
 * Cross-account figures in one reporting currency: spend and conversion value converted day by day at each day's rate,
 * then CPC, CPA, cost per result and ROAS computed from the converted sums (never a ratio of mixed currencies). Ratios
 * are 0 when their denominator is, but ROAS, which is null where nothing has a conversion value. Rows of a currency without any rate are left out and named in `currenciesWithoutRate`.
 */
export const convertedTotalsSchema = z.object({
  currency: z.string(),
  /** Major units of `currency`. */
  spend: z.number(),
  /** Null where nothing in the total reports a conversion value (TikTok's report has none). */
  conversionValue: z.number().nullable(),
  /** Spend without a conversion value, which ROAS leaves out. */
  spendWithoutValue: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  /** Percent: clicks / impressions × 100. */
  ctr: z.number(),
  /** spend / clicks. */
  cpc: z.number(),
  /** spend / conversions. */
  cpa: z.number(),
  /** Results of each object's optimization goal, across currencies; cost per result in `currency`. */
  ...resultFiguresShape,
  /** conversionValue / the spend that has one; null where none has. */
  roas: z.number().nullable(),
  /** Converted spend per day, every currency with a rate together. */
  daily: z.array(z.object({ date: z.string(), spend: z.number() })),
  /** Days converted with the last rate known before them, having none of their own. */
  fallbackDays: z.array(z.string()),
  /** Currencies with figures in the range but no rate at all: shown unconverted, beside the totals. */
  currenciesWithoutRate: z.array(z.string()),
});
export type ConvertedTotals = z.infer<typeof convertedTotalsSchema>;
