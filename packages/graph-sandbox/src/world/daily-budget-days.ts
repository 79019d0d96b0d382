import { localDate } from './dates.ts';
import type { AdAccount, DailyBudgetStretch } from './world-types.ts';

/** An ad set, or a campaign with an Advantage campaign budget: whatever carries a daily budget. */
interface DailyBudgetHolder {
  dailyBudget?: number;
  dailyBudgetHistory?: DailyBudgetStretch[];
}

/**
 * The daily budget a holder's delivery followed on a local date. Figures are whole days that never change once read,
 * so a day keeps the budget it began with: a change takes effect for delivery on the account's next day.
 */
export function dailyBudgetOn(holder: DailyBudgetHolder, date: string): number | undefined {
  return holder.dailyBudgetHistory?.find((stretch) => stretch.through >= date)?.amount ?? holder.dailyBudget;
}

/**
 * The history after a change of the daily budget to `next` at `now`, or undefined when it stays as it is: the budget
 * the day began with is kept through today (a second change on the same day adds nothing).
 */
export function dailyBudgetHistoryAfter(holder: DailyBudgetHolder, next: number | undefined, account: AdAccount, now: Date): DailyBudgetStretch[] | undefined {
  if (next === undefined || holder.dailyBudget === undefined || next === holder.dailyBudget) return undefined;
  const today = localDate(now, account.timezoneName);
  const history = holder.dailyBudgetHistory ?? [];
  const last = history[history.length - 1];
  if (last && last.through >= today) return undefined;
  return [...history, { through: today, amount: holder.dailyBudget }];
}
