import { type ConnectionRow, type Db, findAdAccountForNotice, lockCloneBatchOutcome, releaseNotificationKey, type Trx } from '@adfleet/db';
import type { UserMessage } from '../messages/index.ts';
import { cloneFinishedKey, type NotificationParams, reconnectKey, syncFailedKey } from './notification-kinds.ts';
import { notify } from './notify.ts';

/**
 * Why each kind is raised, called from the service that records its cause, in the same transaction. A throttled
 * sync is not a failure the person can act on; a sync that failed because the connection died is covered by the
 * one reconnect notice rather than one notice per account.
 */
export async function notifySyncFailed(trx: Trx, userId: string, adAccountId: string, error: UserMessage, at: Date): Promise<void> {
  if (error.code === 'syncRunThrottled' || error.code === 'syncRunTikTokThrottled') return;
  const account = await findAdAccountForNotice(trx, userId, adAccountId);
  if (account && !account.connectionActive) return;
  await notify(trx, userId, 'sync_failed', { adAccountId, account: account?.name ?? adAccountId }, at);
}

/** The account syncs again: its next failure is news. */
export async function clearSyncFailed(trx: Trx, userId: string, adAccountId: string): Promise<void> {
  await releaseNotificationKey(trx, userId, syncFailedKey(adAccountId));
}

export async function notifyReconnectNeeded(trx: Trx, connection: ConnectionRow, at: Date = new Date()): Promise<void> {
  await notify(trx, connection.user_id, 'reconnect_needed', { connectionId: connection.id, name: connection.external_user_name ?? connection.external_user_id }, at);
}

/** A connection made (or made again): a later token failure is news, and the person hears it worked. */
export async function notifyConnected(trx: Trx, userId: string, connectionId: string, params: NotificationParams<'account_connected'>, at: Date): Promise<void> {
  await releaseNotificationKey(trx, userId, reconnectKey(connectionId));
  await notify(trx, userId, 'account_connected', params, at);
}

export async function notifyDisconnected(trx: Trx, userId: string, params: NotificationParams<'account_disconnected'>, at: Date): Promise<void> {
  await notify(trx, userId, 'account_disconnected', params, at);
}

/**
 * Called after a clone target ended, in its transaction: when it was the batch's last, the owner hears the counts.
 * The batch row lock makes exactly one of two targets ending at once see the batch finished; the notice's key
 * keeps a redelivered job from saying it twice. A batch its owner cancelled says nothing.
 */
export async function notifyCloneBatchIfFinished(trx: Trx, batchId: string, at: Date): Promise<void> {
  const outcome = await lockCloneBatchOutcome(trx, batchId);
  if (!outcome || outcome.unfinished > 0 || outcome.succeeded + outcome.failed === 0) return;
  await notify(trx, outcome.userId, 'clone_finished', { batchId, campaign: outcome.campaignName, succeeded: outcome.succeeded, failed: outcome.failed }, at);
}

/**
 * A failed target sent again opens a new round of its batch: when the batch finishes again, its owner hears the new
 * counts. Within one round the key still keeps a redelivered job from saying it twice.
 */
export async function reopenCloneFinished(trx: Trx, userId: string, batchId: string): Promise<void> {
  await releaseNotificationKey(trx, userId, cloneFinishedKey(batchId));
}

/** The budget feature's entry point: an account's spend reached a threshold its owner set (once per threshold and period). */
export async function notifyBudgetThreshold(db: Db | Trx, userId: string, params: NotificationParams<'budget_threshold'>, at: Date = new Date()): Promise<boolean> {
  return notify(db, userId, 'budget_threshold', params, at);
}
