import { type AdAccountRow, type BudgetScope, type ConnectionRow, findConnectionById, listAdAccounts, workspaceScopeOf } from '@adfleet/db';
import { FACEBOOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import type { CallOptions } from '../graph/index.ts';
import type { BudgetDeps } from './budget-deps.ts';

export interface BudgetAccountAccess {
  account: AdAccountRow;
  /** Null when the account's connection no longer works: its budgets cannot be read or changed now. */
  call: CallOptions | null;
}

/** The workspace's active Meta ad accounts, each with the call options of its own connection's token. */
export async function budgetAccounts(deps: BudgetDeps, scope: BudgetScope): Promise<BudgetAccountAccess[]> {
  const accounts = (await listAdAccounts(deps.db, { ...workspaceScopeOf(scope), platformId: FACEBOOK_PLATFORM_ID })).filter((account) => account.status === 'ACTIVE');
  const connections = new Map<string, ConnectionRow | undefined>();
  for (const id of new Set(accounts.map((account) => account.connection_id))) connections.set(id, await findConnectionById(deps.db, id));
  return accounts.map((account) => {
    const connection = connections.get(account.connection_id);
    const usable = connection && connection.status === 'active' && account.has_valid_token;
    return { account, call: usable ? { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext), adAccountId: account.ad_account_id } : null };
  });
}
