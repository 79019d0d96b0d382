import { z } from 'zod';
import { checkReportingRange, reportingRangeShape } from '../dates/reporting-range.ts';
import { dayRangeSchema, reportingCurrencyCodeSchema } from './dashboard-schemas.ts';
import { platformFilterSchema } from '../platforms/platform-schemas.ts';
import { resultFiguresShape } from '../insights/result-figures.ts';
import { dashboardFilterShape } from './dashboard-filter-schemas.ts';

export const dashboardAccountsInputSchema = z
  .object({ ...reportingRangeShape, platform: platformFilterSchema.default('all'), currency: reportingCurrencyCodeSchema, ...dashboardFilterShape })
  .superRefine(checkReportingRange);
export type DashboardAccountsInput = z.input<typeof dashboardAccountsInputSchema>;

/** One ad account's figures for the range, in its own currency (never converted here). Ratios are 0 when their denominator is. */
const accountPerformanceSchema = z.object({
  id: z.string(),
  name: z.string(),
  adAccountId: z.string(),
  platformId: z.number().int(),
  businessId: z.string().nullable(),
  businessName: z.string().nullable(),
  currency: z.string(),
  /** Major units of `currency`. */
  spend: z.number(),
  /** `spend` in the reporting currency, converted at each day's rate (what money ranks by); null without a rate. */
  convertedSpend: z.number().nullable(),
  impressions: z.number(),
  clicks: z.number(),
  /** Results of each campaign's optimization goal, with their kind (see resultFiguresShape). */
  ...resultFiguresShape,
  cpc: z.number(),
  /** Percent. */
  ctr: z.number(),
  /** Purchase value; null where the account's platform reports none (TikTok): "not available", not 0. */
  conversionValue: z.number().nullable(),
  /** Null where conversionValue is. */
  roas: z.number().nullable(),
  /** Percent change against the period of the same length before the range; null when there is nothing to compare with. */
  spendChange: z.number().nullable(),
  /** Null also where either period's results cannot be told or count something else. */
  resultsChange: z.number().nullable(),
});
export type AccountPerformance = z.infer<typeof accountPerformanceSchema>;

export const dashboardAccountsSchema = z.object({
  /** The period the changes compare against (the first to the last day across the accounts); null without accounts. */
  previous: dayRangeSchema.nullable(),
  /** The currency `convertedSpend` is in. */
  reportingCurrency: z.string(),
  accounts: z.array(accountPerformanceSchema),
});
export type DashboardAccounts = z.infer<typeof dashboardAccountsSchema>;
