import { type UserMessage, userMessage } from '../messages/index.ts';
import { majorToMinor, minorToMajor } from '../money/index.ts';
import type { BudgetChangeOperation, BudgetRow } from './budget-schemas.ts';

/** The new budget (minor units) of one row under the operation; a percentage is rounded to the currency's minor unit. */
function newBudgetMinor(row: Pick<BudgetRow, 'budgetMinor' | 'currency'>, operation: BudgetChangeOperation): number {
  switch (operation.kind) {
    case 'set':
      return majorToMinor(operation.amount, row.currency);
    case 'raise':
      return Math.round(row.budgetMinor * (1 + operation.percent / 100));
    case 'lower':
      return Math.round(row.budgetMinor * (1 - operation.percent / 100));
  }
}

export interface PlannedChange {
  row: BudgetRow;
  newMinor: number;
  problems: UserMessage[];
  warnings: UserMessage[];
  /** Why the change would not be sent to Meta now (its hourly limit); null when it would be. */
  notSent: UserMessage | null;
}

/**
 * What would happen to one row, checked as the duplicator's preflight checks a budget: a budget shown as synced
 * only, or below the account's minimum (Meta's `min_daily_budget`, at least 1), cannot be changed; a budget that stays
 * the same is said so. An ad set with no change left this hour is not sent: Meta would refuse it (`changesLeftThisHour`
 * counts only the changes AdFleet made, so Meta's answer to those it does send stays the final word).
 */
export function planChange(row: BudgetRow, operation: BudgetChangeOperation, minimumMinor: number | null): PlannedChange {
  const newMinor = newBudgetMinor(row, operation);
  const minimum = Math.max(1, minimumMinor ?? 1);
  const money = (amount: number) => ({ money: { amount: minorToMajor(amount, row.currency), currency: row.currency } });
  const problems = row.readOnly
    ? [row.readOnly]
    : newMinor < minimum
      ? [userMessage('budgetBelowMinimum', { account: row.accountName, budget: money(newMinor), minimum: money(minimum) })]
      : [];
  const unchanged = newMinor === row.budgetMinor;
  const warnings = unchanged ? [userMessage('budgetUnchanged')] : [];
  const notSent = !unchanged && row.changesLeftThisHour === 0 ? userMessage('budgetNoChangesLeft') : null;
  return { row, newMinor, problems, warnings, notSent };
}
