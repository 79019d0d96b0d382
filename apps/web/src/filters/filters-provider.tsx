import { useNavigate, useSearch } from '@tanstack/react-router';
import { type ReactNode, useCallback, useMemo } from 'react';
import type { DateRangeSelection } from './date-range-presets';
import { DATE_RANGE_SCOPE_DEFAULTS, type DateRangeScope } from './date-range-scope';
import { type Filters, FiltersContext } from './filters-context';
import { dateRangeOfSearch, type HeaderSearch, searchOfDateRange, validateHeaderSearch } from './header-search';
import { platformIdOf, platformNameOf, usePlatforms } from './platforms';

/**
 * The header's platform and range, kept in the URL of every signed-in page (see header-search.ts), so a link opens the
 * range it names on any screen. Only the default differs: the duplicator's is 'Today', kept out of its URL as every
 * default is, so going back to the dashboard without a pick shows the dashboard's own default.
 */
export function FiltersProvider({ children }: { children: ReactNode }) {
  // Read leniently rather than from '/_authed': the signed-in 404 shows the same header outside that route.
  const { range, from, to, platform } = useSearch({ strict: false, select: validateHeaderSearch });
  const navigate = useNavigate();
  const platforms = usePlatforms();

  // Each header change refines the page in place: replacing the entry keeps Back from stepping through every click.
  const write = useCallback(
    (patch: HeaderSearch) => void navigate({ to: '.', search: (previous: Record<string, unknown>) => ({ ...previous, ...patch }), replace: true }),
    [navigate],
  );
  const setPlatformId = useCallback(
    (platformId: number | null) => write({ platform: platformNameOf(platformId, platforms) ?? undefined }),
    [write, platforms],
  );
  const setDateRange = useCallback(
    (scope: DateRangeScope, dateRange: DateRangeSelection) => write(searchOfDateRange(dateRange, DATE_RANGE_SCOPE_DEFAULTS[scope])),
    [write],
  );

  const defaultRange = useMemo(() => dateRangeOfSearch({ range, from, to }, DATE_RANGE_SCOPE_DEFAULTS.default), [range, from, to]);
  const duplicatorRange = useMemo(() => dateRangeOfSearch({ range, from, to }, DATE_RANGE_SCOPE_DEFAULTS.duplicator), [range, from, to]);
  const activityRange = useMemo(() => dateRangeOfSearch({ range, from, to }, DATE_RANGE_SCOPE_DEFAULTS.activity), [range, from, to]);
  const platformId = platformIdOf(platform, platforms);
  const value = useMemo<Filters>(
    () => ({ platformId, setPlatformId, dateRanges: { default: defaultRange, duplicator: duplicatorRange, activity: activityRange }, setDateRange }),
    [platformId, setPlatformId, defaultRange, duplicatorRange, activityRange, setDateRange],
  );
  return <FiltersContext.Provider value={value}>{children}</FiltersContext.Provider>;
}
