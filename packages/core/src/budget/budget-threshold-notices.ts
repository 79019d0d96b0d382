import { type BudgetScope, listBudgetThresholdsOfAccount, type Trx } from '@adfleet/db';
import { minorToMajor } from '../money/index.ts';
import { notifyBudgetThreshold } from '../notifications/notification-triggers.ts';
import { budgetThresholdStatusOf } from './budget-threshold-status.ts';

/**
 * Tells the workspace holding a threshold on this account (only `scope`'s, when given) whose spend reached it, in the
 * transaction that wrote the spend or the threshold, so a notice exists exactly when its cause does. The key holds
 * the amount and the period (the local day, or the month), so each threshold speaks once per period: a raised
 * threshold is a new one, and a redelivered sync adds nothing.
 */
export async function notifyReachedBudgetThresholds(trx: Trx, adAccountId: string, now: Date, scope?: BudgetScope): Promise<void> {
  const thresholds = await listBudgetThresholdsOfAccount(trx, adAccountId);
  for (const threshold of thresholds) {
    if (scope && threshold.workspaceId !== scope.workspaceId) continue;
    const status = await budgetThresholdStatusOf(trx, threshold, now);
    if (!status.over) continue;
    await notifyBudgetThreshold(
      trx,
      threshold.workspaceId,
      {
        thresholdId: `${status.accountId}:${status.thresholdMinor}`,
        period: status.period === 'day' ? status.periodFrom : status.periodFrom.slice(0, 7),
        account: status.accountName,
        percent: Math.floor((status.spentMinor / status.thresholdMinor) * 100),
        spent: { amount: minorToMajor(status.spentMinor, status.currency), currency: status.currency },
        budget: { amount: minorToMajor(status.thresholdMinor, status.currency), currency: status.currency },
      },
      now,
    );
  }
}
