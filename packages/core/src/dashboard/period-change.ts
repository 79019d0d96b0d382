import { addDays, daysBetween } from '../dates/day.ts';

/** The period of the same length just before [from, to] (inclusive YYYY-MM-DD days). */
export function previousPeriod(from: string, to: string): { from: string; to: string } {
  const days = daysBetween(from, to) + 1;
  return { from: addDays(from, -days), to: addDays(from, -1) };
}

/**
 * Change in percent against the previous period, or null ("—") when there is nothing to compare with: no synced day
 * in the previous period, or a previous value of zero (any growth from nothing is not a percentage).
 */
export function percentChange(current: number, previous: number, previousHasData: boolean): number | null {
  if (!previousHasData || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}
