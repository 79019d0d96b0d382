/** The report's choices, shared by the schemas and the web app's URL (browser-safe: no imports). */
export const REPORT_GROUP_BYS = ['account', 'campaign', 'adset', 'day'] as const;
export type ReportGroupByOption = (typeof REPORT_GROUP_BYS)[number];
export const REPORT_SORT_BYS = ['name', 'spend', 'impressions', 'cpm', 'clicks', 'ctr', 'cpc', 'linkClicks', 'results', 'costPerResult', 'purchases', 'conversionValue', 'roas'] as const;
export type ReportSortByOption = (typeof REPORT_SORT_BYS)[number];
/** Sorts saved filters and shared links may still name from before results followed each optimization goal. */
const LEGACY_REPORT_SORT_BYS: Readonly<Record<string, ReportSortByOption>> = { conversions: 'results', cpa: 'costPerResult' };

/** The sort a former column's name now means ("conversions" → results), or undefined for anything else. */
export function renamedReportSortBy(value: unknown): ReportSortByOption | undefined {
  return typeof value === 'string' && Object.hasOwn(LEGACY_REPORT_SORT_BYS, value) ? LEGACY_REPORT_SORT_BYS[value] : undefined;
}
/**
 * "Campaign type" is where the budget sits, the choice that changes how a campaign is run: on the campaign
 * (Advantage+ campaign budget) or on each ad set. See ADR 0032.
 */
export const REPORT_CAMPAIGN_TYPES = ['campaign_budget', 'adset_budget'] as const;
export type ReportCampaignTypeOption = (typeof REPORT_CAMPAIGN_TYPES)[number];
export const REPORT_SORT_DIRECTIONS = ['asc', 'desc'] as const;
/** Rows the Reports page shows at first, and more at each 'Show more': a readable table and a light answer. */
export const REPORT_ROWS_STEP = 100;
/** The most rows the page shows; the CSV export streams every row. */
export const REPORT_ROWS_MAX = 1000;
