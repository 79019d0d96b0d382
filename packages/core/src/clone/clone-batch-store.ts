import { randomUUID } from 'node:crypto';
import { type AdAccountRow, type CallerScope, insertCloneBatchOfSources, type NewCloneBatch, type NewCloneSource, type NewCloneTarget, type Trx } from '@adfleet/db';
import type { AuditEvent } from '../audit/audit-events.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { AppError } from '../errors/app-error.ts';
import { cloneAccountJob } from '../jobs/clone-account-job.ts';
import { storedMessage, type UserMessage, userMessage } from '../messages/index.ts';
import { renderMessage } from '../messages/render-message.ts';
import { hundredthsToMinor } from '../money/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { SyncDeps } from '../sync/sync-deps.ts';
import { budgetHundredths, MAX_CAMPAIGN_NAME_LENGTH, type ParsedCloneRequest, renderNameTemplate, targetChoice } from './clone-request.ts';

/** What the clone services need: the same database, Graph and TikTok clients, cipher, jobs and clock as syncing. */
export type CloneDeps = Pick<SyncDeps, 'db' | 'graph' | 'tiktok' | 'cipher' | 'jobs' | 'now'> & {
  /**
   * A dry run (ADR 0058): the batch a start would store is handed here, every check and read done, and nothing is
   * written. Approvals preview a manager's clone with it, and compare it again when approving.
   */
  capture?: (batch: CloneBatchToStore) => void;
};

export interface CloneBatchToStore {
  batch: Omit<NewCloneBatch, 'snapshot'>;
  sources: readonly NewCloneSource[];
  /** Every (campaign, account) target; one refused by the checks carries `failed` and gets no job. */
  targets: readonly (NewCloneTarget & { sourceId: string })[];
  /** What the `clone.requested` audit row says beyond the batch id and start time. */
  requested: Omit<Extract<AuditEvent, { action: 'clone.requested' }>['metadata'], 'batchId' | 'startsAt'>;
}

/**
 * One transaction for a batch of one or several campaigns: the batch, its sources and targets, the `clone.requested`
 * audit row, a `clone.account_failed` row per refused target, and one `clone.account` job per other target (held in
 * pg-boss until `startsAt` for a scheduled batch), then `alongside` (an approval's decision). Nothing is stored unless
 * all of it is. With `deps.capture` it is a dry run: the batch is handed over as it would be stored, and nothing is.
 */
export async function storeCloneBatch(deps: Pick<CloneDeps, 'db' | 'jobs' | 'capture'>, stored: CloneBatchToStore, at: Date, meta?: RequestMeta, alongside?: (trx: Trx) => Promise<void>): Promise<void> {
  if (deps.capture) {
    deps.capture(stored);
    return;
  }
  const { batch } = stored;
  const actor = { type: 'user', userId: batch.createdBy } as const;
  const audited = { userId: batch.createdBy, workspaceId: batch.workspaceId, actor };
  const startsAt = batch.startsAt ?? undefined;
  await deps.db.transaction().execute(async (trx) => {
    await insertCloneBatchOfSources(trx, batch, stored.sources, stored.targets, at);
    await recordAudit(trx, {
      event: { action: 'clone.requested', metadata: { batchId: batch.id, ...stored.requested, ...(startsAt ? { startsAt: startsAt.toISOString() } : {}) } },
      ...audited,
      target: { type: 'clone_batch', id: batch.id },
      ...(meta ? { request: meta } : {}),
    });
    for (const target of stored.targets) {
      if (target.failed) {
        await recordAudit(trx, {
          event: {
            action: 'clone.account_failed',
            metadata: { batchId: batch.id, adAccountId: target.externalAdAccountId, error: renderMessage(storedMessage(target.failed.error), 'en'), createdIds: { adSetIds: [], creativeIds: [], adIds: [] } },
          },
          ...audited,
          target: { type: 'clone_target', id: target.id },
        });
      }
    }
    // One insert for every job of the batch: sent one at a time they cost a round trip each inside the request.
    const queued = stored.targets.filter((target) => !target.failed);
    await deps.jobs.sendMany(
      trx,
      cloneAccountJob.name,
      queued.map((target) => ({ payload: { targetId: target.id }, singletonKey: target.adAccountId, ...(startsAt ? { startAfter: startsAt } : {}) })),
    );
    await alongside?.(trx);
  });
}

/**
 * One target of a one-campaign batch, as both platforms plan it: the copy's name from the template (refused when too
 * long), and the budget in the target's currency (its own choice, else the request's).
 */
export function plannedTarget(
  request: ParsedCloneRequest,
  plan: { nameTemplate: string; budgetHundredths: number; sourceName: string; now: Date },
  account: Pick<AdAccountRow, 'id' | 'ad_account_id' | 'name' | 'currency'>,
): NewCloneTarget {
  const campaignName = renderNameTemplate(plan.nameTemplate, { name: plan.sourceName, account: account.name, date: plan.now.toISOString().slice(0, 10) });
  if (campaignName.length > MAX_CAMPAIGN_NAME_LENGTH) {
    const tooLong = userMessage('cloneNameTooLong', { max: MAX_CAMPAIGN_NAME_LENGTH, account: account.name });
    throw new AppError('VALIDATION_FAILED', tooLong, { fieldErrors: { nameTemplate: [tooLong] } });
  }
  return {
    id: randomUUID(),
    adAccountId: account.id,
    externalAdAccountId: account.ad_account_id,
    accountName: account.name,
    currency: account.currency,
    budgetMinor: hundredthsToMinor(budgetHundredths(targetChoice(request, account.ad_account_id)?.budget) ?? plan.budgetHundredths, account.currency),
    campaignName,
  };
}

/**
 * A planned target as its checks left it: refused (failed, with its first problem, and no job) when they found one.
 * An account its platform did not answer for (`unread`) is not refused on a guess: its job meets the checks again.
 */
export function checkedTarget<T extends NewCloneTarget>(target: T, problems: readonly UserMessage[] | undefined, unread: UserMessage['code']): T {
  const refusal = problems?.find((problem) => problem.code !== unread);
  return refusal ? { ...target, failed: { message: userMessage('cloneFailed', { account: target.accountName }), error: refusal } } : target;
}

/** A one-campaign batch as both platforms' starts store it: its source row (with the snapshot) and its planned targets. */
export interface OneSourceBatch {
  /** Whose workspace the batch joins and who starts it. */
  scope: CallerScope;
  request: ParsedCloneRequest;
  source: { id: string; external_id: string; name: string };
  sourceAdAccountId: string;
  snapshot: NewCloneSource['snapshot'];
  nameTemplate: string;
  targetAccountIds: readonly string[];
  planned: readonly NewCloneTarget[];
  startsAt: Date | null | undefined;
}

/** Stores a one-campaign batch (batch, source, targets, audit row, jobs) in one transaction; answers its id and start. */
export async function storeOneSourceBatch(deps: Pick<CloneDeps, 'db' | 'jobs' | 'capture'>, batch: OneSourceBatch, at: Date, meta?: RequestMeta): Promise<{ batchId: string; startsAt: Date | null }> {
  const { scope, request, source, sourceAdAccountId, snapshot, nameTemplate, planned } = batch;
  const batchId = randomUUID();
  const startsAt = batch.startsAt ?? null;
  const requestRecord = { ...request, targetAccounts: [...batch.targetAccountIds] };
  const origin = { sourceCampaignId: source.id, sourceCampaignExternalId: source.external_id, sourceCampaignName: source.name, sourceAdAccountId };
  const sourceRow: NewCloneSource = { id: randomUUID(), ...origin, snapshot, budgetType: null };
  await storeCloneBatch(
    deps,
    {
      batch: { id: batchId, workspaceId: scope.workspaceId, createdBy: scope.userId, ...origin, nameTemplate, request: requestRecord, startsAt },
      sources: [sourceRow],
      targets: planned.map((target) => ({ ...target, sourceId: sourceRow.id })),
      requested: { sourceCampaignId: source.external_id, nameTemplate, budgetType: request.budgetType, targetAccounts: requestRecord.targetAccounts },
    },
    at,
    meta,
  );
  return { batchId, startsAt };
}
