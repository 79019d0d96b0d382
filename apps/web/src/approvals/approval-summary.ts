import type { TFunction } from 'i18next';
import type { Proposal } from './approval-types';

/** One line naming what a proposal would do: "Duplicate «Spring» into 3 accounts", "Change 4 budgets". */
export function approvalSummary(proposal: Pick<Proposal, 'preview'>, t: TFunction<'approvals'>): string {
  const { preview } = proposal;
  if (preview.kind === 'budget_change') return t('summary.budget_change', { count: preview.rows.filter((row) => row.newMinor !== row.oldMinor).length });
  const accounts = new Set(preview.targets.map((target) => target.adAccountId)).size;
  return t('summary.clone', { campaign: preview.sources.map((source) => source.name).join(', '), count: accounts });
}
