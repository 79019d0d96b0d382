import type { AdAccountRow, WorkspaceScope } from '@adfleet/db';
import type { LRUCache } from 'lru-cache';
import { estimateFinishMinutes } from '../ad-accounts/finish-estimate.ts';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import type { UserMessage } from '../messages/index.ts';
import type { CloneDeps } from './clone-batch-store.ts';
import { placementWarnings } from './clone-meta-rules.ts';
import { accountsByPlatformId, knownTarget, readTargetsFacts, refuseOtherPlatformTargets, sourceNeeds, type TargetFacts, targetVerdicts } from './clone-checks.ts';
import { type ClonePreflightInput, severalCampaignIds } from './clone-request.ts';
import type { ClonePreflightResult, ClonePreflightTarget, CloneSourceBudget } from './clone-schemas.ts';
import { budgetHolder, type CloneSnapshot, findSourceCampaign, optionsSnapshot, readSourceSnapshot, readSources, refuseSeveralOffMeta, type SnapshotRead, sourceAccess, sourceBudget } from './clone-source.ts';
import { readTikTokSourceBudget, tiktokClonePreflight } from './tiktok/tiktok-clone-request.ts';

/*
 * The clone dialog's advice: what each target would meet (the preflight), the budget it opens with, and about how long
 * the clone would take. Nothing here writes; the batch start applies the same checks again as the rule.
 */

/**
 * Recent Graph answers the preflight reuses while a person adjusts the dialog: per target account, and per source
 * campaign. A missing entry is read by the loader its caller passes (`forceFetch(key, { context: load })`): callers
 * asking for one key at once share one read, and a read that fails is not kept.
 */
export interface PreflightCaches {
  targets: LRUCache<string, TargetFacts, () => Promise<TargetFacts>>;
  sources: LRUCache<string, CloneSnapshot, () => Promise<CloneSnapshot>>;
}

type PreflightDeps = Pick<CloneDeps, 'db' | 'graph' | 'tiktok' | 'cipher' | 'now'> & { caches: PreflightCaches };

/** Source trees read through the preflight's cache. */
const readThrough =
  (caches: PreflightCaches): SnapshotRead =>
  (key, load) =>
    caches.sources.forceFetch(key, { context: load });

/**
 * The clone dialog's dry run: for each target, the pages and pixels it may use, the one it would use, and every
 * problem that would make its clone fail, each saying how to fix it. Nothing is written; the batch start checks again.
 */
export async function clonePreflight(deps: PreflightDeps, scope: WorkspaceScope, input: ClonePreflightInput): Promise<ClonePreflightResult> {
  const several = severalCampaignIds(input);
  if (several) return severalPreflight(deps, scope, input, several);
  const { campaign: source, platformId } = await findSourceCampaign(deps.db, scope, input.campaignId);
  await refuseOtherPlatformTargets(deps.db, scope, platformId, input.targetAccounts);
  if (platformId === TIKTOK_PLATFORM_ID) return tiktokClonePreflight(deps, scope, input, source);
  const accounts = await accountsByPlatformId(deps.db, scope, FACEBOOK_PLATFORM_ID);
  const targets = [...new Set(input.targetAccounts)].map((id) => knownTarget(accounts.get(id), id));
  const access = await sourceAccess(deps.db, [...accounts.values()].find((account) => account.id === source.account_id));
  const snapshot = await readSourceSnapshot(deps, source, access, readThrough(deps.caches));
  const needs = sourceNeeds(snapshot);
  const warnings = placementWarnings(optionsSnapshot(snapshot, input.options));
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
      warnings,
    })),
    estimatedMinutes: cloneFinishMinutes(snapshot, targets, deps.now()),
  };
}

/**
 * The preflight of a several-campaign request: one row per account, checked against every campaign (a page or pixel
 * is needed when any campaign needs one; each campaign's own budget against the account's minimum). Each account's
 * facts are read once for all campaigns.
 */
async function severalPreflight(deps: PreflightDeps, scope: WorkspaceScope, input: ClonePreflightInput, campaignIds: string[]): Promise<ClonePreflightResult> {
  await refuseSeveralOffMeta(deps.db, scope, campaignIds);
  const accounts = await accountsByPlatformId(deps.db, scope, FACEBOOK_PLATFORM_ID);
  const targets = [...new Set(input.targetAccounts)].map((id) => knownTarget(accounts.get(id), id));
  const [sources, facts] = await Promise.all([readSources(deps, scope, campaignIds, accounts, readThrough(deps.caches)), readTargetsFacts(deps, targets, deps.caches.targets)]);
  const multiplier = input.options?.budgetMultiplier ?? 1;
  const perSource = await Promise.all(
    sources.map(async (source) => {
      const budget = sourceBudget(source.snapshot, multiplier);
      // Each campaign's budget is in its own account's currency: converted into each target's, as the batch start does.
      const request = budget
        ? { ...input, budgetType: budget.budgetType, dailyBudget: budget.hundredths, lifetimeBudget: budget.hundredths, budgetCurrency: source.snapshot.sourceCurrency }
        : { ...input, dailyBudget: undefined, lifetimeBudget: undefined };
      const verdicts = await targetVerdicts(deps, { accounts: targets, snapshot: source.snapshot, sourceName: source.campaign.name, request, suggest: true, facts });
      return {
        needs: sourceNeeds(source.snapshot),
        warnings: placementWarnings(optionsSnapshot(source.snapshot, input.options)),
        verdicts: new Map(verdicts.map((verdict) => [verdict.account.id, verdict])),
      };
    }),
  );
  return {
    targets: targets.map((account): ClonePreflightTarget => {
      const rows = perSource.flatMap(({ needs, warnings, verdicts }) => {
        const verdict = verdicts.get(account.id);
        return verdict ? [{ needs, warnings, verdict }] : [];
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
        warnings: distinct(rows.flatMap((row) => row.warnings)),
      };
    }),
  };
}

/** Several campaigns often find the same problem with an account (its pixel, its token): it is said once, as is a warning. */
function distinct(problems: UserMessage[]): UserMessage[] {
  return [...new Map(problems.map((problem) => [JSON.stringify(problem), problem])).values()];
}

/**
 * The budget the dialog opens with when the campaign list cannot tell it: a campaign whose budgets live on its ad sets
 * is read from Meta (through the preflight's source cache, so the preflight that follows reads nothing again) and its
 * smallest ad-set budget offered, the amount each cloned ad set then gets. Null when the campaign has no budget at all.
 * A TikTok campaign is read from TikTok the same way (its ad groups standing for ad sets).
 */
export async function cloneSourceBudget(deps: PreflightDeps, scope: WorkspaceScope, campaignId: string): Promise<CloneSourceBudget> {
  const found = await findSourceCampaign(deps.db, scope, campaignId);
  if (found.platformId === TIKTOK_PLATFORM_ID) return readTikTokSourceBudget(deps, scope, found.campaign);
  const accounts = await accountsByPlatformId(deps.db, scope, FACEBOOK_PLATFORM_ID);
  const [source] = await readSources(deps, scope, [campaignId], accounts, readThrough(deps.caches));
  const holder = source && budgetHolder(source.snapshot);
  const budget = source && sourceBudget(source.snapshot, 1);
  if (!source || !holder || !budget) return null;
  return { budgetType: budget.budgetType, amount: budget.hundredths / 100, currency: source.account.currency, from: holder };
}

/** Graph operations one target's clone makes: the preflight's read, then one create per object (images copied too). */
function cloneCallsPerTarget(snapshot: CloneSnapshot): number {
  return 1 + 1 + snapshot.adsets.length + snapshot.creatives.length + snapshot.ads.length + snapshot.imageHashes.length;
}

/** Minutes a clone of `snapshot` into `targets` should take, from each target's last recorded Meta API usage. */
function cloneFinishMinutes(snapshot: CloneSnapshot, targets: ReadonlyArray<Pick<AdAccountRow, 'api_usage_pct' | 'api_usage_seen_at'>>, now: Date): number {
  const calls = cloneCallsPerTarget(snapshot);
  return estimateFinishMinutes(
    targets.map((account) => ({ usedPercent: account.api_usage_pct === null ? 0 : Number(account.api_usage_pct), seenAt: account.api_usage_seen_at, calls })),
    { now },
  );
}
