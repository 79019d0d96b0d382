import type { Db, WorkspaceScope } from '@adfleet/db';
import type { TokenCipher } from '../../crypto/token-cipher.ts';
import type { TikTokClient } from '../../tiktok/tiktok-client.ts';
import type { CloneSourceBudget } from '../clone-source-budget-schemas.ts';
import { readTikTokCloneSource } from './tiktok-clone-source.ts';
import { tiktokSourceReadError } from './tiktok-clone-source-error.ts';
import type { TikTokCloneSnapshot } from './tiktok-clone-snapshot.ts';
import type { TikTokCloneSource } from './tiktok-clone-start.ts';
import { tiktokCloneAccounts } from './tiktok-clone-targets.ts';

const BUDGET_TYPES: Record<string, 'daily' | 'lifetime'> = { BUDGET_MODE_DAY: 'daily', BUDGET_MODE_TOTAL: 'lifetime' };

type Holder = { budget_mode: string; budget?: string | number | null | undefined };

/** The holder's budget as the dialog takes it (TikTok's budgets are already in currency units); none for an unlimited one. */
function budgetOf(holder: Holder): { budgetType: 'daily' | 'lifetime'; amount: number } | undefined {
  const budgetType = BUDGET_TYPES[holder.budget_mode];
  const amount = Number(holder.budget ?? 0);
  return budgetType && amount > 0 ? { budgetType, amount } : undefined;
}

/** The campaign's budget, else the smallest of its ad groups' (daily before total), as Meta's sources are read. */
export function tiktokSourceBudget(snapshot: TikTokCloneSnapshot): CloneSourceBudget {
  const own = budgetOf(snapshot.campaign);
  if (own) return { ...own, currency: snapshot.sourceCurrency, from: 'campaign' };
  for (const budgetType of ['daily', 'lifetime'] as const) {
    const amounts = snapshot.adgroups.flatMap((adgroup) => {
      const budget = budgetOf(adgroup);
      return budget?.budgetType === budgetType ? [budget.amount] : [];
    });
    if (amounts.length > 0) return { budgetType, amount: Math.min(...amounts), currency: snapshot.sourceCurrency, from: 'adSets' };
  }
  return null;
}

/** The dialog's budget prefill for a TikTok source: its tree read from TikTok, nothing written. */
export async function readTikTokSourceBudget(deps: { db: Db; tiktok: TikTokClient; cipher: TokenCipher }, scope: WorkspaceScope, source: TikTokCloneSource): Promise<CloneSourceBudget> {
  const { sourceAccount, connection } = await tiktokCloneAccounts(deps.db, scope, source, [], false);
  const snapshot = await readTikTokCloneSource(
    deps.tiktok,
    { campaignId: source.external_id, advertiserId: sourceAccount.ad_account_id, currency: sourceAccount.currency },
    { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext) },
  ).catch((error: unknown) => {
    throw tiktokSourceReadError(error);
  });
  return tiktokSourceBudget(snapshot);
}
