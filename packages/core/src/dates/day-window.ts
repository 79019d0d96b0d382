import { addDays, addMonthsToDay, dayOfInstant, startOfDayUtc } from './day.ts';

/** How long the platforms keep figures: Meta refuses a range starting more than 37 months ago (TikTok keeps less). */
export const DATA_RETENTION_MONTHS = 37;
/** Tomorrow (in UTC) is already today for an ad account in a zone ahead of UTC, so it may be asked for; nothing later. */
const DAYS_AHEAD = 1;

/** The days an input may name, both included: no figures exist before `earliest`, none can exist after `latest`. */
export interface DayWindow {
  earliest: string;
  latest: string;
}

export function dayWindow(now: Date): DayWindow {
  const today = dayOfInstant(now);
  return { earliest: addMonthsToDay(today, -DATA_RETENTION_MONTHS), latest: addDays(today, DAYS_AHEAD) };
}

const DAY_MS = 86_400_000;

/**
 * The instants an input may name (the activity log's bounds): the same days, read in any time zone, so a day's margin
 * on each side (a browser's local midnight at either end of the world is at most a day from UTC's).
 */
export function instantWindow(now: Date): { earliest: Date; latest: Date } {
  const days = dayWindow(now);
  return { earliest: new Date(startOfDayUtc(days.earliest).getTime() - DAY_MS), latest: new Date(startOfDayUtc(days.latest).getTime() + 2 * DAY_MS) };
}
