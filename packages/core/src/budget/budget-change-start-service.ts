import { type CallerScope, insertBudgetChange } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/index.ts';
import { budgetChangeJob } from '../jobs/budget-change-job.ts';
import type { TransactionalJobs } from '../jobs/transactional-jobs.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { planBudgetChange } from './budget-change-preview-service.ts';
import type { BudgetDeps } from './budget-deps.ts';
import type { BudgetChangeInput } from './budget-schemas.ts';

/**
 * Starts a confirmed change: the preview is computed again (the budgets may have moved since it was shown), refused
 * as a whole if any row cannot change, and otherwise written in one transaction with its audit row and one job per
 * budget that actually changes. Each item records the value it writes, so its job can tell an applied change; the
 * change records the member who asked.
 */
export async function startBudgetChange(
  deps: BudgetDeps & { jobs: TransactionalJobs },
  scope: CallerScope,
  input: BudgetChangeInput,
  request?: RequestMeta,
): Promise<{ changeId: string; items: number }> {
  const planned = await planBudgetChange(deps, scope, input);
  if (planned.some((plan) => plan.problems.length > 0)) throw new AppError('VALIDATION_FAILED', userMessage('budgetChangeBlocked'));
  const changing = planned.filter((plan) => plan.newMinor !== plan.row.budgetMinor);
  if (changing.length === 0) throw new AppError('VALIDATION_FAILED', userMessage('budgetUnchanged'));
  return deps.db.transaction().execute(async (trx) => {
    const { changeId, itemIds } = await insertBudgetChange(
      trx,
      scope,
      { operation: input.operation },
      changing.map(({ row, newMinor }) => ({
        adAccountId: row.accountId,
        externalAdAccountId: row.adAccountId,
        accountName: row.accountName,
        currency: row.currency,
        objectType: row.objectType,
        objectId: row.objectId,
        objectName: row.name,
        budgetType: row.budgetType,
        oldMinor: row.budgetMinor,
        newMinor,
      })),
    );
    await recordAudit(trx, {
      event: { action: 'budget.change_requested', metadata: { changeId, operation: input.operation, items: itemIds.length } },
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      target: { type: 'budget_change', id: changeId },
      ...(request ? { request } : {}),
    });
    for (const [index, itemId] of itemIds.entries()) {
      await deps.jobs.send(trx, budgetChangeJob.name, { itemId }, { singletonKey: changing[index]?.row.accountId ?? itemId });
    }
    return { changeId, items: itemIds.length };
  });
}
