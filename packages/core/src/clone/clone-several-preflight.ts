import { listAdAccounts, type WorkspaceScope } from '@adfleet/db';
import { FACEBOOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { userMessage } from '../messages/index.ts';
import type { UserMessage } from '../messages/index.ts';
import type { PreflightCaches } from './clone-preflight-service.ts';
import { sourceNeeds } from './clone-preflight-verdict.ts';
import { targetRefused } from './clone-target-refusal.ts';
import type { ClonePreflightInput, ClonePreflightResult, ClonePreflightTarget } from './clone-schemas.ts';
import { readSeveralSources } from './clone-several-sources.ts';
import { sourceBudget } from './clone-source-budget.ts';
import { readTargetsFacts, targetVerdicts, type VerdictDeps } from './clone-target-verdicts.ts';
import { refuseSeveralOffMeta } from './clone-several-platform.ts';

/**
 * The preflight of a several-campaign request: one row per account, checked against every campaign (a page or pixel
 * is needed when any campaign needs one; each campaign's own budget against the account's minimum). Each account's
 * facts are read once for all campaigns.
 */
export async function severalPreflight(deps: VerdictDeps & { caches: PreflightCaches }, scope: WorkspaceScope, input: ClonePreflightInput, campaignIds: string[]): Promise<ClonePreflightResult> {
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

