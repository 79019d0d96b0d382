import { useNavigate } from '@tanstack/react-router';
import { parseISO } from 'date-fns';
import { useEffect, useRef } from 'react';
import { toApiDateRange } from '@/filters/date-range-presets';
import { useDateRange, useFilters } from '@/filters/filters-context';
import { type Platform, platformFilterOf, usePlatforms } from '@/filters/platforms';
import type { ReportSearch } from './report-search';

type PlatformFilter = 'all' | 'facebook' | 'tiktok';

const platformIdOf = (name: PlatformFilter, platforms: readonly Platform[]) => (name === 'all' ? null : (platforms.find((platform) => platform.name === name)?.id ?? null));

/**
 * The report's range and platform live in its URL and in the header alike. On arrival the URL wins (a shared link
 * shows its days, and the header shows them too); afterwards the header's choices are written to the URL.
 */
export function useReportScope(search: ReportSearch): { range: { from: string; to: string }; platform: PlatformFilter } {
  const navigate = useNavigate({ from: '/reports/' });
  const { platformId, setPlatformId, setDateRange } = useFilters();
  const platforms = usePlatforms();
  const header = { range: toApiDateRange(useDateRange().range), platform: platformFilterOf(platformId, platforms) };
  const url = { range: search.from && search.to ? { from: search.from, to: search.to } : header.range, platform: search.platform ?? 'all' };
  // What the header was told on arrival, until it shows it (effects may run twice before state settles).
  const adopting = useRef<{ from: string; to: string; platform: PlatformFilter } | null | undefined>(undefined);

  useEffect(() => {
    if (adopting.current === undefined) {
      const differs = url.range.from !== header.range.from || url.range.to !== header.range.to || url.platform !== header.platform;
      if (search.from || search.platform) {
        adopting.current = differs ? { ...url.range, platform: url.platform } : null;
        if (differs) {
          setDateRange('default', { preset: null, range: { from: parseISO(url.range.from), to: parseISO(url.range.to) } });
          setPlatformId(platformIdOf(url.platform, platforms));
        }
        return;
      }
      adopting.current = null;
    }
    const pending = adopting.current;
    if (pending) {
      if (pending.from !== header.range.from || pending.to !== header.range.to || pending.platform !== header.platform) return;
      adopting.current = null;
    }
    if (search.from === header.range.from && search.to === header.range.to && (search.platform ?? 'all') === header.platform) return;
    void navigate({
      search: (previous: ReportSearch) => ({ ...previous, from: header.range.from, to: header.range.to, platform: header.platform === 'all' ? undefined : header.platform }),
      replace: true,
    });
    // The header's values are what this follows; the URL's are read through `search` at the time.
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, [header.range.from, header.range.to, header.platform]);

  return url;
}
