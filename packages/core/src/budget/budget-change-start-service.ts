import { type CallerScope, insertBudgetChange, type StoredMessage, type Trx } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/index.ts';
import { budgetChangeJob } from '../jobs/budget-change-job.ts';
import type { TransactionalJobs } from '../jobs/transactional-jobs.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { PlannedChange } from './budget-change-plan.ts';
import { planBudgetChange } from './budget-change-preview-service.ts';
import type { BudgetDeps } from './budget-deps.ts';
import type { BudgetChangeInput } from './budget-schemas.ts';

/**
 * Starts a confirmed change: the preview is computed again (the budgets may have moved since it was shown), refused
 * as a whole if any row cannot change, and otherwise written in one transaction with its audit row and one job per
 * budget that actually changes. A budget Meta's hourly limit would refuse (by AdFleet's own count of its changes) is
 * not sent: its item ends at once, saying why. Each item records the value it writes, so its job can tell an applied
 * change; the change records the member who asked.
 */
export async function startBudgetChange(
  deps: BudgetDeps & { jobs: TransactionalJobs },
  scope: CallerScope,
  input: BudgetChangeInput,
  request?: RequestMeta,
): Promise<{ changeId: string; items: number }> {
  return storeBudgetChange(deps, scope, input, await planBudgetChange(deps, scope, input), request);
}

const changes = (plan: PlannedChange) => plan.newMinor !== plan.row.budgetMinor;

/**
 * Why a planned change may not start (a row that cannot change, nothing that would, or nothing Meta's hourly limit
 * would let through); undefined when it may.
 */
export function budgetChangeRefusal(planned: readonly PlannedChange[]): AppError | undefined {
  if (planned.some((plan) => plan.problems.length > 0)) return new AppError('VALIDATION_FAILED', userMessage('budgetChangeBlocked'));
  if (!planned.some(changes)) return new AppError('VALIDATION_FAILED', userMessage('budgetUnchanged'));
  if (planned.filter(changes).every((plan) => plan.notSent)) return new AppError('VALIDATION_FAILED', userMessage('budgetChangeNothingToSend'));
  return undefined;
}

/**
 * Writes a planned change as `startBudgetChange` describes. An approved proposal (ADR 0058) passes the plan it
 * compared with the one proposed, who approved it, and its decision to record in the same transaction.
 */
export async function storeBudgetChange(
  deps: BudgetDeps & { jobs: TransactionalJobs },
  scope: CallerScope,
  input: BudgetChangeInput,
  planned: readonly PlannedChange[],
  request?: RequestMeta,
  approval?: { approvedBy: string; alongside: (trx: Trx, changeId: string) => Promise<void> },
): Promise<{ changeId: string; items: number }> {
  const refusal = budgetChangeRefusal(planned);
  if (refusal) throw refusal;
  const changing = planned.filter(changes);
  const notSent = changing.filter((plan) => plan.notSent).length;
  return deps.db.transaction().execute(async (trx) => {
    const { changeId, itemIds } = await insertBudgetChange(
      trx,
      scope,
      { operation: input.operation },
      changing.map(({ row, newMinor, notSent: held }) => ({
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
        ...(held ? { notSent: userMessage('budgetChangeNotSent') as StoredMessage } : {}),
      })),
      approval?.approvedBy ?? null,
    );
    await recordAudit(trx, {
      event: { action: 'budget.change_requested', metadata: { changeId, operation: input.operation, items: itemIds.length, ...(notSent > 0 ? { notSent } : {}) } },
      userId: scope.userId,
      workspaceId: scope.workspaceId,
      actor: { type: 'user', userId: scope.userId },
      target: { type: 'budget_change', id: changeId },
      ...(request ? { request } : {}),
    });
    for (const [index, itemId] of itemIds.entries()) {
      const plan = changing[index];
      if (plan?.notSent) continue;
      await deps.jobs.send(trx, budgetChangeJob.name, { itemId }, { singletonKey: plan?.row.accountId ?? itemId });
    }
    await approval?.alongside(trx, changeId);
    return { changeId, items: itemIds.length };
  });
}
