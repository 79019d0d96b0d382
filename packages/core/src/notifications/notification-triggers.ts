import { type ConnectionRow, type Db, findAdAccountForNotice, lockCloneBatchOutcome, markNoticesReadByKeyPrefix, releaseNotificationKey, type Trx } from '@adfleet/db';
import type { UserMessage } from '../messages/index.ts';
import { cloneFinishedKey, type NotificationParams, reconnectKey, syncFailedKey, tokenExpiringKeyPrefix } from './notification-kinds.ts';
import { type NoticeAudience, notifyWorkspace } from './notify.ts';

/**
 * Why each kind is raised, called from the service that records its cause, in the same transaction. A throttled
 * sync is not a failure the person can act on; a sync that failed because the connection died is covered by the
 * one reconnect notice rather than one notice per account.
 */
export async function notifySyncFailed(trx: Trx, workspaceId: string, adAccountId: string, error: UserMessage, at: Date): Promise<void> {
  if (error.code === 'syncRunThrottled' || error.code === 'syncRunTikTokThrottled') return;
  const account = await findAdAccountForNotice(trx, { workspaceId }, adAccountId);
  if (account && !account.connectionActive) return;
  await notifyWorkspace(trx, { workspaceId }, 'sync_failed', { adAccountId, account: account?.name ?? adAccountId }, at);
}

/** The account syncs again: its next failure is news. */
export async function clearSyncFailed(trx: Trx, workspaceId: string, adAccountId: string): Promise<void> {
  await releaseNotificationKey(trx, workspaceId, syncFailedKey(adAccountId));
}

/** The member who connected it hears first; once they are gone, the owner and admins. */
export async function notifyReconnectNeeded(trx: Trx, connection: ConnectionRow, at: Date = new Date()): Promise<void> {
  const audience = { workspaceId: connection.workspace_id, startedBy: connection.connected_by };
  await notifyWorkspace(trx, audience, 'reconnect_needed', { connectionId: connection.id, name: connection.external_user_name ?? connection.external_user_id }, at);
}

/**
 * A connection made (or made again): a later token failure is news, the warnings that its old token was ending no
 * longer hold (the new one is warned of afresh), and the person hears it worked.
 */
export async function notifyConnected(trx: Trx, audience: NoticeAudience, connectionId: string, params: NotificationParams<'account_connected'>, at: Date): Promise<void> {
  await releaseNotificationKey(trx, audience.workspaceId, reconnectKey(connectionId));
  await markNoticesReadByKeyPrefix(trx, audience.workspaceId, tokenExpiringKeyPrefix(connectionId), at);
  await notifyWorkspace(trx, audience, 'account_connected', params, at);
}

export async function notifyDisconnected(trx: Trx, audience: NoticeAudience, params: NotificationParams<'account_disconnected'>, at: Date): Promise<void> {
  await notifyWorkspace(trx, audience, 'account_disconnected', params, at);
}

/**
 * Called after a clone target ended, in its transaction: when it was the batch's last, the owner hears the counts.
 * The batch row lock makes exactly one of two targets ending at once see the batch finished; the notice's key
 * keeps a redelivered job from saying it twice. A batch its owner cancelled says nothing.
 */
export async function notifyCloneBatchIfFinished(trx: Trx, batchId: string, at: Date): Promise<void> {
  const outcome = await lockCloneBatchOutcome(trx, batchId);
  if (!outcome || outcome.unfinished > 0 || outcome.succeeded + outcome.failed === 0) return;
  await notifyWorkspace(trx, { workspaceId: outcome.workspaceId, startedBy: outcome.createdBy }, 'clone_finished', { batchId, campaign: outcome.campaignName, succeeded: outcome.succeeded, failed: outcome.failed }, at);
}

/**
 * A failed target sent again opens a new round of its batch: when the batch finishes again, its owner hears the new
 * counts. Within one round the key still keeps a redelivered job from saying it twice.
 */
export async function reopenCloneFinished(trx: Trx, workspaceId: string, batchId: string): Promise<void> {
  await releaseNotificationKey(trx, workspaceId, cloneFinishedKey(batchId));
}

/** The budget feature's entry point: an account's spend reached a threshold its owner set (once per threshold and period). */
export async function notifyBudgetThreshold(db: Db | Trx, workspaceId: string, params: NotificationParams<'budget_threshold'>, at: Date = new Date()): Promise<boolean> {
  return notifyWorkspace(db, { workspaceId }, 'budget_threshold', params, at);
}
