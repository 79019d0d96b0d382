import type { DateRangePresetId } from './date-range-presets';

/**
 * Screens keep their own date range, each with the spec's default: the dashboard (and every other data screen)
 * starts at 'Last 7 days', the duplicator at 'Today'.
 */
export type DateRangeScope = 'default' | 'duplicator';

export const DATE_RANGE_SCOPE_DEFAULTS: Record<DateRangeScope, DateRangePresetId> = {
  default: 'last7Days',
  duplicator: 'today',
};

export function dateRangeScopeOf(pathname: string): DateRangeScope {
  return pathname === '/campaign-duplicator' || pathname.startsWith('/campaign-duplicator/') ? 'duplicator' : 'default';
}
