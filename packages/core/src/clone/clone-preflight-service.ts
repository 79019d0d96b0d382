import { findConnectionById, listAdAccounts, type WorkspaceScope } from '@adfleet/db';
import type { LRUCache } from 'lru-cache';
import { AppError } from '../errors/app-error.ts';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { type UserMessage, userMessage } from '../messages/index.ts';
import { refuseOtherPlatformTargets, targetRefused } from './clone-target-refusal.ts';
import { findCloneSource, sourceReadError } from './clone-source-campaign.ts';
import { tiktokClonePreflight } from './tiktok/tiktok-clone-preflight.ts';
import type { TikTokClient } from '../tiktok/tiktok-client.ts';
import type { ClonePreflightInput, ClonePreflightResult, ClonePreflightTarget } from './clone-schemas.ts';
import type { CloneSnapshot } from './clone-snapshot.ts';
import { cloneFinishMinutes } from './clone-finish-estimate.ts';
import { readCloneSource } from './clone-source-reader.ts';
import { sourceNeeds, type TargetFacts } from './clone-preflight-verdict.ts';
import { readTargetsFacts, targetVerdicts, type VerdictDeps } from './clone-target-verdicts.ts';
import { severalCampaignIds } from './clone-several-limits.ts';
import { readSeveralSources } from './clone-several-sources.ts';
import { sourceBudget } from './clone-source-budget.ts';
import { refuseSeveralOffMeta } from './clone-several-platform.ts';

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

/**
 * The preflight of a several-campaign request: one row per account, checked against every campaign (a page or pixel
 * is needed when any campaign needs one; each campaign's own budget against the account's minimum). Each account's
 * facts are read once for all campaigns.
 */
async function severalPreflight(deps: VerdictDeps & { caches: PreflightCaches }, scope: WorkspaceScope, input: ClonePreflightInput, campaignIds: string[]): Promise<ClonePreflightResult> {
  await refuseSeveralOffMeta(deps.db, scope, campaignIds);
  const accounts = new Map((await listAdAccounts(deps.db, { workspaceId: scope.workspaceId, platformId: FACEBOOK_PLATFORM_ID })).map((account) => [account.ad_account_id, account]));
  const targets = [...new Set(input.targetAccounts)].map((id) => {
    const account = accounts.get(id);
    if (!account) throw targetRefused(userMessage('cloneTargetUnknown', { adAccountId: id }));
    return account;
  });
  const [sources, facts] = await Promise.all([
    readSeveralSources(deps, scope, campaignIds, accounts, (key, load) => deps.caches.sources.forceFetch(key, { context: load })),
    readTargetsFacts(deps, targets, deps.caches.targets),
  ]);
  const multiplier = input.options?.budgetMultiplier ?? 1;
  const perSource = await Promise.all(
    sources.map(async (source) => {
      const budget = sourceBudget(source.snapshot, multiplier);
      // Each campaign's budget is in its own account's currency: converted into each target's, as the batch start does.
      const request = budget
        ? { ...input, budgetType: budget.budgetType, dailyBudget: budget.hundredths, lifetimeBudget: budget.hundredths, budgetCurrency: source.snapshot.sourceCurrency }
        : { ...input, dailyBudget: undefined, lifetimeBudget: undefined };
      const verdicts = await targetVerdicts(deps, { accounts: targets, snapshot: source.snapshot, sourceName: source.campaign.name, request, suggest: true, facts });
      return { needs: sourceNeeds(source.snapshot), verdicts: new Map(verdicts.map((verdict) => [verdict.account.id, verdict])) };
    }),
  );
  return {
    targets: targets.map((account): ClonePreflightTarget => {
      const rows = perSource.flatMap(({ needs, verdicts }) => {
        const verdict = verdicts.get(account.id);
        return verdict ? [{ needs, verdict }] : [];
      });
      const chosen = (kind: 'pageId' | 'pixelId', needed: 'pageIds' | 'pixelIds') => rows.find((row) => row.needs[needed].length > 0 && row.verdict[kind] !== null)?.verdict[kind] ?? null;
      const read = rows[0]?.verdict.facts;
      return {
        adAccountId: account.ad_account_id,
        accountName: account.name,
        currency: account.currency,
        pages: read?.kind === 'read' ? read.pages : [],
        pixels: read?.kind === 'read' ? read.pixels : [],
        needsPage: rows.some((row) => row.needs.pageIds.length > 0),
        needsPixel: rows.some((row) => row.needs.pixelIds.length > 0),
        needsDsa: rows.some((row) => row.verdict.needsDsa),
        pageId: chosen('pageId', 'pageIds'),
        pixelId: chosen('pixelId', 'pixelIds'),
        minimumBudget: rows[0]?.verdict.minimumBudget ?? null,
        budgetConversion: null,
        problems: distinct(rows.flatMap((row) => row.verdict.problems)),
      };
    }),
  };
}

/** Several campaigns often find the same problem with an account (its pixel, its token): it is said once. */
function distinct(problems: UserMessage[]): UserMessage[] {
  return [...new Map(problems.map((problem) => [JSON.stringify(problem), problem])).values()];
}
