import { type BudgetScope, type Db, findBudgetChange, listBudgetChangeItems } from '@adfleet/db';
import { AppError } from '../errors/index.ts';
import { storedMessage, userMessage } from '../messages/index.ts';
import type { BudgetChangeStatus } from './budget-schemas.ts';

/** One change's per-item results, polled by the Budget page while it runs; another workspace's change is not found. */
export async function budgetChangeStatus(db: Db, scope: BudgetScope, changeId: string): Promise<BudgetChangeStatus> {
  const change = await findBudgetChange(db, scope, changeId);
  if (!change) throw new AppError('NOT_FOUND', userMessage('budgetChangeNotFound'));
  const items = await listBudgetChangeItems(db, change.id, scope);
  return {
    changeId: change.id,
    createdAt: change.created_at,
    status: items.every((item) => item.state === 'succeeded' || item.state === 'failed' || item.state === 'skipped') ? 'completed' : 'running',
    items: items.map((item) => ({
      itemId: item.id,
      accountName: item.account_name,
      adAccountId: item.external_ad_account_id,
      currency: item.currency,
      objectType: item.object_type,
      objectId: item.object_id,
      name: item.object_name,
      budgetType: item.budget_type,
      oldMinor: Number(item.old_minor),
      newMinor: Number(item.new_minor),
      state: item.state,
      error: item.error ? storedMessage(item.error) : null,
    })),
    succeeded: items.filter((item) => item.state === 'succeeded').length,
    failed: items.filter((item) => item.state === 'failed').length,
    skipped: items.filter((item) => item.state === 'skipped').length,
  };
}
