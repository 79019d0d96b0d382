import { type AdAccountRow, type ConnectionRow, type Db, findConnectionById, listAdAccounts, type WorkspaceScope } from '@adfleet/db';
import { AppError } from '../../errors/app-error.ts';
import { TIKTOK_PLATFORM_ID } from '../../facebook/facebook-app.ts';
import { userMessage } from '../../messages/index.ts';
import { targetRefused } from '../clone-target-refusal.ts';

/**
 * The workspace's TikTok advertisers a request names, and the source's advertiser with its connection. An id that is not
 * the workspace's TikTok advertiser is refused (another platform's account by its own message), so no other workspace's
 * is used.
 */
export async function tiktokCloneAccounts(db: Db, scope: WorkspaceScope, source: { account_id: string }, targetIds: readonly string[], requireUsable: boolean) {
  const accounts = new Map((await listAdAccounts(db, { workspaceId: scope.workspaceId, platformId: TIKTOK_PLATFORM_ID })).map((account) => [account.ad_account_id, account]));
  const targets = [...new Set(targetIds)].map((id) => {
    const account = accounts.get(id);
    if (!account) throw targetRefused(userMessage('cloneTargetUnknown', { adAccountId: id }));
    return requireUsable ? usableTikTokTarget(account) : account;
  });
  const sourceAccount = [...accounts.values()].find((account) => account.id === source.account_id);
  const connection: ConnectionRow | undefined = sourceAccount ? await findConnectionById(db, sourceAccount.connection_id) : undefined;
  if (!sourceAccount || !connection || connection.status !== 'active') throw new AppError('PLATFORM_NOT_CONNECTED', userMessage('cloneTikTokSourceConnectionInvalid'));
  return { targets, sourceAccount, connection };
}

function usableTikTokTarget(account: AdAccountRow): AdAccountRow {
  if (account.status !== 'ACTIVE') throw targetRefused(userMessage('cloneTargetInactive', { account: account.name, adAccountId: account.ad_account_id, status: account.status }));
  if (!account.has_valid_token) throw targetRefused(userMessage('cloneTikTokTargetTokenInvalid', { account: account.name, adAccountId: account.ad_account_id }));
  return account;
}
