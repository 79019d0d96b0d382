import type { Namespace } from '@/i18n/namespace';

/** The report's filters the popover sets (the grouping stays in view beside it). */
export const REPORT_FILTER_KEYS = ['status', 'objective', 'campaignType', 'adSetName', 'adName', 'spendMin', 'spendMax', 'resultsMin', 'resultsMax'] as const;

/** Texts the popover's fields use beyond the page's own: campaign statuses' and objectives' names. */
export const REPORT_FILTER_FIELDS_NAMESPACES = ['campaigns'] as const satisfies readonly Namespace[];
