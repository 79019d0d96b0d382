import type { DateRangePresetId } from './date-range-presets';

/**
 * Screens read the header's range from the URL, each with its own default: the dashboard (and every other data
 * screen) starts at 'Last 7 days', the duplicator at 'Today' (the spec's), and Activity at 'Maximum': a log opened
 * without a range lists everything it keeps, and its header says so.
 */
export type DateRangeScope = 'default' | 'duplicator' | 'activity';

export const DATE_RANGE_SCOPE_DEFAULTS: Record<DateRangeScope, DateRangePresetId> = {
  default: 'last7Days',
  duplicator: 'today',
  activity: 'maximum',
};

const onScreen = (pathname: string, screen: string) => pathname === screen || pathname.startsWith(`${screen}/`);

export function dateRangeScopeOf(pathname: string): DateRangeScope {
  if (onScreen(pathname, '/campaign-duplicator')) return 'duplicator';
  return onScreen(pathname, '/activity') ? 'activity' : 'default';
}
