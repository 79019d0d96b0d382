import { type AdAccountRow, type Db, listAdAccounts, type WorkspaceScope } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { type UserMessage, userMessage } from '../messages/index.ts';

/** A target the request may not use: the message names it, and so does the form's target accounts field. */
export function targetRefused(message: UserMessage): AppError {
  return new AppError('VALIDATION_FAILED', message, { fieldErrors: { targetAccounts: [message] } });
}

/** The workspace's Meta account a request names as a target, when it may be cloned into: active, its token valid. */
export function usableTarget(account: AdAccountRow | undefined, adAccountId: string): AdAccountRow {
  if (!account) throw targetRefused(userMessage('cloneTargetUnknown', { adAccountId }));
  if (account.status !== 'ACTIVE') {
    throw targetRefused(userMessage('cloneTargetInactive', { account: account.name, adAccountId, status: account.status }));
  }
  if (!account.has_valid_token) {
    throw targetRefused(userMessage('cloneTargetTokenInvalid', { account: account.name, adAccountId }));
  }
  return account;
}

/**
 * Refuses a target that is the workspace's account on another platform than the source's: a clone stays on its
 * campaign's platform (Meta → TikTok is not a copy either platform can make). Another workspace's account stays unknown.
 */
export async function refuseOtherPlatformTargets(db: Db, scope: WorkspaceScope, platformId: number, targetIds: readonly string[]): Promise<void> {
  const wanted = new Set(targetIds);
  const other = (await listAdAccounts(db, { workspaceId: scope.workspaceId })).find((account) => account.platform_id !== platformId && wanted.has(account.ad_account_id));
  if (other) throw targetRefused(userMessage('cloneTargetOtherPlatform', { adAccountId: other.ad_account_id }));
}
