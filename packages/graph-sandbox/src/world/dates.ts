/** Calendar dates are 'YYYY-MM-DD' strings in the ad account's time zone, as Meta reports insights. */
const DAY_MS = 86_400_000;
const formatters = new Map<string, Intl.DateTimeFormat>();

export function localDate(instant: Date, timeZone: string): string {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' });
    formatters.set(timeZone, formatter);
  }
  return formatter.format(instant);
}

// Insights walk every ad's days one at a time (millions of steps in a large sync), over a few hundred distinct dates:
// parsing and formatting each step was a tenth of a large sync's CPU, so results are kept (bounded, rebuilt when full).
const shiftedDates = new Map<string, string>();
const SHIFTED_DATES_KEPT = 20_000;

export function addDays(date: string, days: number): string {
  const key = `${date}|${days}`;
  let shifted = shiftedDates.get(key);
  if (shifted === undefined) {
    shifted = new Date(Date.parse(`${date}T00:00:00Z`) + days * DAY_MS).toISOString().slice(0, 10);
    if (shiftedDates.size >= SHIFTED_DATES_KEPT) shiftedDates.clear();
    shiftedDates.set(key, shifted);
  }
  return shifted;
}

const sundays = new Map<string, boolean>();

/** Whether a date starts a calendar week as Meta counts a daily budget's week (Sunday to Saturday); kept like addDays. */
export function isSunday(date: string): boolean {
  let sunday = sundays.get(date);
  if (sunday === undefined) {
    sunday = new Date(`${date}T00:00:00Z`).getUTCDay() === 0;
    if (sundays.size >= SHIFTED_DATES_KEPT) sundays.clear();
    sundays.set(date, sunday);
  }
  return sunday;
}

export function daysBetween(from: string, to: string): number {
  return Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY_MS);
}

/** The same day `months` months earlier, or that month's last day when it is shorter (Meta's "37 months ago"). */
export function monthsBefore(day: string, months: number): string {
  const [year = 0, month = 1, date = 1] = day.split('-').map(Number);
  const lastOfMonth = new Date(Date.UTC(year, month - 1 - months + 1, 0)).getUTCDate();
  return new Date(Date.UTC(year, month - 1 - months, Math.min(date, lastOfMonth))).toISOString().slice(0, 10);
}

export function isDate(value: string): boolean {
  return /^\d{4}-\d{2}-\d{2}$/.test(value) && !Number.isNaN(Date.parse(`${value}T00:00:00Z`));
}

/** Meta writes times as ISO 8601 with a numeric offset and no milliseconds: 2025-05-11T10:00:00+0000. */
export function graphTime(instant: Date | number): string {
  return new Date(instant).toISOString().replace(/\.\d{3}Z$/, '+0000');
}

export function parseGraphTime(value: string): number {
  return Date.parse(value.replace(/([+-]\d{2})(\d{2})$/, '$1:$2'));
}
