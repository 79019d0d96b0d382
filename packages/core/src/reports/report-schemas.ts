import { z } from 'zod';
import { checkReportingRange, reportingRangeShape } from '../dates/reporting-range.ts';
import { convertedTotalsSchema } from '../dashboard/converted-totals-schemas.ts';
import { dayRangeSchema } from '../dashboard/dashboard-schemas.ts';
import { resultFiguresShape } from '../insights/result-figures.ts';
import { platformFilterSchema } from '../platforms/platform-schemas.ts';
import { issueCode } from '../messages/index.ts';
import { REPORT_CAMPAIGN_TYPES, REPORT_GROUP_BYS, REPORT_ROWS_MAX, REPORT_ROWS_STEP, REPORT_SORT_BYS, REPORT_SORT_DIRECTIONS } from './report-options.ts';

/** A Meta enum value (status, objective): upper-case words, so nothing else reaches a query. */
const enumValue = z.string().trim().regex(/^[A-Z][A-Z_]{0,59}$/, issueCode('validationFailed'));
const contains = z.string().trim().min(1).max(200);
const bound = z.number().finite().min(0).max(1e15);

/** What a report shows, besides the header's range and platform: the part a saved filter keeps. */
const reportFiltersShape = z.object({
  groupBy: z.enum(REPORT_GROUP_BYS).default('campaign'),
  status: enumValue.optional(),
  objective: enumValue.optional(),
  campaignType: z.enum(REPORT_CAMPAIGN_TYPES).optional(),
  adSetName: contains.optional(),
  adName: contains.optional(),
  spendMin: bound.optional(),
  spendMax: bound.optional(),
  resultsMin: bound.optional(),
  resultsMax: bound.optional(),
  sortBy: z.enum(REPORT_SORT_BYS).default('spend'),
  sortDir: z.enum(REPORT_SORT_DIRECTIONS).default('desc'),
});

type Bounds = { spendMin?: number | undefined; spendMax?: number | undefined; resultsMin?: number | undefined; resultsMax?: number | undefined };
function checkBounds(value: Bounds, ctx: z.RefinementCtx) {
  if (value.spendMin !== undefined && value.spendMax !== undefined && value.spendMin > value.spendMax) {
    ctx.addIssue({ code: 'custom', message: issueCode('reportSpendRangeReversed'), path: ['spendMin'] });
  }
  if (value.resultsMin !== undefined && value.resultsMax !== undefined && value.resultsMin > value.resultsMax) {
    ctx.addIssue({ code: 'custom', message: issueCode('reportResultsRangeReversed'), path: ['resultsMin'] });
  }
}

export const reportFiltersSchema = reportFiltersShape.superRefine(checkBounds);

const reportInputShape = reportFiltersShape.extend({
  // Without one, the last 7 days, as the dashboard.
  ...reportingRangeShape,
  platform: platformFilterSchema.default('all'),
  /** The currency the converted total is in (the reporting currency the page shows); absent: the workspace's chosen one, else USD. */
  currency: z.string().regex(/^[A-Z]{3}$/).optional(),
});

function checkReportInput(value: z.infer<typeof reportInputShape>, ctx: z.RefinementCtx) {
  checkReportingRange(value, ctx);
  checkBounds(value, ctx);
}

/** A report as the CSV export takes it: every row. */
export const reportInputSchema = reportInputShape.superRefine(checkReportInput);
export type ParsedReportInput = z.infer<typeof reportInputSchema>;

/** A report as the page asks for it: its first `limit` rows, more at each 'Show more'. */
export const reportRunInputSchema = reportInputShape
  .extend({ limit: z.number().int().min(1).max(REPORT_ROWS_MAX).default(REPORT_ROWS_STEP) })
  .superRefine(checkReportInput);
export type ReportRunInput = z.input<typeof reportRunInputSchema>;

const figures = {
  /** Major units of the row's currency. */
  spend: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  /** Null where no platform of the row reports them (TikTok's report has no link clicks or purchases). */
  linkClicks: z.number().nullable(),
  purchases: z.number().nullable(),
  /** Results of each object's optimization goal, with their kind (see resultFiguresShape). */
  ...resultFiguresShape,
  /** Purchase value; null where no platform of the row reports one ("not available", not 0). */
  conversionValue: z.number().nullable(),
  /** Spend without a conversion value (TikTok's): ROAS leaves it out. */
  spendWithoutValue: z.number(),
  /** Spend / impressions × 1000. */
  cpm: z.number().nullable(),
  /** Percent; null where there were no impressions (and likewise for the other ratios). */
  ctr: z.number().nullable(),
  cpc: z.number().nullable(),
  /** Conversion value over the spend that has one; null where none has. */
  roas: z.number().nullable(),
};

const reportRowSchema = z.object({
  key: z.string(),
  name: z.string(),
  accountName: z.string().nullable(),
  campaignName: z.string().nullable(),
  date: z.string().nullable(),
  /** The row's platform; null for a day row, which spans platforms. */
  platformId: z.number().int().nullable(),
  currency: z.string(),
  ...figures,
  /** `spend` in the report's reporting currency, converted at each day's rate; null when a rate is unknown. */
  convertedSpend: z.number().nullable(),
});
export type ReportRowOut = z.infer<typeof reportRowSchema>;

const reportCurrencyTotalsSchema = z.object({ currency: z.string(), rows: z.number().int(), ...figures });
export type ReportCurrencyTotals = z.infer<typeof reportCurrencyTotalsSchema>;

const reportDailyPointSchema = z.object({
  date: z.string(),
  currency: z.string(),
  spend: z.number(),
  impressions: z.number(),
  clicks: z.number(),
  /** Purchases and leads, the chart's conversions. */
  conversions: z.number(),
  conversionValue: z.number().nullable(),
  spendWithoutValue: z.number(),
});

export const reportSchema = z.object({
  rows: z.array(reportRowSchema),
  /** Rows in the whole report; `rows` holds the first `limit` of them (the CSV export has them all). */
  rowCount: z.number().int(),
  totals: z.array(reportCurrencyTotalsSchema),
  /** The report's figures in the workspace's reporting currency, converted day by day from `daily`. */
  convertedTotal: convertedTotalsSchema,
  daily: z.array(reportDailyPointSchema),
  /** The first to the last day the range covers across the accounts (each counts its own); null without accounts. */
  days: dayRangeSchema.nullable(),
});
export type Report = z.infer<typeof reportSchema>;

export const savedReportFilterSchema = z.object({ id: z.uuid(), name: z.string(), filters: reportFiltersSchema, createdAt: z.date(), updatedAt: z.date() });
export type SavedReportFilter = z.infer<typeof savedReportFilterSchema>;

const filterName = z.string().trim().min(1).max(80);
// `filterName`, not `name`: field labels are by key, and `name` already reads "Campaign name".

export const saveReportFilterInputSchema = z.object({ filterName, filters: reportFiltersSchema });
export const renameReportFilterInputSchema = z.object({ id: z.uuid(), filterName });
export const deleteReportFilterInputSchema = z.object({ id: z.uuid() });
