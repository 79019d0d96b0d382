import {
  type CallerScope,
  createdCloneStepIdsOfTargets,
  type Db,
  findConnectionById,
  findWorkspaceCloneBatch,
  listAdAccounts,
  listCloneBatches,
  listCloneTargets,
  type CloneTargetProgress,
  type NewCloneTarget,
  type WorkspaceScope,
} from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { storedMessage, userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import { type CloneDeps, storeOneSourceBatch } from './clone-batch-store.ts';
import { effectiveNameTemplate } from './clone-options.ts';
import { type CloneHistory, type CloneResultItem, type CloneStatus, type ParsedCloneRequest, requestedBudget } from './clone-schemas.ts';
import { readTargetsFacts, targetVerdicts } from './clone-target-verdicts.ts';
import { usableOf } from './clone-target-usable.ts';
import { readCloneSource } from './clone-source-reader.ts';
import { cloneBatchState, countTargets, scheduledStart } from './clone-schedule.ts';
import { severalCampaignIds } from './clone-several-limits.ts';
import { startSeveralClones } from './clone-several-start.ts';
import { createdIdsOfSteps } from './created-ids.ts';
import { refuseOtherPlatformTargets, usableTarget } from './clone-target-refusal.ts';
import { findCloneSource, sourceReadError } from './clone-source-campaign.ts';
import { startTikTokClone } from './tiktok/tiktok-clone-start.ts';
import { plannedTarget } from './clone-planned-target.ts';

/**
 * Validates a clone request, reads the source tree once, checks every target as the preflight does (token and
 * permissions, page, pixel, minimum budget, account status), and in one transaction stores the batch with its
 * snapshot, the targets, the audit rows and one `clone.account` job per target that passed the checks.
 */
export async function startClone(deps: CloneDeps, scope: CallerScope, request: ParsedCloneRequest, meta?: RequestMeta): Promise<{ batchId: string; startsAt: Date | null }> {
  const several = severalCampaignIds(request);
  if (several) return startSeveralClones(deps, scope, request, several, meta);
  const found = await findCloneSource(deps.db, scope, request.campaignId);
  await refuseOtherPlatformTargets(deps.db, scope, found.platformId, request.targetAccounts);
  if (found.platformId === TIKTOK_PLATFORM_ID) return startTikTokClone(deps, scope, request, found.campaign, meta);
  const source = found.campaign;
  const accounts = new Map((await listAdAccounts(deps.db, { workspaceId: scope.workspaceId, platformId: FACEBOOK_PLATFORM_ID })).map((account) => [account.ad_account_id, account]));
  const targets = [...new Set(request.targetAccounts)].map((id) => usableTarget(accounts.get(id), id));
  const sourceAccount = [...accounts.values()].find((account) => account.id === source.account_id);
  const connection = sourceAccount ? await findConnectionById(deps.db, sourceAccount.connection_id) : undefined;
  if (!sourceAccount || !connection || connection.status !== 'active') {
    throw new AppError('PLATFORM_NOT_CONNECTED', userMessage('cloneSourceConnectionInvalid'));
  }

  const token = deps.cipher.decrypt(connection.access_token_ciphertext);
  // The targets' facts are read while the source is, since neither needs the other: one round trip on the path, not two.
  const [snapshot, facts] = await Promise.all([
    readCloneSource(deps.graph, { campaignId: source.external_id, adAccountId: sourceAccount.ad_account_id, currency: sourceAccount.currency }, { accessToken: token, adAccountId: sourceAccount.ad_account_id }).catch((error: unknown) => {
      throw sourceReadError(error);
    }),
    readTargetsFacts(deps, targets),
  ]);

  const now = deps.now();
  // A scheduled batch's jobs wait in pg-boss until then, and each reads what its account may use when it runs.
  const startsAt = scheduledStart(request.options?.startAt, now);
  // The preflight's checks again, read afresh: the dialog's answer was advice, this is the rule.
  const verdicts = new Map(
    (await targetVerdicts(deps, { accounts: targets, snapshot, sourceName: source.name, request, suggest: false, facts })).map((verdict) => [verdict.account.id, verdict]),
  );
  const budget = requestedBudget(request);
  const nameTemplate = effectiveNameTemplate(request);
  const planned: NewCloneTarget[] = targets.map((account) => {
    const target: NewCloneTarget = {
      ...plannedTarget(request, { nameTemplate, budgetHundredths: budget, sourceName: source.name, now }, account),
      ...(startsAt ? {} : usableOf(verdicts.get(account.id)?.facts)),
    };
    // An account Meta did not answer for is not refused on a guess: its job checks page and pixel again.
    const refusal = verdicts.get(account.id)?.problems.find((problem) => problem.code !== 'preflightUnreadable');
    if (refusal) return { ...target, failed: { message: userMessage('cloneFailed', { account: account.name }), error: refusal } };
    return target;
  });

  return storeOneSourceBatch(
    deps,
    { scope, request, source, sourceAdAccountId: sourceAccount.ad_account_id, snapshot, nameTemplate, targetAccountIds: targets.map((account) => account.ad_account_id), planned, startsAt },
    now,
    meta,
  );
}

/** Created object ids of each target, from its steps. */
async function createdIdsByTarget(db: Db, targetIds: readonly string[]) {
  const steps = await createdCloneStepIdsOfTargets(db, targetIds);
  return new Map(targetIds.map((id) => [id, createdIdsOfSteps(steps.get(id) ?? [])]));
}

const finished = (target: Pick<CloneTargetProgress, 'state'>) => target.state === 'succeeded' || target.state === 'failed' || target.state === 'cancelled';

function resultItem(target: CloneTargetProgress, createdIds: CloneResultItem['createdIds'], scheduled = false): CloneResultItem {
  const success = target.state === 'succeeded';
  const pending = !finished(target);
  return {
    success,
    accountName: target.account_name,
    message: target.message ? storedMessage(target.message) : userMessage(pending ? (scheduled ? 'cloneScheduledTarget' : 'cloneInProgress') : 'cloneUnexpected'),
    error: target.error && storedMessage(target.error),
    ...(success && createdIds.campaignId ? { campaignId: createdIds.campaignId } : {}),
    adAccountId: target.external_ad_account_id,
    warnings: target.warnings.map(storedMessage),
    createdIds,
  };
}

export async function cloneStatus(db: Db, scope: WorkspaceScope, batchId: string): Promise<CloneStatus> {
  const batch = await findWorkspaceCloneBatch(db, scope, batchId);
  if (!batch) throw new AppError('NOT_FOUND', userMessage('cloneBatchNotFound'));
  const targets = await listCloneTargets(db, batch.id, scope);
  const createdIds = await createdIdsByTarget(db, targets.map((target) => target.id));
  const status = cloneBatchState(countTargets(batch.starts_at, targets));
  return {
    batchId: batch.id,
    status,
    sourceCampaign: { id: batch.source_campaign_external_id, name: batch.source_campaign_name },
    createdAt: batch.created_at,
    startsAt: batch.starts_at,
    accounts: targets.map((target) => ({
      targetId: target.id,
      ...resultItem(target, createdIds.get(target.id) ?? { adSetIds: [], creativeIds: [], adIds: [] }, status === 'scheduled'),
      currency: target.currency,
      state: target.state,
      stepsDone: target.steps_done,
      stepsTotal: target.steps_total,
      sourceCampaign: { id: target.source_campaign_external_id, name: target.source_campaign_name },
    })),
    successCount: targets.filter((target) => target.state === 'succeeded').length,
    errorCount: targets.filter((target) => target.state === 'failed').length,
  };
}

/** Polls the batch until every target finished or `timeoutMs` passed; the results when finished, else null. */
export async function waitForCloneResults(db: Db, scope: WorkspaceScope, batchId: string, timeoutMs: number, pollMs = 100): Promise<CloneResultItem[] | null> {
  const deadline = Date.now() + timeoutMs;
  for (;;) {
    const status = await cloneStatus(db, scope, batchId);
    if (status.status === 'completed') return status.accounts.map(({ targetId: _id, currency: _c, state: _s, stepsDone: _d, stepsTotal: _t, sourceCampaign: _campaign, ...item }) => item);
    if (Date.now() + pollMs > deadline) return null;
    await new Promise((resolve) => setTimeout(resolve, pollMs));
  }
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

function encodeCursor(createdAt: Date, id: string): string {
  return Buffer.from(`${createdAt.toISOString()}|${id}`).toString('base64url');
}

function decodeCursor(cursor: string): { createdAt: Date; id: string } {
  const [iso = '', id = ''] = Buffer.from(cursor, 'base64url').toString().split('|');
  const createdAt = new Date(iso);
  if (!UUID.test(id) || Number.isNaN(createdAt.getTime())) throw new AppError('VALIDATION_FAILED', userMessage('invalidCursor'));
  return { createdAt, id };
}

export async function cloneHistory(db: Db, scope: WorkspaceScope, input: { limit?: number | undefined; cursor?: string | undefined } = {}): Promise<CloneHistory> {
  const limit = input.limit ?? 20;
  const rows = await listCloneBatches(db, { ...scope, limit: limit + 1, ...(input.cursor ? { before: decodeCursor(input.cursor) } : {}) });
  const page = rows.slice(0, limit);
  const last = page.at(-1);
  return {
    items: page.map((row) => ({
      batchId: row.id,
      createdAt: row.created_at,
      sourceCampaignName: row.source_campaign_name,
      nameTemplate: row.name_template,
      targetCount: row.target_count,
      successCount: row.success_count,
      errorCount: row.error_count,
      status: cloneBatchState({
        startsAt: row.starts_at,
        targets: row.target_count,
        started: row.started_count,
        finished: row.success_count + row.error_count + row.cancelled_count,
        cancelled: row.cancelled_count,
      }),
      startsAt: row.starts_at,
      campaignCount: row.campaign_count,
      accountCount: row.account_count,
    })),
    nextCursor: rows.length > limit && last ? encodeCursor(last.created_at, last.id) : null,
  };
}

