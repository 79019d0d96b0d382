import { addDays, eachDay, isDayBefore } from '../dates/day.ts';
import { localDate } from '../dates/local-date.ts';

/**
 * Days after which Meta's figures for a day may still change: conversions are attributed to the day of the click for
 * up to 7 days (Meta's default 7-day click window), so a day is settled only once the window has passed (ADR 0030).
 */
const ATTRIBUTION_WINDOW_DAYS = 7;
/** Meta finishes a day's figures within about three hours after the account's midnight. */
const DAY_CLOSE_HOURS = 3;

/**
 * The first day that may still change for an account in `timeZone` at `now`: its "yesterday" until 03:00 local time,
 * else its "today", moved back by the attribution window. Every day from it on is not settled.
 */
export function firstUnsettledDay(now: Date, timeZone: string | null): string {
  const closedThrough = localDate(new Date(now.getTime() - DAY_CLOSE_HOURS * 3_600_000), timeZone);
  return addDays(closedThrough, -ATTRIBUTION_WINDOW_DAYS);
}

/**
 * The days of `from`–`to` whose figures may still change in at least one of the accounts (their time zones given),
 * sorted. Days are account-local dates, as Meta reports them, so the earliest first unsettled day among them decides.
 */
export function unsettledDays(now: Date, timeZones: ReadonlyArray<string | null>, from: string, to: string): string[] {
  if (timeZones.length === 0) return [];
  const first = timeZones.map((zone) => firstUnsettledDay(now, zone)).reduce((earliest, day) => (isDayBefore(day, earliest) ? day : earliest));
  return eachDay(isDayBefore(from, first) ? first : from, to);
}
