/**
 * How far a platform lets spend run past a daily budget: a day's spend up to `day` times the budget, a calendar week's
 * (Sunday to Saturday, the account's days) up to `week` times it. Pacing, projections, the Budget page and the change
 * preview all take their ceilings from here. Browser-safe: the web app says what the figures mean with them.
 */
export interface DailyAllowance {
  day: number;
  /** Null where the platform keeps no weekly ceiling beyond the days' own. */
  week: number | null;
}

/**
 * Meta since v23: "Daily budgets may be overspent by up to 75 % on a day (weekly at most 7× the daily budget)"
 * (GRAPH_API.md §9, from the Marketing API changelog of v23.0). The week is the calendar week, Sunday through Saturday:
 * Meta's Business Help Center, "About daily budgets" (a week's spend stays within seven daily budgets; the first
 * week of a budget that starts after Sunday is prorated). A day at 1.5× the daily budget is Meta's pacing at work; at
 * 1.8× it is over-spent.
 */
export const META_DAILY_ALLOWANCE: DailyAllowance = { day: 1.75, week: 7 };

/**
 * TikTok documents spending past a daily budget only for its Dynamic Daily Budget, which the sync does not read as a
 * daily budget (`budgetsOf`): a TikTok daily budget (BUDGET_MODE_DAY) is the day's ceiling.
 */
export const TIKTOK_DAILY_ALLOWANCE: DailyAllowance = { day: 1, week: null };

/** The most a daily budget may spend (minor units): on one day, and in a calendar week (null where none is kept). */
export interface DailyCeilings {
  dayMinor: number;
  weekMinor: number | null;
}

export function dailyCeilings(budgetMinor: number, allowance: DailyAllowance): DailyCeilings {
  return { dayMinor: Math.floor(budgetMinor * allowance.day), weekMinor: allowance.week === null ? null : Math.floor(budgetMinor * allowance.week) };
}
