import { randomUUID } from 'node:crypto';
import { insertCloneBatchOfSources, listAdAccounts, type NewCloneSource, type NewCloneTarget } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { FACEBOOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { cloneAccountJob } from '../jobs/clone-account-job.ts';
import { renderMessage, storedMessage, userMessage } from '../messages/index.ts';
import { hundredthsToMinor } from '../money/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { CloneDeps } from './clone-deps.ts';
import { usableTarget } from './clone-request-service.ts';
import { MAX_CAMPAIGN_NAME_LENGTH, type ParsedCloneRequest } from './clone-schemas.ts';
import { readSeveralSources, type SeveralSource } from './clone-several-sources.ts';
import { type SourceBudget, sourceBudget } from './clone-source-budget.ts';
import { readTargetsFacts, targetVerdicts } from './clone-target-verdicts.ts';
import { usableOf } from './clone-target-usable.ts';
import { renderNameTemplate } from './name-template.ts';

/** The request's budget multiplier when it carries one (the duplication options), else 1. */
function multiplierOf(request: ParsedCloneRequest): number {
  const options = (request as { options?: { budgetMultiplier?: number | undefined } }).options;
  return options?.budgetMultiplier ?? 1;
}

/** The source's own budget, or a refusal naming the campaign that has none. */
function budgetOf(source: SeveralSource, multiplier: number): SourceBudget {
  const budget = sourceBudget(source.snapshot, multiplier);
  if (!budget) throw new AppError('VALIDATION_FAILED', userMessage('cloneSeveralSourceWithoutBudget', { campaign: source.campaign.name }));
  return budget;
}

/**
 * `startClone` for several campaigns: every campaign is found among the caller's and read once, every target's
 * facts once, and each (campaign, account) pair checked as a single clone is, with that campaign's own budget and
 * budget type. One transaction stores the batch, one source row per campaign, every target, the audit rows and one
 * `clone.account` job per target that passed. An unknown or foreign campaign refuses the request: nothing is stored.
 */
export async function startSeveralClones(deps: CloneDeps, userId: string, request: ParsedCloneRequest, campaignIds: string[], meta?: RequestMeta): Promise<{ batchId: string }> {
  const accounts = new Map((await listAdAccounts(deps.db, { userId, platformId: FACEBOOK_PLATFORM_ID })).map((account) => [account.ad_account_id, account]));
  const targets = [...new Set(request.targetAccounts)].map((id) => usableTarget(accounts.get(id), id));
  const [sources, facts] = await Promise.all([readSeveralSources(deps, userId, campaignIds, accounts), readTargetsFacts(deps, targets)]);
  const multiplier = multiplierOf(request);
  const budgets = sources.map((source) => budgetOf(source, multiplier));

  const now = deps.now();
  const date = now.toISOString().slice(0, 10);
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
        const sourceRequest = { ...request, budgetType: budget.budgetType, dailyBudget: budget.hundredths, lifetimeBudget: budget.hundredths };
        const verdicts = new Map(
          (await targetVerdicts(deps, { accounts: targets, snapshot: source.snapshot, sourceName: source.campaign.name, request: sourceRequest, suggest: false, facts })).map((verdict) => [verdict.account.id, verdict]),
        );
        return targets.map((account): NewCloneTarget & { sourceId: string } => {
          const campaignName = renderNameTemplate(request.nameTemplate, { name: source.campaign.name, account: account.name, date });
          if (campaignName.length > MAX_CAMPAIGN_NAME_LENGTH) {
            const tooLong = userMessage('cloneNameTooLong', { max: MAX_CAMPAIGN_NAME_LENGTH, account: account.name });
            throw new AppError('VALIDATION_FAILED', tooLong, { fieldErrors: { nameTemplate: [tooLong] } });
          }
          const target = {
            id: randomUUID(),
            sourceId: rows[index]!.id,
            adAccountId: account.id,
            externalAdAccountId: account.ad_account_id,
            accountName: account.name,
            currency: account.currency,
            budgetMinor: hundredthsToMinor(budget.hundredths, account.currency),
            campaignName,
            ...usableOf(verdicts.get(account.id)?.facts),
          };
          // As for one campaign: an account Meta did not answer for is not refused on a guess; its job checks again.
          const refusal = verdicts.get(account.id)?.problems.find((problem) => problem.code !== 'preflightUnreadable');
          return refusal ? { ...target, failed: { message: userMessage('cloneFailed', { account: account.name }), error: refusal } } : target;
        });
      }),
    )
  ).flat();

  const [first] = sources;
  if (!first) throw new AppError('VALIDATION_FAILED', userMessage('cloneSourceNotFound'));
  const batchId = randomUUID();
  const requestRecord = { ...request, campaignIds: sources.map((source) => source.campaign.external_id), targetAccounts: targets.map((account) => account.ad_account_id) };
  await deps.db.transaction().execute(async (trx) => {
    await insertCloneBatchOfSources(
      trx,
      {
        id: batchId,
        userId,
        sourceCampaignId: first.campaign.id,
        sourceCampaignExternalId: first.campaign.external_id,
        sourceCampaignName: first.campaign.name,
        sourceAdAccountId: first.account.ad_account_id,
        nameTemplate: request.nameTemplate,
        request: requestRecord,
      },
      rows,
      planned,
      now,
    );
    await recordAudit(trx, {
      event: {
        action: 'clone.requested',
        metadata: { batchId, sourceCampaignId: first.campaign.external_id, sourceCampaignIds: requestRecord.campaignIds, nameTemplate: request.nameTemplate, budgetType: request.budgetType, targetAccounts: requestRecord.targetAccounts },
      },
      userId,
      actor: { type: 'user', userId },
      target: { type: 'clone_batch', id: batchId },
      ...(meta ? { request: meta } : {}),
    });
    for (const target of planned) {
      if (target.failed) {
        await recordAudit(trx, {
          event: {
            action: 'clone.account_failed',
            metadata: { batchId, adAccountId: target.externalAdAccountId, error: renderMessage(storedMessage(target.failed.error), 'en'), createdIds: { adSetIds: [], creativeIds: [], adIds: [] } },
          },
          userId,
          actor: { type: 'user', userId },
          target: { type: 'clone_target', id: target.id },
        });
        continue;
      }
      await deps.jobs.send(trx, cloneAccountJob.name, { targetId: target.id }, { singletonKey: target.adAccountId });
    }
  });
  return { batchId };
}
