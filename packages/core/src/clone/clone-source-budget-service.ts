import { listAdAccounts, type WorkspaceScope } from '@adfleet/db';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import type { TikTokClient } from '../tiktok/tiktok-client.ts';
import type { PreflightCaches } from './clone-preflight-service.ts';
import type { CloneSourceBudget } from './clone-source-budget-schemas.ts';
import { budgetHolder, sourceBudget } from './clone-source-budget.ts';
import { readSeveralSources } from './clone-several-sources.ts';
import { findCloneSource } from './clone-source-campaign.ts';
import { readTikTokSourceBudget } from './tiktok/tiktok-source-budget.ts';
import type { VerdictDeps } from './clone-target-verdicts.ts';

/**
 * The budget the dialog opens with when the campaign list cannot tell it: a campaign whose budgets live on its ad sets
 * is read from Meta (through the preflight's source cache, so the preflight that follows reads nothing again) and its
 * smallest ad-set budget offered, the amount each cloned ad set then gets. Null when the campaign has no budget at all.
 * A TikTok campaign is read from TikTok the same way (its ad groups standing for ad sets).
 */
export async function cloneSourceBudget(deps: VerdictDeps & { tiktok: TikTokClient; caches: PreflightCaches }, scope: WorkspaceScope, campaignId: string): Promise<CloneSourceBudget> {
  const found = await findCloneSource(deps.db, scope, campaignId);
  if (found.platformId === TIKTOK_PLATFORM_ID) return readTikTokSourceBudget(deps, scope, found.campaign);
  const accounts = new Map((await listAdAccounts(deps.db, { workspaceId: scope.workspaceId, platformId: FACEBOOK_PLATFORM_ID })).map((account) => [account.ad_account_id, account]));
  const [source] = await readSeveralSources(deps, scope, [campaignId], accounts, (key, load) => deps.caches.sources.forceFetch(key, { context: load }));
  const holder = source && budgetHolder(source.snapshot);
  const budget = source && sourceBudget(source.snapshot, 1);
  if (!source || !holder || !budget) return null;
  return { budgetType: budget.budgetType, amount: budget.hundredths / 100, currency: source.account.currency, from: holder };
}
