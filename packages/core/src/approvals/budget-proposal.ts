import type { PlannedChange } from '../budget/budget-change-plan.ts';
import { previewRowOf } from '../budget/budget-change-preview-service.ts';
import type { BudgetChangeInput } from '../budget/budget-schemas.ts';
import { previewFingerprint } from './approval-fingerprint.ts';
import type { BudgetProposalPreview } from './approval-schemas.ts';

/** The budget change's preview as `budget.preview` shows it: every budget, its value now and the one it would get. */
export function budgetPreviewOf(input: BudgetChangeInput, planned: readonly PlannedChange[]): BudgetProposalPreview {
  return {
    kind: 'budget_change',
    operation: input.operation,
    rows: planned.map((plan) => {
      const { notSent: _notSent, ceiling: _ceiling, ...row } = previewRowOf(plan);
      return { ...row, adAccountId: plan.row.adAccountId };
    }),
  };
}

/**
 * What must be the same when approving: each budget's value now and after, and what blocks it. Warnings are advice of
 * the moment and left out, as is whether Meta's hourly limit lets a budget be sent (the approved change decides that
 * afresh).
 */
export function budgetFingerprint(input: BudgetChangeInput, planned: readonly PlannedChange[]): string {
  const { operation, rows } = budgetPreviewOf(input, planned);
  return previewFingerprint({ operation, rows: rows.map(({ warnings: _warnings, ...row }) => row) });
}
