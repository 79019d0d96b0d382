import { DATA_RETENTION_MONTHS } from '@adfleet/core/dates';
import { addDays, startOfDay, subDays, subMonths } from 'date-fns';

export interface DateRange {
  from: Date;
  to: Date;
}

/** Each preset is a range ending today that starts this many days back. */
export const DATE_RANGE_PRESETS = [
  { id: 'today', daysBack: 0 },
  { id: 'yesterday', daysBack: 1 },
  { id: 'last7Days', daysBack: 7 },
  { id: 'last30Days', daysBack: 30 },
  { id: 'last90Days', daysBack: 90 },
] as const;

export type DateRangePresetId = (typeof DATE_RANGE_PRESETS)[number]['id'];

/** A preset keeps its name as the label; a custom range is labelled by its dates. */
export type DateRangeSelection = { preset: DateRangePresetId; range: DateRange } | { preset: null; range: DateRange };

export const DEFAULT_DATE_RANGE_PRESET: DateRangePresetId = 'last7Days';

export function presetRange(presetId: DateRangePresetId, now: Date = new Date()): DateRange {
  const preset = DATE_RANGE_PRESETS.find((candidate) => candidate.id === presetId) ?? DATE_RANGE_PRESETS[2];
  const today = startOfDay(now);
  return { from: subDays(today, preset.daysBack), to: today };
}

export function presetSelection(presetId: DateRangePresetId, now?: Date): DateRangeSelection {
  return { preset: presetId, range: presetRange(presetId, now) };
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
