import { randomUUID } from 'node:crypto';
import type { CallerScope, NewCloneSource } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { checkedTarget, type CloneDeps, plannedTarget, storeCloneBatch, storeOneSourceBatch } from './clone-batch-store.ts';
import { accountsByPlatformId, readTargetsFacts, refuseOtherPlatformTargets, targetVerdicts, usableOf, usableTarget } from './clone-checks.ts';
import { effectiveNameTemplate, type ParsedCloneRequest, requestedBudget, scheduledStart, severalCampaignIds } from './clone-request.ts';
import { type CloneSource, findSourceCampaign, readSourceSnapshot, readSources, refuseSeveralOffMeta, type SourceBudget, sourceAccess, sourceBudget } from './clone-source.ts';
import { startTikTokClone } from './tiktok/tiktok-clone-request.ts';

/**
 * Validates a clone request, reads the source tree once, checks every target as the preflight does (token and
 * permissions, page, pixel, minimum budget, account status), and in one transaction stores the batch with its
 * snapshot, the targets, the audit rows and one `clone.account` job per target that passed the checks.
 */
export async function startClone(deps: CloneDeps, scope: CallerScope, request: ParsedCloneRequest, meta?: RequestMeta): Promise<{ batchId: string; startsAt: Date | null }> {
  const several = severalCampaignIds(request);
  if (several) return startSeveralClones(deps, scope, request, several, meta);
  const { campaign: source, platformId } = await findSourceCampaign(deps.db, scope, request.campaignId);
  await refuseOtherPlatformTargets(deps.db, scope, platformId, request.targetAccounts);
  if (platformId === TIKTOK_PLATFORM_ID) return startTikTokClone(deps, scope, request, source, meta);
  const accounts = await accountsByPlatformId(deps.db, scope, FACEBOOK_PLATFORM_ID);
  const targets = [...new Set(request.targetAccounts)].map((id) => usableTarget(accounts.get(id), id));
  const access = await sourceAccess(deps.db, [...accounts.values()].find((account) => account.id === source.account_id));
  // The targets' facts are read while the source is, since neither needs the other: one round trip on the path, not two.
  const [snapshot, facts] = await Promise.all([readSourceSnapshot(deps, source, access), readTargetsFacts(deps, targets)]);

  const now = deps.now();
  // A scheduled batch's jobs wait in pg-boss until then, and each reads what its account may use when it runs.
  const startsAt = scheduledStart(request.options?.startAt, now);
  // The preflight's checks again, read afresh: the dialog's answer was advice, this is the rule.
  const verdicts = new Map(
    (await targetVerdicts(deps, { accounts: targets, snapshot, sourceName: source.name, request, suggest: false, facts })).map((verdict) => [verdict.account.id, verdict]),
  );
  const budget = requestedBudget(request);
  const nameTemplate = effectiveNameTemplate(request);
  const planned = targets.map((account) => {
    const verdict = verdicts.get(account.id);
    const target = { ...plannedTarget(request, { nameTemplate, budgetHundredths: budget, sourceName: source.name, now }, account), ...(startsAt ? {} : usableOf(verdict?.facts)) };
    return checkedTarget(target, verdict?.problems, 'preflightUnreadable');
  });

  return storeOneSourceBatch(
    deps,
    { scope, request, source, sourceAdAccountId: access.account.ad_account_id, snapshot, nameTemplate, targetAccountIds: targets.map((account) => account.ad_account_id), planned, startsAt },
    now,
    meta,
  );
}

/** The source's own budget, or a refusal naming the campaign that has none. */
function budgetOf(source: CloneSource, multiplier: number): SourceBudget {
  const budget = sourceBudget(source.snapshot, multiplier);
  if (!budget) throw new AppError('VALIDATION_FAILED', userMessage('cloneSeveralSourceWithoutBudget', { campaign: source.campaign.name }));
  return budget;
}

/**
 * `startClone` for several campaigns: every campaign is found among the workspace's and read once, every target's
 * facts once, and each (campaign, account) pair checked as a single clone is, with that campaign's own budget and
 * budget type. One transaction stores the batch, one source row per campaign, every target, the audit rows and one
 * `clone.account` job per target that passed. An unknown or foreign campaign refuses the request: nothing is stored.
 */
async function startSeveralClones(deps: CloneDeps, scope: CallerScope, request: ParsedCloneRequest, campaignIds: string[], meta?: RequestMeta): Promise<{ batchId: string; startsAt: Date | null }> {
  await refuseSeveralOffMeta(deps.db, scope, campaignIds);
  const accounts = await accountsByPlatformId(deps.db, scope, FACEBOOK_PLATFORM_ID);
  const targets = [...new Set(request.targetAccounts)].map((id) => usableTarget(accounts.get(id), id));
  const [sources, facts] = await Promise.all([readSources(deps, scope, campaignIds, accounts), readTargetsFacts(deps, targets)]);
  const multiplier = request.options?.budgetMultiplier ?? 1;
  const budgets = sources.map((source) => budgetOf(source, multiplier));

  const now = deps.now();
  // As for one campaign: a scheduled batch's jobs wait in pg-boss, and each reads what its account may use when it runs.
  const startsAt = scheduledStart(request.options?.startAt, now);
  const nameTemplate = effectiveNameTemplate(request);
  const rows: NewCloneSource[] = sources.map((source, index) => ({
    id: randomUUID(),
    sourceCampaignId: source.campaign.id,
    sourceCampaignExternalId: source.campaign.external_id,
    sourceCampaignName: source.campaign.name,
    sourceAdAccountId: source.account.ad_account_id,
    snapshot: source.snapshot,
    budgetType: budgets[index]!.budgetType,
  }));
  const planned = (
    await Promise.all(
      sources.map(async (source, index) => {
        const budget = budgets[index]!;
        // The campaign's budget is in its own account's currency: each target gets it converted at the day's rate.
        const sourceRequest = { ...request, budgetType: budget.budgetType, dailyBudget: budget.hundredths, lifetimeBudget: budget.hundredths, budgetCurrency: source.snapshot.sourceCurrency };
        const verdicts = new Map(
          (await targetVerdicts(deps, { accounts: targets, snapshot: source.snapshot, sourceName: source.campaign.name, request: sourceRequest, suggest: false, facts })).map((verdict) => [verdict.account.id, verdict]),
        );
        return targets.map((account) => {
          const verdict = verdicts.get(account.id);
          // Without a rate the verdict refuses the target; the figure stored beside that refusal is never sent.
          const plan = { nameTemplate, budgetHundredths: verdict?.budgetHundredths ?? budget.hundredths, sourceName: source.campaign.name, now };
          const target = { ...plannedTarget(request, plan, account), sourceId: rows[index]!.id, ...(startsAt ? {} : usableOf(verdict?.facts)) };
          // As for one campaign: an account Meta did not answer for is not refused on a guess; its job checks again.
          return checkedTarget(target, verdict?.problems, 'preflightUnreadable');
        });
      }),
    )
  ).flat();

  const [first] = sources;
  if (!first) throw new AppError('VALIDATION_FAILED', userMessage('cloneSourceNotFound'));
  const batchId = randomUUID();
  const requestRecord = { ...request, campaignIds: sources.map((source) => source.campaign.external_id), targetAccounts: targets.map((account) => account.ad_account_id) };
  await storeCloneBatch(
    deps,
    {
      batch: {
        id: batchId,
        workspaceId: scope.workspaceId,
        createdBy: scope.userId,
        sourceCampaignId: first.campaign.id,
        sourceCampaignExternalId: first.campaign.external_id,
        sourceCampaignName: first.campaign.name,
        sourceAdAccountId: first.account.ad_account_id,
        nameTemplate,
        request: requestRecord,
        startsAt: startsAt ?? null,
      },
      sources: rows,
      targets: planned,
      requested: { sourceCampaignId: first.campaign.external_id, sourceCampaignIds: requestRecord.campaignIds, nameTemplate, budgetType: request.budgetType, targetAccounts: requestRecord.targetAccounts },
    },
    now,
    meta,
  );
  return { batchId, startsAt: startsAt ?? null };
}
