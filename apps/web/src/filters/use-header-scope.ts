import type { ReportingRange } from '@adfleet/core/dates';
import { apiRangeOf } from './date-range-presets';
import type { DateRangeScope } from './date-range-scope';
import { useDateRange, useFilters } from './filters-context';
import { platformFilterOf, usePlatforms } from './platforms';

/**
 * The header's range (a preset by name, which the server reads in each account's own calendar, or a custom range's
 * days) and platform (as the server's filter), as pages query with them.
 */
export function useHeaderScope(scope: DateRangeScope = 'default'): { range: ReportingRange; platform: 'all' | 'facebook' | 'tiktok' } {
  const { platformId } = useFilters();
  const platforms = usePlatforms();
  return { range: apiRangeOf(useDateRange(scope)), platform: platformFilterOf(platformId, platforms) };
}
