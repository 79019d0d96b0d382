/**
 * How long bulk work (a clone into many accounts, a budget change) should take, from each account's last Meta usage
 * reading. Accounts run in parallel, so the slowest one decides. Meta's business use case window is a rolling hour:
 * what fits in the room left goes at the usual pace, the rest waits for the hour to drain the usage.
 */
export interface AccountWorkload {
  /** Percent of the hourly allowance in use at the last reading (0 when never read). */
  usedPercent: number;
  /** When that reading was taken; usage drains linearly over the hour after it. */
  seenAt: Date | null;
  /** Graph calls the work will make on this account. */
  calls: number;
}

export interface FinishEstimateOptions {
  now: Date;
  /** Calls an account may make per hour: Meta's development tier allows 300 ads management calls (GRAPH_API.md §5). */
  hourlyCalls?: number;
  /** The usual duration of one call, waiting included. */
  secondsPerCall?: number;
  /** The pacer slows an account down from this usage on, so the room ends here, not at 100 %. */
  ceilingPercent?: number;
}

const HOUR_MINUTES = 60;

/** Whole minutes, at least 1 when there is any work; 0 when there is none. */
export function estimateFinishMinutes(accounts: readonly AccountWorkload[], options: FinishEstimateOptions): number {
  const hourlyCalls = options.hourlyCalls ?? 300;
  const secondsPerCall = options.secondsPerCall ?? 0.5;
  const ceiling = options.ceilingPercent ?? 80;
  let slowest = 0;
  for (const account of accounts) {
    if (account.calls <= 0) continue;
    const minutesSince = account.seenAt ? Math.max(0, (options.now.getTime() - account.seenAt.getTime()) / 60_000) : HOUR_MINUTES;
    const used = Math.max(0, account.usedPercent - (minutesSince / HOUR_MINUTES) * 100);
    const needed = (account.calls / hourlyCalls) * 100;
    const overflow = Math.max(0, used + needed - ceiling);
    const minutes = (account.calls * secondsPerCall) / 60 + (overflow / 100) * HOUR_MINUTES;
    slowest = Math.max(slowest, minutes);
  }
  return slowest === 0 ? 0 : Math.max(1, Math.ceil(slowest));
}
