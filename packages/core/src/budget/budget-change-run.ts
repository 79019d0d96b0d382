import { type BudgetChangeItemRow, findAdAccountById, findBudgetChangeItem, findConnectionById, finishBudgetChangeItem, markBudgetChangeItemRunning, type StoredMessage, type Trx } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { type CallOptions, isGraphError } from '../graph/index.ts';
import { type UserMessage, userMessage } from '../messages/index.ts';
import { renderMessage } from '../messages/render-message.ts';
import { notifyWorkspace } from '../notifications/notify.ts';
import { starterMayOperate } from '../workspaces/starter-rights.ts';
import type { BudgetDeps } from './budget-deps.ts';

/** Meta's ads-throttle subcode: a code 17 with it is call throttling, one without it on a budget write is the hourly limit. */
const ADS_THROTTLE_SUBCODE = 2446079;

export interface BudgetRunAttempt {
  /** No retry follows if this attempt fails. */
  finalAttempt: boolean;
  signal?: AbortSignal;
}

/**
 * Applies one budget change item. pg-boss may run it more than once (a retry after a crash or an expired run), so it
 * reads the budget at Meta first and writes only when it is not already the recorded new value: a change is never
 * applied twice. Meta's hourly limit and refused requests fail the item with their reason (retrying cannot help);
 * transient failures are retried by the queue and fail the item only on the last attempt.
 */
export async function runBudgetChangeJob(deps: BudgetDeps, payload: { itemId: string }, attempt: BudgetRunAttempt): Promise<{ outcome: 'succeeded' | 'failed' | 'skipped' }> {
  const item = await findBudgetChangeItem(deps.db, payload.itemId);
  if (!item || item.state === 'succeeded' || item.state === 'failed') return { outcome: 'skipped' };
  // Never begun and its starter may no longer change things (ADR 0056): refused, and the owner and admins told.
  if (item.state === 'queued' && !(await starterMayOperate(deps.db, item.workspace_id, item.created_by))) return cancelForLostStarter(deps, item);
  await markBudgetChangeItemRunning(deps.db, item.id, deps.now());
  const call = await callFor(deps, item, attempt.signal);
  if (!call) return finish(deps, item, userMessage('budgetConnectionInvalid', { account: item.account_name }));
  const field = `${item.budget_type}_budget`;
  const wanted = Number(item.new_minor);
  try {
    const current = await deps.graph.get<Record<string, string | undefined>>(item.object_id, { fields: field }, call);
    if (Number(current[field]) !== wanted) await deps.graph.post(item.object_id, { [field]: wanted }, call);
    return finish(deps, item, null);
  } catch (error) {
    if (!isGraphError(error)) throw error;
    if (error.code === 17 && error.subcode !== ADS_THROTTLE_SUBCODE && item.object_type === 'adset') return finish(deps, item, userMessage('budgetChangeLimitReached'));
    if (error.retryable) {
      if (attempt.finalAttempt) return finish(deps, item, userMessage('budgetChangeUnreachable'));
      throw error;
    }
    return finish(deps, item, userMessage('budgetChangeRefused', { reason: error.userMessage ?? error.message }));
  }
}

/**
 * Ends a queued item whose starter may no longer change things (ADR 0056), telling the owner and admins; member
 * removal calls it at once, the job when it comes to run. 'skipped' when the item had already finished.
 */
export function cancelForLostStarter(deps: Pick<BudgetDeps, 'db' | 'now'>, item: BudgetChangeItemRow & { created_by: string | null }): Promise<{ outcome: 'succeeded' | 'failed' | 'skipped' }> {
  return finish(deps, item, userMessage('workStarterLostRole'), (trx) => notifyWorkspace(trx, { workspaceId: item.workspace_id }, 'work_cancelled', { work: 'budget', id: item.change_id }, deps.now()));
}

async function callFor(deps: BudgetDeps, item: BudgetChangeItemRow, signal: AbortSignal | undefined): Promise<CallOptions | null> {
  const account = item.ad_account_id ? await findAdAccountById(deps.db, item.ad_account_id) : undefined;
  const connection = account ? await findConnectionById(deps.db, account.connection_id) : undefined;
  if (!account || !connection || connection.status !== 'active') return null;
  // The hourly budget limit answers code 17 too: it must fail this item at once, not hold back the account's calls.
  return { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext), adAccountId: item.external_ad_account_id, waitOnThrottle: false, ...(signal ? { signal } : {}) };
}

/**
 * Records the item's outcome and its audit row together, once: a late duplicate run finds it finished and skips. The row
 * is the workspace's, naming the member who asked for the change.
 */
async function finish(
  deps: Pick<BudgetDeps, 'db' | 'now'>,
  item: BudgetChangeItemRow & { created_by: string | null },
  error: UserMessage | null,
  notice?: (trx: Trx) => Promise<unknown>,
): Promise<{ outcome: 'succeeded' | 'failed' | 'skipped' }> {
  const state = error ? 'failed' : 'succeeded';
  const finished = await deps.db.transaction().execute(async (trx) => {
    if (!(await finishBudgetChangeItem(trx, item.id, { state, error: error as StoredMessage | null, at: deps.now() }))) return false;
    const metadata = {
      changeId: item.change_id,
      itemId: item.id,
      adAccountId: item.external_ad_account_id,
      objectType: item.object_type,
      objectId: item.object_id,
      objectName: item.object_name,
      currency: item.currency,
      budgetType: item.budget_type,
      oldMinor: Number(item.old_minor),
      newMinor: Number(item.new_minor),
    };
    await recordAudit(trx, {
      event: error ? { action: 'budget.change_failed', metadata: { ...metadata, error: renderMessage(error, 'en').slice(0, 1000) } } : { action: 'budget.changed', metadata },
      userId: item.created_by,
      workspaceId: item.workspace_id,
      actor: { type: 'system' },
      target: { type: item.object_type, id: item.object_id },
    });
    await notice?.(trx);
    return true;
  });
  return { outcome: finished ? state : 'skipped' };
}
