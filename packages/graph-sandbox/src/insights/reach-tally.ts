/**
 * Reach counts people, so it does not add up: the same person seen on two days, or by two ads, is one. The sandbox
 * has no people, so a group's reach is estimated from its members' (one ad on one day each): at least the largest
 * member's, and less than their sum by an overlap that grows with the number of members. The estimate is never above
 * the sum of its parts' reach, whichever way a group is split (by day, campaign or ad set), as real reach is not.
 */
export interface ReachTally {
  sum: number;
  max: number;
  members: number;
}

/** How much of each further member's audience was already reached, on average. */
const OVERLAP = 0.25;

export const emptyReach = (): ReachTally => ({ sum: 0, max: 0, members: 0 });

export function addReach(tally: ReachTally, reach: number): void {
  tally.sum += reach;
  tally.max = Math.max(tally.max, reach);
  tally.members += 1;
}

export function reachOf(tally: ReachTally): number {
  if (tally.members === 0) return 0;
  return Math.max(tally.max, Math.round(tally.sum / (1 + OVERLAP * (tally.members - 1))));
}
