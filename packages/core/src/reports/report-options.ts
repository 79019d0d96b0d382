/** The report's choices, shared by the schemas and the web app's URL (browser-safe: no imports). */
export const REPORT_GROUP_BYS = ['account', 'campaign', 'adset', 'day'] as const;
export type ReportGroupByOption = (typeof REPORT_GROUP_BYS)[number];
export const REPORT_SORT_BYS = ['name', 'spend', 'impressions', 'clicks', 'ctr', 'cpc', 'conversions', 'cpa', 'conversionValue', 'roas'] as const;
export type ReportSortByOption = (typeof REPORT_SORT_BYS)[number];
/**
 * "Campaign type" is where the budget sits, the choice that changes how a campaign is run: on the campaign
 * (Advantage+ campaign budget) or on each ad set. See ADR 0032.
 */
export const REPORT_CAMPAIGN_TYPES = ['campaign_budget', 'adset_budget'] as const;
export type ReportCampaignTypeOption = (typeof REPORT_CAMPAIGN_TYPES)[number];
export const REPORT_SORT_DIRECTIONS = ['asc', 'desc'] as const;
