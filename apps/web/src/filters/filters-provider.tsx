import { type ReactNode, useMemo, useState } from 'react';
import { DEFAULT_DATE_RANGE_PRESET, presetSelection } from './date-range-presets';
import { type Filters, FiltersContext } from './filters-context';

export function FiltersProvider({ children }: { children: ReactNode }) {
  const [platformId, setPlatformId] = useState<number | null>(null);
  const [dateRange, setDateRange] = useState(() => presetSelection(DEFAULT_DATE_RANGE_PRESET));
  const value = useMemo<Filters>(() => ({ platformId, setPlatformId, dateRange, setDateRange }), [platformId, dateRange]);
  return <FiltersContext.Provider value={value}>{children}</FiltersContext.Provider>;
}
