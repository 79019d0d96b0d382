import type { BudgetScope } from '@adfleet/db';
import { AppError } from '../errors/index.ts';
import { FACEBOOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { userMessage } from '../messages/index.ts';
import type { BudgetDeps } from './budget-deps.ts';
import { type PlannedChange, planChange } from './budget-change-plan.ts';
import { budgetOverview } from './budget-overview-service.ts';
import type { BudgetChangeInput, BudgetPreview } from './budget-schemas.ts';
import { dailyCeilings, META_DAILY_ALLOWANCE } from './daily-allowance.ts';

const keyOf = (item: { accountId: string; objectType: string; objectId: string }) => `${item.accountId}:${item.objectType}:${item.objectId}`;

/**
 * Each chosen budget as it is at Meta now and as the change would make it. Budgets are read again here, never taken
 * from the browser, so the preview (and the change started from it) starts from the current value. A row that is not
 * among the workspace's active budgets is refused as a whole: it may be another workspace's.
 */
export async function planBudgetChange(deps: BudgetDeps, scope: BudgetScope, input: BudgetChangeInput): Promise<PlannedChange[]> {
  const overview = await budgetOverview(deps, scope, new Set(input.items.map((item) => item.accountId)));
  const rows = new Map(overview.rows.map((row) => [keyOf(row), row]));
  const minimums = new Map(overview.accounts.map((account) => [account.accountId, account.minimumBudgetMinor]));
  const unique = [...new Map(input.items.map((item) => [keyOf(item), item])).values()];
  return unique.map((item) => {
    const row = rows.get(keyOf(item));
    if (!row) throw new AppError('NOT_FOUND', userMessage('budgetRowNotFound'));
    return planChange(row, input.operation, minimums.get(row.accountId) ?? null);
  });
}

export async function previewBudgetChange(deps: BudgetDeps, scope: BudgetScope, input: BudgetChangeInput): Promise<BudgetPreview> {
  const planned = await planBudgetChange(deps, scope, input);
  return { rows: planned.map(previewRowOf), blocked: planned.some((plan) => plan.problems.length > 0) };
}

/**
 * One budget as the preview shows it: its value now and the one it would get, what blocks or warns, whether it would
 * be sent, and what a Meta daily budget at the new value may spend on a day and in a week.
 */
export function previewRowOf({ row, newMinor, problems, warnings, notSent }: PlannedChange): BudgetPreview['rows'][number] {
  return {
    accountId: row.accountId,
    accountName: row.accountName,
    currency: row.currency,
    objectType: row.objectType,
    objectId: row.objectId,
    name: row.name,
    budgetType: row.budgetType,
    oldMinor: row.budgetMinor,
    newMinor,
    problems,
    warnings,
    notSent,
    ceiling: row.platformId === FACEBOOK_PLATFORM_ID && row.budgetType === 'daily' ? dailyCeilings(newMinor, META_DAILY_ALLOWANCE) : null,
  };
}
