import { formatsByZone } from './formats-by-zone.ts';

const dayFormatOf = formatsByZone((timeZone) => new Intl.DateTimeFormat('en-CA', { timeZone, year: 'numeric', month: '2-digit', day: '2-digit' }));

/** YYYY-MM-DD of an instant in a time zone (an ad account's "today" is in its own zone, as Meta reports days). */
export function localDate(instant: Date, timeZone: string | null): string {
  try {
    return dayFormatOf(timeZone ?? 'UTC').format(instant);
  } catch {
    // An unknown zone name must not stop the sync; UTC is at most a day off.
    return instant.toISOString().slice(0, 10);
  }
}
