import { createContext, useContext } from 'react';
import type { DateRangeSelection } from './date-range-presets';
import type { DateRangeScope } from './date-range-scope';

/** The header's platform and date ranges, shared with every page that shows data. */
export interface Filters {
  /** The selected platform's id; null means all platforms. */
  platformId: number | null;
  setPlatformId: (platformId: number | null) => void;
  dateRanges: Record<DateRangeScope, DateRangeSelection>;
  setDateRange: (scope: DateRangeScope, dateRange: DateRangeSelection) => void;
}

export const FiltersContext = createContext<Filters | null>(null);

export function useFilters(): Filters {
  const filters = useContext(FiltersContext);
  if (!filters) throw new Error('useFilters must be used inside <FiltersProvider>');
  return filters;
}

/** The date range of one screen scope (the dashboard's unless told otherwise). */
export function useDateRange(scope: DateRangeScope = 'default'): DateRangeSelection {
  return useFilters().dateRanges[scope];
}
