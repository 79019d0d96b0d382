import { DATA_RETENTION_MONTHS, type ReportingPreset, type ReportingRange } from '@adfleet/core/dates';
import { addDays, startOfDay, startOfMonth, subDays, subMonths } from 'date-fns';

export interface DateRange {
  from: Date;
  to: Date;
}

/**
 * The presets, with Ads Manager's meanings (ADR 0074): whole days of each ad account's own calendar, ending yesterday
 * unless they say today or this month. The server resolves them per account; `presetRange` only reckons the days in
 * the browser's calendar, for the calendar's highlight.
 */
export const DATE_RANGE_PRESETS = [
  { id: 'today' },
  { id: 'yesterday' },
  { id: 'last7Days' },
  { id: 'last14Days' },
  { id: 'last30Days' },
  { id: 'last90Days' },
  { id: 'thisMonth' },
  { id: 'lastMonth' },
  { id: 'maximum' },
] as const satisfies ReadonlyArray<{ id: ReportingPreset }>;

export type DateRangePresetId = (typeof DATE_RANGE_PRESETS)[number]['id'];

/** A preset keeps its name as the label; a custom range is labelled by its dates. */
export type DateRangeSelection = { preset: DateRangePresetId; range: DateRange } | { preset: null; range: DateRange };


const LAST_N_DAYS: Partial<Record<DateRangePresetId, number>> = { last7Days: 7, last14Days: 14, last30Days: 30, last90Days: 90 };

/** A preset's days in the browser's calendar (core's `presetDays`, reckoned on local dates). */
export function presetRange(presetId: DateRangePresetId, now: Date = new Date()): DateRange {
  const today = startOfDay(now);
  const count = LAST_N_DAYS[presetId];
  if (count !== undefined) return { from: subDays(today, count), to: subDays(today, 1) };
  switch (presetId) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: subDays(today, 1), to: subDays(today, 1) };
    case 'thisMonth':
      return { from: startOfMonth(today), to: today };
    case 'lastMonth':
      return { from: startOfMonth(subMonths(today, 1)), to: subDays(startOfMonth(today), 1) };
    default:
      return { from: earliestKeptDay(now), to: today };
  }
}

export function presetSelection(presetId: DateRangePresetId, now?: Date): DateRangeSelection {
  return { preset: presetId, range: presetRange(presetId, now) };
}

/** What the server is asked for: a preset by name (each account's own days), a custom range by its days. */
export function apiRangeOf(selection: DateRangeSelection): ReportingRange {
  return selection.preset !== null ? { preset: selection.preset } : toApiDateRange(selection.range);
}

/** A range being picked in the calendar: `to` stays empty until the second click. */
export interface DraftRange {
  from: Date | undefined;
  to?: Date | undefined;
}

/**
 * The first click starts a range and the second ends it (in either order), so Apply needs two choices.
 * DayPicker's own rule would complete a one-day range on the first click.
 */
export function extendDraftRange(draft: DraftRange | undefined, day: Date): DraftRange {
  if (!draft?.from || draft.to) return { from: day, to: undefined };
  return day < draft.from ? { from: day, to: draft.from } : { from: draft.from, to: day };
}

/**
 * A calendar day as YYYY-MM-DD, read in the browser's own time zone. By hand rather than with date-fns' `format`: the
 * header writes it into every signed-in page's URL, and `format` would load with the shell (ADR 0062).
 */
export function isoDayOf(date: Date): string {
  const twoDigits = (value: number) => String(value).padStart(2, '0');
  return `${String(date.getFullYear()).padStart(4, '0')}-${twoDigits(date.getMonth() + 1)}-${twoDigits(date.getDate())}`;
}

/** The start (local midnight) of a day written YYYY-MM-DD; a day that does not exist rolls over, as `Date` does. */
export function dayOfIso(value: string): Date {
  const [year = Number.NaN, month = Number.NaN, day = Number.NaN] = value.split('-').map(Number);
  const date = new Date(0);
  // setFullYear, unlike the constructor, does not read years 0–99 as 1900–1999.
  date.setFullYear(year, month - 1, day);
  date.setHours(0, 0, 0, 0);
  return date;
}

/** Whether two moments fall on the same calendar day in the browser's time zone (by hand, as isoDayOf: no date-fns on a page's first paint). */
export function isSameLocalDay(left: Date, right: Date): boolean {
  return left.getFullYear() === right.getFullYear() && left.getMonth() === right.getMonth() && left.getDate() === right.getDate();
}

/** The range as the server's calendar days (YYYY-MM-DD, both ends included), read in the browser's own time zone. */
export function toApiDateRange({ from, to }: DateRange): { from: string; to: string } {
  return { from: isoDayOf(from), to: isoDayOf(to) };
}

/**
 * The first day a calendar offers: the platforms keep no older figures and the server refuses them (`dayWindow` in
 * core). Counted from the browser's today with a day's margin, so a browser behind UTC never offers a day the server's
 * window has already left; reckoned here with the app's own date-fns, since core's UTC day module would weigh on
 * every page's first load.
 */
export function earliestKeptDay(today: Date): Date {
  return addDays(subMonths(startOfDay(today), DATA_RETENTION_MONTHS), 1);
}
