/**
 * The campaign list's orders, browser-safe (no imports) so the web app validates its URL with the server's words.
 * `created` (newest first) is the spec's order and the default.
 */
export const CAMPAIGN_SORTS = ['name', 'account', 'status', 'objective', 'budget', 'created', 'spend'] as const;
export type CampaignSort = (typeof CAMPAIGN_SORTS)[number];
export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export type SortDirection = (typeof SORT_DIRECTIONS)[number];
