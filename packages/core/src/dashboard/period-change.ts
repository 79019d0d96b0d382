/**
 * Change in percent against the previous period, or null ("—") when there is nothing to compare with: no synced day
 * in the previous period, or a previous value of zero (any growth from nothing is not a percentage).
 */
export function percentChange(current: number, previous: number, previousHasData: boolean): number | null {
  if (!previousHasData || previous === 0) return null;
  return ((current - previous) / Math.abs(previous)) * 100;
}
