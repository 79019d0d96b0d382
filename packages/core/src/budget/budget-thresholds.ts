import { type BudgetScope, type CallerScope, type Db, findScopedAdAccount, listBudgetThresholds, saveBudgetThreshold } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { userMessage } from '../messages/index.ts';
import { majorToMinor } from '../money/index.ts';
import type { BudgetThresholdSetInput, BudgetThresholdStatus } from './budget-schemas.ts';
import { notifyReachedBudgetThresholds } from './budget-threshold-notices.ts';
import { budgetThresholdStatusOf } from './budget-threshold-status.ts';

/**
 * Every threshold of the workspace with the synced spend of its current period: a day's threshold against today's spend,
 * a month's against this month's so far, both in the account's own time zone (Meta's days are the account's days).
 */
export async function budgetThresholdStatuses(db: Db, scope: BudgetScope, now: Date): Promise<BudgetThresholdStatus[]> {
  const thresholds = await listBudgetThresholds(db, scope);
  return Promise.all(thresholds.map((threshold) => budgetThresholdStatusOf(db, threshold, now)));
}

/**
 * Sets or (amount null) removes the workspace's threshold on one of its accounts; another workspace's account is not
 * found. A threshold the synced spend already reached says so at once rather than at the next sync.
 */
export async function setBudgetThreshold(db: Db, scope: CallerScope, input: BudgetThresholdSetInput, now: Date, request?: RequestMeta): Promise<void> {
  const account = await findScopedAdAccount(db, scope, input.accountId);
  if (!account) throw new AppError('NOT_FOUND', userMessage('budgetAccountNotFound'));
  const amountMinor = input.amount === null ? null : majorToMinor(input.amount, account.currency);
  const threshold = amountMinor === null ? null : { period: input.period, amountMinor: Math.max(1, amountMinor) };
  await db.transaction().execute(async (trx) => {
    await saveBudgetThreshold(trx, scope, account.id, threshold);
    await recordAudit(trx, {
      event: { action: 'budget.threshold_set', metadata: { adAccountId: account.ad_account_id, period: input.period, currency: account.currency, amountMinor: threshold?.amountMinor ?? null } },
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      target: { type: 'ad_account', id: account.ad_account_id },
      ...(request ? { request } : {}),
    });
    if (threshold) await notifyReachedBudgetThresholds(trx, account.id, now, scope);
  });
}
