import { z } from 'zod';
import { issueCode } from '../messages/index.ts';
import { addDays, addMonthsToDay, daysBetween, isDayBefore } from './day.ts';
import { checkDayRange, daySchema } from './day-schemas.ts';
import { DATA_RETENTION_MONTHS } from './day-window.ts';
import { localDate } from './local-date.ts';

/**
 * The range every figure is read over, as Ads Manager means it (ADR 0074): a preset counts whole days of each ad
 * account's own calendar (its time zone, as the platforms report days) and ends yesterday unless it says today or
 * this month; a custom range is the same calendar days for every account.
 */
export const REPORTING_PRESETS = ['today', 'yesterday', 'last7Days', 'last14Days', 'last30Days', 'last90Days', 'thisMonth', 'lastMonth', 'maximum'] as const;
export type ReportingPreset = (typeof REPORTING_PRESETS)[number];

export type ReportingRange = { preset: ReportingPreset } | { from: string; to: string };

/** Inclusive YYYY-MM-DD bounds. */
export interface DayRange {
  from: string;
  to: string;
}

const LAST_N_DAYS: Partial<Record<ReportingPreset, number>> = { last7Days: 7, last14Days: 14, last30Days: 30, last90Days: 90 };

const firstOfMonth = (day: string) => `${day.slice(0, day.length - 2)}01`;

/** A preset's days for an account whose today is `today`. */
export function presetDays(preset: ReportingPreset, today: string): DayRange {
  const count = LAST_N_DAYS[preset];
  if (count !== undefined) return { from: addDays(today, -count), to: addDays(today, -1) };
  switch (preset) {
    case 'today':
      return { from: today, to: today };
    case 'yesterday':
      return { from: addDays(today, -1), to: addDays(today, -1) };
    case 'thisMonth':
      return { from: firstOfMonth(today), to: today };
    case 'lastMonth': {
      const first = firstOfMonth(today);
      return { from: addMonthsToDay(first, -1), to: addDays(first, -1) };
    }
    default:
      // Maximum: every day the platforms still keep (as dayWindow counts them).
      return { from: addMonthsToDay(today, -DATA_RETENTION_MONTHS), to: today };
  }
}

/** The period of the same length directly before. */
export function previousDays({ from, to }: DayRange): DayRange {
  const length = daysBetween(from, to) + 1;
  return { from: addDays(from, -length), to: addDays(from, -1) };
}

/** A range's days for an account in `timeZone` (null: UTC) at `now`. */
export function daysOfRange(range: ReportingRange, now: Date, timeZone: string | null): DayRange {
  return 'preset' in range ? presetDays(range.preset, localDate(now, timeZone)) : { from: range.from, to: range.to };
}

/**
 * The days a range covers, per time zone among the accounts read: accounts whose zones share a date share a window.
 * `timeZones: null` means every account (a custom range). Zones are the accounts' stored names, an unset one as UTC.
 */
export interface AccountDaysWindow extends DayRange {
  timeZones: string[] | null;
}

export function accountDays(range: ReportingRange, now: Date, timeZones: ReadonlyArray<string | null>): AccountDaysWindow[] {
  if (!('preset' in range)) return [{ from: range.from, to: range.to, timeZones: null }];
  const windows = new Map<string, AccountDaysWindow>();
  for (const zone of new Set(timeZones.map((name) => name ?? 'UTC'))) {
    const days = presetDays(range.preset, localDate(now, zone));
    const key = `${days.from}/${days.to}`;
    const window = windows.get(key) ?? { ...days, timeZones: [] };
    window.timeZones?.push(zone);
    windows.set(key, window);
  }
  return [...windows.values()];
}

/** The windows of the period directly before each one. */
export function previousAccountDays(windows: readonly AccountDaysWindow[]): AccountDaysWindow[] {
  return windows.map((window) => ({ ...previousDays(window), timeZones: window.timeZones }));
}

/** From the earliest first day to the latest last one: the days a chart of the range spans; null without accounts. */
export function spanOf(windows: readonly DayRange[]): DayRange | null {
  if (windows.length === 0) return null;
  return windows.reduce((span, window) => ({
    from: isDayBefore(window.from, span.from) ? window.from : span.from,
    to: isDayBefore(span.to, window.to) ? window.to : span.to,
  }));
}

/**
 * An input's range, spread into its object and checked with `checkReportingRange`: `preset`, or `from` and `to`
 * (bounded days). Both absent: the input's own default preset. A query string names them the same way.
 */
export const reportingRangeShape = {
  preset: z.enum(REPORTING_PRESETS).optional(),
  from: daySchema.optional(),
  to: daySchema.optional(),
};

/** A custom range needs both ends, in order, and no preset beside it. */
export function checkReportingRange(range: { preset?: ReportingPreset | undefined; from?: string | undefined; to?: string | undefined }, ctx: z.RefinementCtx): void {
  const ends = [range.from, range.to].filter((end) => end !== undefined).length;
  if (range.preset !== undefined && ends > 0) ctx.addIssue({ code: 'custom', message: issueCode('dateRangeTwice'), path: ['preset'] });
  else if (ends === 1) ctx.addIssue({ code: 'custom', message: issueCode('dateRangeHalf'), path: [range.from === undefined ? 'from' : 'to'] });
  else checkDayRange(range, ctx);
}

/** The range an input names, or `fallback` when it names none. */
export function reportingRangeOf(input: { preset?: ReportingPreset | undefined; from?: string | undefined; to?: string | undefined }, fallback: ReportingPreset): ReportingRange {
  if (input.from !== undefined && input.to !== undefined) return { from: input.from, to: input.to };
  return { preset: input.preset ?? fallback };
}
