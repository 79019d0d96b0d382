/** What every total is converted to until a workspace's admin picks a reporting currency (ADR 0074). */
export const FALLBACK_REPORTING_CURRENCY = 'USD';
