import { createContext, useContext } from 'react';
import type { DateRangeSelection } from './date-range-presets';

/** The header's platform and date range, shared with every page that shows data. */
export interface Filters {
  /** The selected platform's id; null means all platforms. */
  platformId: number | null;
  setPlatformId: (platformId: number | null) => void;
  dateRange: DateRangeSelection;
  setDateRange: (dateRange: DateRangeSelection) => void;
}

export const FiltersContext = createContext<Filters | null>(null);

export function useFilters(): Filters {
  const filters = useContext(FiltersContext);
  if (!filters) throw new Error('useFilters must be used inside <FiltersProvider>');
  return filters;
}
