import { addDays, startOfDayUtc } from '../dates/day.ts';
import { formatsByZone } from '../dates/formats-by-zone.ts';
import { localDate } from '../dates/local-date.ts';
import { type DailyAllowance, dailyCeilings } from './daily-allowance.ts';

/**
 * How a budget's period is spending. `overspent`: the figures already passed what the platform lets the budget spend
 * (a fact, whatever the rest of the period does); `over`, `on_track`, `under`: the pace projected to the period's end,
 * against the budget; `unknown`: too little of the period gone, and too little spent, to tell.
 */
type PacingStatus = 'overspent' | 'over' | 'on_track' | 'under' | 'unknown';

export interface BudgetPeriod {
  start: Date;
  end: Date;
}

export interface BudgetSpend {
  type: 'daily' | 'lifetime';
  budgetMinor: number;
  /** Spend in the period: today's (the account's day) for a daily budget, since it started for a lifetime one. */
  spentMinor: number;
  /** A daily budget's spend this calendar week so far, today included; null when not read. */
  weekSpentMinor: number | null;
}

export interface Pacing {
  status: PacingStatus;
  /**
   * Spend at the period's end if it keeps its pace so far, but never past what the platform lets the day spend
   * (`todayCeilingMinor`); minor units, null when the period cannot be paced.
   */
  projectedMinor: number | null;
  /** Share of the period gone, 0..1. */
  elapsed: number;
  /**
   * A daily budget's most for today: the day's ceiling, or what its calendar week has left when that is less (never
   * below zero); null for a lifetime budget.
   */
  todayCeilingMinor: number | null;
}

/** Projections this far off the budget, either way, still count as on track: delivery is never perfectly even. */
const PACING_TOLERANCE = 0.1;
/** Before this share of a period has gone, a projection of a spend still within the budget says more about noise than pace. */
const PACING_MIN_ELAPSED = 0.1;

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

/** The account's calendar week so far, Sunday to today, as local days (the week Meta's 7× ceiling counts). */
export function calendarWeekSoFar(now: Date, timeZone: string | null): { since: string; until: string } {
  const today = localDate(now, timeZone);
  return { since: addDays(today, -startOfDayUtc(today).getUTCDay()), until: today };
}

/** See `Pacing.todayCeilingMinor`. The week's ceiling counts what the week spent before today against the current budget. */
function todayCeiling(budget: BudgetSpend, allowance: DailyAllowance): number | null {
  if (budget.type !== 'daily') return null;
  const { dayMinor, weekMinor } = dailyCeilings(budget.budgetMinor, allowance);
  if (weekMinor === null || budget.weekSpentMinor === null) return dayMinor;
  return Math.max(0, Math.min(dayMinor, weekMinor - (budget.weekSpentMinor - budget.spentMinor)));
}

/** Whether the spend already passed what the platform lets this budget spend (see `DailyAllowance`). */
function overspent(budget: BudgetSpend, allowance: DailyAllowance): boolean {
  if (budget.type === 'lifetime') return budget.spentMinor > budget.budgetMinor;
  if (budget.spentMinor > budget.budgetMinor * allowance.day) return true;
  // Meta counts the week against the days' budgets; the current one stands for them (a change within the week is rare).
  return allowance.week !== null && budget.weekSpentMinor !== null && budget.weekSpentMinor > budget.budgetMinor * allowance.week;
}

/**
 * Spend so far against what the platform allows, then projected linearly to the period's end, held to what the
 * platform lets the day spend, and compared with the budget. A spend already past the budget decides the pace at
 * once, however little of the period has gone; one past what the platform allows is over-spent, a fact no projection
 * adds to.
 */
export function pacing(budget: BudgetSpend, period: BudgetPeriod | null, now: Date, allowance: DailyAllowance): Pacing {
  const elapsed = period ? Math.min(1, Math.max(0, (now.getTime() - period.start.getTime()) / (period.end.getTime() - period.start.getTime()))) : 0;
  const todayCeilingMinor = todayCeiling(budget, allowance);
  if (overspent(budget, allowance)) return { status: 'overspent', projectedMinor: null, elapsed, todayCeilingMinor };
  const pastBudget = budget.spentMinor > budget.budgetMinor;
  const linear = period && elapsed > 0 && (pastBudget || elapsed >= PACING_MIN_ELAPSED) ? Math.round(budget.spentMinor / elapsed) : null;
  // Spend never runs past the day's ceiling, nor below what is spent already.
  const projectedMinor = linear === null || todayCeilingMinor === null ? linear : Math.max(budget.spentMinor, Math.min(linear, todayCeilingMinor));
  if (projectedMinor === null) return { status: pastBudget ? 'over' : 'unknown', projectedMinor, elapsed, todayCeilingMinor };
  const status = projectedMinor > budget.budgetMinor * (1 + PACING_TOLERANCE) ? 'over' : projectedMinor < budget.budgetMinor * (1 - PACING_TOLERANCE) ? 'under' : 'on_track';
  return { status, projectedMinor, elapsed, todayCeilingMinor };
}
