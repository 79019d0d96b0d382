import { randomUUID } from 'node:crypto';
import { type CallerScope, listAdAccounts, type NewCloneSource, type NewCloneTarget } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { FACEBOOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { userMessage } from '../messages/index.ts';
import { hundredthsToMinor } from '../money/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { type CloneDeps, storeCloneBatch } from './clone-batch-store.ts';
import { effectiveNameTemplate } from './clone-options.ts';
import { MAX_CAMPAIGN_NAME_LENGTH, type ParsedCloneRequest } from './clone-schemas.ts';
import { scheduledStart } from './clone-schedule.ts';
import { readSeveralSources, type SeveralSource } from './clone-several-sources.ts';
import { type SourceBudget, sourceBudget } from './clone-source-budget.ts';
import { usableTarget } from './clone-target-refusal.ts';
import { readTargetsFacts, targetVerdicts } from './clone-target-verdicts.ts';
import { usableOf } from './clone-target-usable.ts';
import { renderNameTemplate } from './name-template.ts';
import { refuseSeveralOffMeta } from './clone-several-platform.ts';

/** The source's own budget, or a refusal naming the campaign that has none. */
function budgetOf(source: SeveralSource, multiplier: number): SourceBudget {
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
export async function startSeveralClones(deps: CloneDeps, scope: CallerScope, request: ParsedCloneRequest, campaignIds: string[], meta?: RequestMeta): Promise<{ batchId: string; startsAt: Date | null }> {
  await refuseSeveralOffMeta(deps.db, scope, campaignIds);
  const accounts = new Map((await listAdAccounts(deps.db, { workspaceId: scope.workspaceId, platformId: FACEBOOK_PLATFORM_ID })).map((account) => [account.ad_account_id, account]));
  const targets = [...new Set(request.targetAccounts)].map((id) => usableTarget(accounts.get(id), id));
  const [sources, facts] = await Promise.all([readSeveralSources(deps, scope, campaignIds, accounts), readTargetsFacts(deps, targets)]);
  const multiplier = request.options?.budgetMultiplier ?? 1;
  const budgets = sources.map((source) => budgetOf(source, multiplier));

  const now = deps.now();
  const date = now.toISOString().slice(0, 10);
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
        return targets.map((account): NewCloneTarget & { sourceId: string } => {
          const campaignName = renderNameTemplate(nameTemplate, { name: source.campaign.name, account: account.name, date });
          if (campaignName.length > MAX_CAMPAIGN_NAME_LENGTH) {
            const tooLong = userMessage('cloneNameTooLong', { max: MAX_CAMPAIGN_NAME_LENGTH, account: account.name });
            throw new AppError('VALIDATION_FAILED', tooLong, { fieldErrors: { nameTemplate: [tooLong] } });
          }
          const verdict = verdicts.get(account.id);
          const target = {
            id: randomUUID(),
            sourceId: rows[index]!.id,
            adAccountId: account.id,
            externalAdAccountId: account.ad_account_id,
            accountName: account.name,
            currency: account.currency,
            // Without a rate the verdict refuses the target; the figure stored beside that refusal is never sent.
            budgetMinor: hundredthsToMinor(verdict?.budgetHundredths ?? budget.hundredths, account.currency),
            campaignName,
            ...(startsAt ? {} : usableOf(verdict?.facts)),
          };
          // As for one campaign: an account Meta did not answer for is not refused on a guess; its job checks again.
          const refusal = verdict?.problems.find((problem) => problem.code !== 'preflightUnreadable');
          return refusal ? { ...target, failed: { message: userMessage('cloneFailed', { account: account.name }), error: refusal } } : target;
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
