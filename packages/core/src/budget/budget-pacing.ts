import { addDays, startOfDayUtc } from '../dates/day.ts';
import { formatsByZone } from '../dates/formats-by-zone.ts';
import { localDate } from '../dates/local-date.ts';

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

/**
 * How far a platform lets spend run past a daily budget before it is over-spent: a day's spend up to `day` times the
 * budget, a calendar week's (Sunday to Saturday, the account's days) up to `week` times it. A lifetime budget is a
 * ceiling on every platform: it is over-spent as soon as its spend passes it.
 */
export interface DailyAllowance {
  day: number;
  /** Null where the platform keeps no weekly ceiling beyond the days' own. */
  week: number | null;
}

/**
 * Meta: "Daily budgets may be overspent by up to 75 % on a day (weekly at most 7× the daily budget)" (Graph API,
 * v23 notes; Meta's help on budgets: the week is the calendar week, Sunday through Saturday). A day at 1.5× the daily
 * budget is Meta's pacing at work; at 1.8× it is over-spent.
 */
export const META_DAILY_ALLOWANCE: DailyAllowance = { day: 1.75, week: 7 };
/**
 * TikTok documents spending past a daily budget only for its Dynamic Daily Budget, which the sync does not read as a
 * daily budget (`budgetsOf`): a TikTok daily budget (BUDGET_MODE_DAY) is the day's ceiling.
 */
export const TIKTOK_DAILY_ALLOWANCE: DailyAllowance = { day: 1, week: null };

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
  /** Spend at the period's end if it keeps its pace so far (minor units); null when the period cannot be paced. */
  projectedMinor: number | null;
  /** Share of the period gone, 0..1. */
  elapsed: number;
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

/** Whether the spend already passed what the platform lets this budget spend (see `DailyAllowance`). */
function overspent(budget: BudgetSpend, allowance: DailyAllowance): boolean {
  if (budget.type === 'lifetime') return budget.spentMinor > budget.budgetMinor;
  if (budget.spentMinor > budget.budgetMinor * allowance.day) return true;
  // Meta counts the week against the days' budgets; the current one stands for them (a change within the week is rare).
  return allowance.week !== null && budget.weekSpentMinor !== null && budget.weekSpentMinor > budget.budgetMinor * allowance.week;
}

/**
 * Spend so far against what the platform allows, then projected linearly to the period's end and compared with the
 * budget. A spend already past the budget decides the pace at once, however little of the period has gone; one past
 * what the platform allows is over-spent, a fact no projection adds to.
 */
export function pacing(budget: BudgetSpend, period: BudgetPeriod | null, now: Date, allowance: DailyAllowance): Pacing {
  const elapsed = period ? Math.min(1, Math.max(0, (now.getTime() - period.start.getTime()) / (period.end.getTime() - period.start.getTime()))) : 0;
  if (overspent(budget, allowance)) return { status: 'overspent', projectedMinor: null, elapsed };
  const pastBudget = budget.spentMinor > budget.budgetMinor;
  const projectedMinor = period && elapsed > 0 && (pastBudget || elapsed >= PACING_MIN_ELAPSED) ? Math.round(budget.spentMinor / elapsed) : null;
  if (projectedMinor === null) return { status: pastBudget ? 'over' : 'unknown', projectedMinor, elapsed };
  const status = projectedMinor > budget.budgetMinor * (1 + PACING_TOLERANCE) ? 'over' : projectedMinor < budget.budgetMinor * (1 - PACING_TOLERANCE) ? 'under' : 'on_track';
  return { status, projectedMinor, elapsed };
}
