import { utc } from '@date-fns/utc';
import { addDays as addDaysTo, addMonths, differenceInCalendarDays, parseISO } from 'date-fns';

/**
 * Calendar days, written YYYY-MM-DD, as the platforms report figures: no time of day and no zone of their own. Every
 * step, difference and comparison is arithmetic on real dates (in UTC, so the server's own zone never shifts a day),
 * never a comparison of the strings: past 9999-12-31 comes "+010000-01-01", which sorts before it.
 */
const dateOf = (day: string): Date => parseISO(day, { in: utc });
/** ISO 8601's own form: a year past 9999 is written "+010000", which `dateOf` reads back. */
const dayOf = (date: Date): string => {
  const iso = date.toISOString();
  return iso.slice(0, iso.indexOf('T'));
};

export function addDays(day: string, days: number): string {
  return dayOf(addDaysTo(dateOf(day), days, { in: utc }));
}

/** Moves by calendar months; a day the shorter month lacks becomes its last (31 March − 1 month is 28 or 29 February). */
export function addMonthsToDay(day: string, months: number): string {
  return dayOf(addMonths(dateOf(day), months, { in: utc }));
}

/** Days from `from` to `to`: 0 for the same day, negative when `to` is earlier. */
export function daysBetween(from: string, to: string): number {
  return differenceInCalendarDays(dateOf(to), dateOf(from), { in: utc });
}

export const isDayBefore = (day: string, other: string): boolean => daysBetween(day, other) > 0;

/** The UTC calendar day of an instant. */
export function dayOfInstant(instant: Date): string {
  return dayOf(instant);
}

/** Midnight UTC at the start of a day. */
export function startOfDayUtc(day: string): Date {
  return new Date(dateOf(day).getTime());
}

/** Every day from `from` to `to`, both included, in order; none when `to` is earlier. */
export function eachDay(from: string, to: string): string[] {
  const count = daysBetween(from, to) + 1;
  return Array.from({ length: Math.max(0, count) }, (_, index) => addDays(from, index));
}
