import { type AdAccountRow, type Db, listAdAccounts as listAdAccountRows, type WorkspaceScope, workspaceScopeOf } from '@adfleet/db';
import { type AdAccount, type AdAccountListInput, adAccountListInputSchema } from './ad-account-schemas.ts';

/** The workspace's ad accounts; no other workspace's exist as far as this query knows (workspace_id filter). */
export async function listAdAccounts(db: Db, scope: WorkspaceScope, rawInput: AdAccountListInput): Promise<AdAccount[]> {
  const input = adAccountListInputSchema.parse(rawInput);
  const rows = await listAdAccountRows(db, { ...workspaceScopeOf(scope), ...(input?.platformId !== undefined ? { platformId: input.platformId } : {}) });
  return rows.map(toAdAccount);
}

function toAdAccount(row: AdAccountRow): AdAccount {
  return {
    id: row.id,
    name: row.name,
    adAccountId: row.ad_account_id,
    platformId: row.platform_id,
    hasValidToken: row.has_valid_token,
    status: row.status,
    currency: row.currency,
    timezoneName: row.timezone_name,
    lastSyncedAt: row.last_synced_at,
  };
}

/** When any of these accounts was last synced, or null if none was. */
export function latestSyncOf(accounts: ReadonlyArray<Pick<AdAccountRow, 'last_synced_at'>>): Date | null {
  return accounts.reduce<Date | null>((latest, account) => (account.last_synced_at && (!latest || account.last_synced_at > latest) ? account.last_synced_at : latest), null);
}
