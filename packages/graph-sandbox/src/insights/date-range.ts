import { errors, GraphApiError } from '../errors/graph-errors.ts';
import { addDays, isDate, monthsBefore } from '../world/dates.ts';

export interface DateRange {
  since: string;
  until: string;
}

export const DATE_PRESETS = [
  'today',
  'yesterday',
  'this_month',
  'last_month',
  'this_quarter',
  'last_quarter',
  'this_year',
  'last_year',
  'last_3d',
  'last_7d',
  'last_14d',
  'last_28d',
  'last_30d',
  'last_90d',
  'this_week_mon_today',
  'last_week_mon_sun',
  'maximum',
] as const;

export type DatePreset = (typeof DATE_PRESETS)[number];

/** Meta's presets in the account's time zone; the last_Nd presets end yesterday, not today. */
export function presetRange(preset: DatePreset, today: string, earliest: string): DateRange {
  const [year = 0, month = 1] = today.split('-').map(Number);
  const monthStart = (y: number, m: number) => `${y}-${String(m).padStart(2, '0')}-01`;
  const quarterStartMonth = Math.floor((month - 1) / 3) * 3 + 1;
  const weekday = (new Date(`${today}T00:00:00Z`).getUTCDay() + 6) % 7;
  const lastNDays = /^last_(\d+)d$/.exec(preset);
  if (lastNDays) return { since: addDays(today, -Number(lastNDays[1])), until: addDays(today, -1) };
  switch (preset) {
    case 'today':
      return { since: today, until: today };
    case 'yesterday':
      return { since: addDays(today, -1), until: addDays(today, -1) };
    case 'this_month':
      return { since: monthStart(year, month), until: today };
    case 'last_month': {
      const start = month === 1 ? monthStart(year - 1, 12) : monthStart(year, month - 1);
      return { since: start, until: addDays(monthStart(year, month), -1) };
    }
    case 'this_quarter':
      return { since: monthStart(year, quarterStartMonth), until: today };
    case 'last_quarter': {
      const start = quarterStartMonth === 1 ? monthStart(year - 1, 10) : monthStart(year, quarterStartMonth - 3);
      return { since: start, until: addDays(monthStart(year, quarterStartMonth), -1) };
    }
    case 'this_year':
      return { since: `${year}-01-01`, until: today };
    case 'last_year':
      return { since: `${year - 1}-01-01`, until: `${year - 1}-12-31` };
    case 'this_week_mon_today':
      return { since: addDays(today, -weekday), until: today };
    case 'last_week_mon_sun':
      return { since: addDays(today, -weekday - 7), until: addDays(today, -weekday - 1) };
    default:
      return { since: earliest < today ? earliest : today, until: today };
  }
}

/** How far back Meta answers insights: a range starting earlier is refused with #3018. */
const INSIGHTS_RETENTION_MONTHS = 37;

export function parseTimeRange(value: unknown, today: string): DateRange {
  const range = value as Partial<DateRange> | null;
  if (!range || typeof range.since !== 'string' || typeof range.until !== 'string' || !isDate(range.since) || !isDate(range.until)) {
    throw errors.invalidParam('(#100) param time_range must be an object with since and until dates (YYYY-MM-DD)');
  }
  if (range.since > range.until) throw errors.invalidParam('(#100) since must be before or equal to until in time_range');
  if (range.since < monthsBefore(today, INSIGHTS_RETENTION_MONTHS)) {
    throw new GraphApiError({ message: `(#3018) The start date of the time range cannot be beyond ${INSIGHTS_RETENTION_MONTHS} months from the current date`, code: 3018 });
  }
  return { since: range.since, until: range.until };
}
