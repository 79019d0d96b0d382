import { CLONE_HISTORY_ORDER, createdCloneStepIdsOfTargets, type CloneTargetProgress, type Db, findWorkspaceCloneBatch, listCloneBatches, listCloneTargets, type WorkspaceScope } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { storedMessage, userMessage } from '../messages/index.ts';
import { decodeCursor, encodeCursor } from '../paging/keyset-cursor.ts';
import { createdIdsOfSteps } from './clone-run.ts';
import type { CloneHistory, CloneResultItem, CloneStatus } from './clone-schemas.ts';

export type CloneBatchState = 'scheduled' | 'running' | 'completed' | 'cancelled';

/** What a batch's targets add up to, as counts (the history's) or as rows (the status's). */
export interface CloneBatchCounts {
  startsAt: Date | null;
  targets: number;
  /** Targets whose job marked them running at least once. */
  started: number;
  /** Targets in a final state (succeeded, failed or cancelled). */
  finished: number;
  cancelled: number;
}

/**
 * A batch is scheduled while it has a start time and none of its jobs has started; cancelled when its targets ended
 * with some cancelled (the others had failed at the request); completed when all ended; running in between.
 */
export function cloneBatchState(counts: CloneBatchCounts): CloneBatchState {
  if (counts.finished >= counts.targets) return counts.cancelled > 0 ? 'cancelled' : 'completed';
  if (counts.startsAt && counts.started === 0) return 'scheduled';
  return 'running';
}

const FINAL_STATES: ReadonlySet<string> = new Set(['succeeded', 'failed', 'cancelled']);
const finished = (target: { state: string }) => FINAL_STATES.has(target.state);

function countTargets(startsAt: Date | null, targets: ReadonlyArray<{ state: string; started_at: Date | null }>): CloneBatchCounts {
  return {
    startsAt,
    targets: targets.length,
    started: targets.filter((target) => target.started_at !== null).length,
    finished: targets.filter(finished).length,
    cancelled: targets.filter((target) => target.state === 'cancelled').length,
  };
}

/** Created object ids of each target, from its steps. */
async function createdIdsByTarget(db: Db, targetIds: readonly string[]) {
  const steps = await createdCloneStepIdsOfTargets(db, targetIds);
  return new Map(targetIds.map((id) => [id, createdIdsOfSteps(steps.get(id) ?? [])]));
}

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

export async function cloneHistory(db: Db, scope: WorkspaceScope, input: { limit?: number | undefined; cursor?: string | undefined } = {}): Promise<CloneHistory> {
  const limit = input.limit ?? 20;
  const rows = await listCloneBatches(db, { ...scope, limit: limit + 1, ...(input.cursor ? { before: decodeCursor(input.cursor, 'clone-history', CLONE_HISTORY_ORDER) } : {}) });
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
    nextCursor: rows.length > limit && last ? encodeCursor('clone-history', CLONE_HISTORY_ORDER, { key: last.position, id: last.id }) : null,
  };
}
