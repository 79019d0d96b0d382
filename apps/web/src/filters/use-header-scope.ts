import { toApiDateRange } from './date-range-presets';
import type { DateRangeScope } from './date-range-scope';
import { useDateRange, useFilters } from './filters-context';
import { platformFilterOf, usePlatforms } from './platforms';

/** The header's range (as the server's calendar days) and platform (as the server's filter), as pages query with them. */
export function useHeaderScope(scope: DateRangeScope = 'default'): { range: { from: string; to: string }; platform: 'all' | 'facebook' | 'tiktok' } {
  const { platformId } = useFilters();
  const platforms = usePlatforms();
  return { range: toApiDateRange(useDateRange(scope).range), platform: platformFilterOf(platformId, platforms) };
}
