import { findConnectionById, listAdAccounts, type WorkspaceScope } from '@adfleet/db';
import type { LRUCache } from 'lru-cache';
import { AppError } from '../errors/app-error.ts';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { userMessage } from '../messages/index.ts';
import { sourceReadError } from './clone-request-service.ts';
import { refuseOtherPlatformTargets, targetRefused } from './clone-target-refusal.ts';
import { findCloneSource } from './clone-source-campaign.ts';
import { tiktokClonePreflight } from './tiktok/tiktok-clone-preflight.ts';
import type { TikTokClient } from '../tiktok/tiktok-client.ts';
import type { ClonePreflightInput, ClonePreflightResult } from './clone-schemas.ts';
import type { CloneSnapshot } from './clone-snapshot.ts';
import { cloneFinishMinutes } from './clone-finish-estimate.ts';
import { readCloneSource } from './clone-source-reader.ts';
import { sourceNeeds, type TargetFacts } from './clone-preflight-verdict.ts';
import { targetVerdicts, type VerdictDeps } from './clone-target-verdicts.ts';
import { severalCampaignIds } from './clone-several-limits.ts';
import { severalPreflight } from './clone-several-preflight.ts';

/**
 * Recent Graph answers the preflight reuses while a person adjusts the dialog: per target account, and per source
 * campaign. A missing entry is read by the loader its caller passes (`forceFetch(key, { context: load })`): callers
 * asking for one key at once share one read, and a read that fails is not kept.
 */
export interface PreflightCaches {
  targets: LRUCache<string, TargetFacts, () => Promise<TargetFacts>>;
  sources: LRUCache<string, CloneSnapshot, () => Promise<CloneSnapshot>>;
}

/**
 * The clone dialog's dry run: for each target, the pages and pixels it may use, the one it would use, and every
 * problem that would make its clone fail, each saying how to fix it. Nothing is written; the batch start checks again.
 */
export async function clonePreflight(deps: VerdictDeps & { tiktok: TikTokClient; caches: PreflightCaches }, scope: WorkspaceScope, input: ClonePreflightInput): Promise<ClonePreflightResult> {
  const several = severalCampaignIds(input);
  if (several) return severalPreflight(deps, scope, input, several);
  const found = await findCloneSource(deps.db, scope, input.campaignId);
  await refuseOtherPlatformTargets(deps.db, scope, found.platformId, input.targetAccounts);
  if (found.platformId === TIKTOK_PLATFORM_ID) return tiktokClonePreflight(deps, scope, input, found.campaign);
  const source = found.campaign;
  const accounts = new Map((await listAdAccounts(deps.db, { workspaceId: scope.workspaceId, platformId: FACEBOOK_PLATFORM_ID })).map((account) => [account.ad_account_id, account]));
  const targets = [...new Set(input.targetAccounts)].map((id) => {
    const account = accounts.get(id);
    if (!account) throw targetRefused(userMessage('cloneTargetUnknown', { adAccountId: id }));
    return account;
  });
  const sourceAccount = [...accounts.values()].find((account) => account.id === source.account_id);
  const connection = sourceAccount ? await findConnectionById(deps.db, sourceAccount.connection_id) : undefined;
  if (!sourceAccount || !connection || connection.status !== 'active') throw new AppError('PLATFORM_NOT_CONNECTED', userMessage('cloneSourceConnectionInvalid'));
  const snapshot = await deps.caches.sources
    .forceFetch(`${connection.id}:${source.external_id}`, {
      context: () =>
        readCloneSource(deps.graph, { campaignId: source.external_id, adAccountId: sourceAccount.ad_account_id, currency: sourceAccount.currency }, { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext), adAccountId: sourceAccount.ad_account_id }),
    })
    .catch((error: unknown) => {
      throw sourceReadError(error);
    });
  const needs = sourceNeeds(snapshot);
  const verdicts = await targetVerdicts(deps, { accounts: targets, snapshot, sourceName: source.name, request: input, suggest: true, cache: deps.caches.targets });
  return {
    targets: verdicts.map(({ account, facts, pageId, pixelId, minimumBudget, budgetConversion, needsDsa, problems }) => ({
      adAccountId: account.ad_account_id,
      accountName: account.name,
      currency: account.currency,
      pages: facts.kind === 'read' ? facts.pages : [],
      pixels: facts.kind === 'read' ? facts.pixels : [],
      needsPage: needs.pageIds.length > 0,
      needsPixel: needs.pixelIds.length > 0,
      needsDsa,
      pageId,
      pixelId,
      minimumBudget,
      budgetConversion,
      problems,
    })),
    estimatedMinutes: cloneFinishMinutes(snapshot, targets, deps.now()),
  };
}
