import { type ReactNode, useCallback, useMemo, useState } from 'react';
import { type DateRangeSelection, presetSelection } from './date-range-presets';
import { DATE_RANGE_SCOPE_DEFAULTS, type DateRangeScope } from './date-range-scope';
import { type Filters, FiltersContext } from './filters-context';

export function FiltersProvider({ children }: { children: ReactNode }) {
  const [platformId, setPlatformId] = useState<number | null>(null);
  const [dateRanges, setDateRanges] = useState<Record<DateRangeScope, DateRangeSelection>>(() => ({
    default: presetSelection(DATE_RANGE_SCOPE_DEFAULTS.default),
    duplicator: presetSelection(DATE_RANGE_SCOPE_DEFAULTS.duplicator),
  }));
  const setDateRange = useCallback((scope: DateRangeScope, dateRange: DateRangeSelection) => {
    setDateRanges((current) => ({ ...current, [scope]: dateRange }));
  }, []);
  const value = useMemo<Filters>(() => ({ platformId, setPlatformId, dateRanges, setDateRange }), [platformId, dateRanges, setDateRange]);
  return <FiltersContext.Provider value={value}>{children}</FiltersContext.Provider>;
}
