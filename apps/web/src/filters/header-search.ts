import { DATE_RANGE_PRESETS, type DateRangePresetId, type DateRangeSelection, dayOfIso, isoDayOf, presetSelection, toApiDateRange } from './date-range-presets';

/**
 * The header's range and platform as they travel in the URL of every signed-in page, so a reload or a shared link shows
 * the same days: `range=<preset>` or `from=YYYY-MM-DD&to=YYYY-MM-DD` (a custom range), and `platform=<name>`.
 * Defaults stay out of the URL.
 */
export interface HeaderSearch {
  range?: DateRangePresetId;
  from?: string;
  to?: string;
  platform?: string;
}

/** The keys every signed-in page carries along to the next one. */
export const HEADER_SEARCH_KEYS = ['range', 'from', 'to', 'platform'] as const satisfies readonly (keyof HeaderSearch)[];

const ISO_DAY = /^\d{4}-\d{2}-\d{2}$/;
const PLATFORM_NAME = /^[a-z][a-z0-9_]{0,31}$/;

/** A real calendar day written as YYYY-MM-DD ("2025-02-30" is not one). */
function day(value: unknown): string | undefined {
  if (typeof value !== 'string' || !ISO_DAY.test(value)) return undefined;
  // A day that does not exist rolls over to another, which then reads differently.
  return isoDayOf(dayOfIso(value)) === value ? value : undefined;
}

const presetOf = (value: unknown): DateRangePresetId | undefined => DATE_RANGE_PRESETS.find(({ id }) => id === value)?.id;

/**
 * Reads the URL leniently: a hand-edited or stale link never breaks the page. A custom range needs both ends in order
 * and wins over a preset; anything else unreadable is dropped, and the page shows the default instead.
 */
export function validateHeaderSearch(search: Record<string, unknown>): HeaderSearch {
  const from = day(search['from']);
  const to = day(search['to']);
  const range = presetOf(search['range']);
  const platform = typeof search['platform'] === 'string' && PLATFORM_NAME.test(search['platform']) ? search['platform'] : undefined;
  const custom = from !== undefined && to !== undefined && from <= to;
  // Every key is named, unreadable ones as undefined: the root route passes the raw URL through, and only a key given
  // here replaces it for the pages below.
  return {
    range: custom ? undefined : range,
    from: custom ? from : undefined,
    to: custom ? to : undefined,
    platform: platform === 'all' ? undefined : platform,
  };
}

/** The range a header search names, or the given default preset's. */
export function dateRangeOfSearch(search: HeaderSearch, fallback: DateRangePresetId, now?: Date): DateRangeSelection {
  if (search.from && search.to) return { preset: null, range: { from: dayOfIso(search.from), to: dayOfIso(search.to) } };
  return presetSelection(search.range ?? fallback, now);
}

/**
 * The URL keys for a chosen range: a preset by name (so "Last 7 days" still means the last 7 days when the link is
 * opened tomorrow), a custom range by its days. Every key is present, as undefined when unused, so a navigation
 * replaces the old ones rather than keeping them.
 */
export function searchOfDateRange(selection: DateRangeSelection, fallback: DateRangePresetId): Pick<HeaderSearch, 'range' | 'from' | 'to'> {
  if (selection.preset !== null) return { range: selection.preset === fallback ? undefined : selection.preset, from: undefined, to: undefined };
  return { range: undefined, ...toApiDateRange(selection.range) };
}
