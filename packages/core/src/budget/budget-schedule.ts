/** When a budget's holder delivers: from `start` to `end`; null where it has none. */
export interface Schedule {
  start: Date | null;
  end: Date | null;
}

const earliest = (times: readonly Date[]) => (times.length === 0 ? null : new Date(Math.min(...times.map((time) => time.getTime()))));
const latest = (times: readonly Date[]) => (times.length === 0 ? null : new Date(Math.max(...times.map((time) => time.getTime()))));

/**
 * A budget's schedule: its holder's own times (an ad set's start and end, a Meta campaign's start and stop), else the
 * span of the ad sets (TikTok's ad groups) that spend it. Those run on while any of them has no end, so the budget
 * ends only when every one of them has an end, at the latest.
 */
export function budgetSchedule(own: Schedule, adSets: readonly Schedule[]): Schedule {
  const ends = adSets.map((adSet) => adSet.end);
  const allEnd = ends.length > 0 && ends.every((end) => end !== null);
  return {
    start: own.start ?? earliest(adSets.flatMap((adSet) => (adSet.start ? [adSet.start] : []))),
    end: own.end ?? (allEnd ? latest(ends.filter((end) => end !== null)) : null),
  };
}

/** The earlier of two ends, either of which stops delivery (an ad set's own, and its campaign's). */
export function firstEnd(one: Date | null, other: Date | null): Date | null {
  return earliest([one, other].filter((end) => end !== null));
}

/**
 * Whether a budget's schedule is over at `now` (the app's clock; end times are instants, so the account's zone is in
 * them already). Its spend is then history: it leaves the active budgets, and its pacing is no alert.
 */
export function scheduleEnded(schedule: Schedule, now: Date): boolean {
  return schedule.end !== null && schedule.end.getTime() <= now.getTime();
}
