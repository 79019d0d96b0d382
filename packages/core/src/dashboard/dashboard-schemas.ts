import { z } from 'zod';
import { checkReportingRange, reportingRangeShape } from '../dates/reporting-range.ts';
import { platformFilterSchema } from '../platforms/platform-schemas.ts';
import { resultFiguresShape } from '../insights/result-figures.ts';
import { convertedTotalsSchema } from './converted-totals-schemas.ts';
import { dashboardFilterShape } from './dashboard-filter-schemas.ts';

export const dayRangeSchema = z.object({ from: z.string(), to: z.string() });

/** The reporting currency to convert to; absent: the workspace's chosen one, else USD (ADR 0030). */
export const reportingCurrencyCodeSchema = z.string().regex(/^[A-Z]{3}$/).optional();

/** Without a range, the last 7 days (Ads Manager's: the 7 whole days before each account's today). */
export const dashboardSummaryInputSchema = z
  .object({ ...reportingRangeShape, platform: platformFilterSchema.default('all'), currency: reportingCurrencyCodeSchema, ...dashboardFilterShape })
  .superRefine(checkReportingRange);
export type DashboardSummaryInput = z.input<typeof dashboardSummaryInputSchema>;

/** One currency's figures: money is never added across currencies. Ratios are 0 when their denominator is. */
const currencySummarySchema = z.object({
  currency: z.string(),
  /** Major units of `currency`. */
  spend: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
  /** Null where no account of the currency reports a conversion value (TikTok's report has none). */
  conversionValue: z.number().nullable(),
  /** Spend without a conversion value, which ROAS leaves out. */
  spendWithoutValue: z.number(),
  /** Results of each campaign's optimization goal (see resultFiguresShape). */
  ...resultFiguresShape,
  /** Percent: clicks / impressions × 100. */
  ctr: z.number(),
  /** spend / clicks, in `currency`. */
  cpc: z.number(),
  /** conversionValue / the spend that has one; null where none has. */
  roas: z.number().nullable(),
  /** Ad accounts with data in the range. */
  accounts: z.number().int(),
});

const dailySummarySchema = z.object({
  date: z.string(),
  currency: z.string(),
  spend: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  conversions: z.number(),
});

export const dashboardSummarySchema = z.object({
  currencies: z.array(currencySummarySchema),
  daily: z.array(dailySummarySchema),
  /** Counts add up across currencies; money does not, so it is only in `currencies`. */
  totals: z.object({ impressions: z.number(), clicks: z.number(), conversions: z.number() }),
  accountCount: z.number().int(),
  activeCampaigns: z.number().int(),
  lastSyncedAt: z.date().nullable(),
  /** Cross-account totals in the reporting currency, converted at daily rates. */
  converted: convertedTotalsSchema,
  /** Days of the range whose figures Meta may still revise in some account (ADR 0030). */
  unsettledDays: z.array(z.string()),
  /** The first to the last day the range covers across the accounts (each counts its own); null without accounts. */
  days: dayRangeSchema.nullable(),
});
export type DashboardSummary = z.infer<typeof dashboardSummarySchema>;

/** Without a range, the last 7 days, as the summary. */
export const activeCampaignsInputSchema = z
  .object({
    platform: platformFilterSchema.default('all'),
    limit: z.number().int().min(1).max(50).default(5),
    currency: reportingCurrencyCodeSchema,
    ...reportingRangeShape,
    ...dashboardFilterShape,
  })
  .superRefine(checkReportingRange)
  .optional();
export type ActiveCampaignsInput = z.input<typeof activeCampaignsInputSchema>;

const activeCampaignSchema = z.object({
  id: z.string(),
  externalId: z.string(),
  name: z.string(),
  adAccountName: z.string(),
  currency: z.string(),
  /** Spend in the chosen range, major units of `currency`. */
  spend: z.number(),
  /** The same spend converted day by day to `reportingCurrency` (the ranking's key); null without any rate for `currency`. */
  convertedSpend: z.number().nullable(),
  reportingCurrency: z.string(),
});
export const activeCampaignListSchema = z.array(activeCampaignSchema);
export type ActiveCampaign = z.infer<typeof activeCampaignSchema>;
