import { formatsByZone } from '../dates/formats-by-zone.ts';

/** How a budget's period is spending: projected to its end, against the budget. */
export type PacingStatus = 'on_track' | 'under' | 'over' | 'unknown';

export interface BudgetPeriod {
  start: Date;
  end: Date;
}

export interface Pacing {
  status: PacingStatus;
  /** Spend at the period's end if it keeps its pace so far (minor units); null when the period cannot be paced. */
  projectedMinor: number | null;
  /** Share of the period gone, 0..1. */
  elapsed: number;
}

/** Projections this far off the budget, either way, still count as on track: delivery is never perfectly even. */
export const PACING_TOLERANCE = 0.1;
/** Before this share of a period has gone, a projection says more about noise than pace. */
export const PACING_MIN_ELAPSED = 0.1;

const DAY_MS = 24 * 60 * 60_000;
const clockFormatOf = formatsByZone((timeZone) => new Intl.DateTimeFormat('en-GB', { timeZone, hourCycle: 'h23', hour: '2-digit', minute: '2-digit', second: '2-digit' }));

/** Milliseconds since local midnight of `now` in the time zone (an ad account's day is in its own zone, as Meta's). */
function msSinceLocalMidnight(now: Date, timeZone: string | null): number {
  let parts: Intl.DateTimeFormatPart[];
  try {
    parts = clockFormatOf(timeZone ?? 'UTC').formatToParts(now);
  } catch {
    // An unknown zone name must not hide the budget; UTC is at most a day off.
    return now.getTime() % DAY_MS;
  }
  const part = (type: string) => Number(parts.find((candidate) => candidate.type === type)?.value ?? 0);
  return ((part('hour') * 60 + part('minute')) * 60 + part('second')) * 1000 + now.getMilliseconds();
}

/**
 * A budget's period: a daily budget's is today in the account's time zone (midnight to midnight, so a day with a
 * DST change is taken as 24 hours); a lifetime budget's runs from its start time to its end time, and has no end
 * (cannot be paced) when none is set.
 */
export function budgetPeriod(
  budget: { type: 'daily' } | { type: 'lifetime'; startTime: Date | null; endTime: Date | null },
  now: Date,
  timeZone: string | null,
): BudgetPeriod | null {
  if (budget.type === 'daily') {
    const start = new Date(now.getTime() - msSinceLocalMidnight(now, timeZone));
    return { start, end: new Date(start.getTime() + DAY_MS) };
  }
  if (!budget.startTime || !budget.endTime || budget.endTime <= budget.startTime) return null;
  return { start: budget.startTime, end: budget.endTime };
}

/** Spend so far, projected linearly to the period's end and compared with the budget. */
export function pacing(budgetMinor: number, spentMinor: number, period: BudgetPeriod | null, now: Date): Pacing {
  if (!period) return { status: 'unknown', projectedMinor: null, elapsed: 0 };
  const length = period.end.getTime() - period.start.getTime();
  const elapsed = Math.min(1, Math.max(0, (now.getTime() - period.start.getTime()) / length));
  if (elapsed < PACING_MIN_ELAPSED) return { status: 'unknown', projectedMinor: null, elapsed };
  const projectedMinor = Math.round(spentMinor / elapsed);
  const status = projectedMinor > budgetMinor * (1 + PACING_TOLERANCE) ? 'over' : projectedMinor < budgetMinor * (1 - PACING_TOLERANCE) ? 'under' : 'on_track';
  return { status, projectedMinor, elapsed };
}
