import type { Db, WorkspaceScope } from '@adfleet/db';
import type { TokenCipher } from '../../crypto/token-cipher.ts';
import type { TikTokClient } from '../../tiktok/tiktok-client.ts';
import type { ClonePreflightInput, ClonePreflightResult } from '../clone-schemas.ts';
import { budgetRates } from '../clone-target-budget.ts';
import { readTikTokTargetsFacts } from './tiktok-clone-facts.ts';
import { readTikTokCloneSource } from './tiktok-clone-source.ts';
import { tiktokSourceReadError } from './tiktok-clone-source-error.ts';
import type { TikTokCloneSource } from './tiktok-clone-start.ts';
import { tiktokCloneAccounts } from './tiktok-clone-targets.ts';
import { tiktokTargetVerdicts } from './tiktok-clone-verdicts.ts';

/**
 * The clone dialog's dry run for a TikTok source: per target advertiser, every problem that would make its clone fail,
 * each saying how to fix it. TikTok has no pages, pixels or DSA fields to choose, so none is offered or needed.
 */
export async function tiktokClonePreflight(
  deps: { db: Db; tiktok: TikTokClient; cipher: TokenCipher; now: () => Date },
  scope: WorkspaceScope,
  input: ClonePreflightInput,
  source: TikTokCloneSource,
): Promise<ClonePreflightResult> {
  const { targets, sourceAccount, connection } = await tiktokCloneAccounts(deps.db, scope, source, input.targetAccounts, false);
  const [snapshot, facts] = await Promise.all([
    readTikTokCloneSource(
      deps.tiktok,
      { campaignId: source.external_id, advertiserId: sourceAccount.ad_account_id, currency: sourceAccount.currency },
      { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext) },
    ).catch((error: unknown) => {
      throw tiktokSourceReadError(error);
    }),
    readTikTokTargetsFacts(deps, targets),
  ]);
  const rates = await budgetRates(deps.db, input, targets.map((account) => account.currency), deps.now());
  const verdicts = tiktokTargetVerdicts({ accounts: targets, facts, snapshot, sourceAccount, sourceName: source.name, request: input, rates, now: deps.now() });
  return {
    targets: verdicts.map(({ account, minimumBudget, budgetConversion, problems }) => ({
      adAccountId: account.ad_account_id,
      accountName: account.name,
      currency: account.currency,
      pages: [],
      pixels: [],
      needsPage: false,
      needsPixel: false,
      needsDsa: false,
      pageId: null,
      pixelId: null,
      minimumBudget,
      budgetConversion,
      problems,
    })),
  };
}
