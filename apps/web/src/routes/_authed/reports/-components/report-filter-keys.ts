/** The report's filters the popover sets (the grouping stays in view beside it). */
export const REPORT_FILTER_KEYS = ['status', 'objective', 'campaignType', 'adSetName', 'adName', 'spendMin', 'spendMax', 'resultsMin', 'resultsMax'] as const;
