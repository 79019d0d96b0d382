import {
  type AdAccountRow,
  type CampaignUpsert,
  type CloneStepKind,
  type CloneStepRow,
  type CloneTargetWithBatch,
  createdCloneStepIds,
  finishCloneTarget,
  requeueCloneTarget,
  type Trx,
  upsertCampaigns,
} from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { type BatchResult, type CallOptions, GraphError, type GraphParams } from '../graph/index.ts';
import { cloneAccountJob } from '../jobs/clone-account-job.ts';
import type { JobResult } from '../jobs/job-registry.ts';
import { type UserMessage, userMessage } from '../messages/index.ts';
import { renderMessage } from '../messages/render-message.ts';
import { notifyCloneBatchIfFinished } from '../notifications/notification-triggers.ts';
import { toCampaignUpsert } from '../sync/graph-mapping.ts';
import type { CloneDeps } from './clone-batch-store.ts';
import type { CloneOptions } from './clone-request.ts';
import type { CloneCreatedIds } from './clone-schemas.ts';
import { type CloneSnapshot, cloneSnapshotSchema } from './clone-source.ts';
import { type SmartPlusCloneSnapshot, smartPlusCloneSnapshotSchema } from './tiktok/smart-plus-clone-source.ts';
import { type TikTokCloneSnapshot, tiktokCloneSnapshotSchema } from './tiktok/tiktok-clone-source.ts';

/*
 * One target's run, as the executor and each platform's steps share it: the stored tree it re-creates, its steps
 * (each recorded "sent" before its call goes out and "created" with the platform's id once the answer is in, so a
 * crash at any point leaves a record the next attempt resumes from), and how the target ends.
 */

/**
 * A batch source's tree as stored: TikTok's says its platform (and a Smart+ one says so too); Meta's, older than
 * TikTok, says none.
 */
export type StoredCloneSnapshot = CloneSnapshot | TikTokCloneSnapshot | SmartPlusCloneSnapshot;

export function parseStoredSnapshot(raw: unknown): StoredCloneSnapshot {
  const { platform, smartPlus } = typeof raw === 'object' && raw !== null ? (raw as { platform?: unknown; smartPlus?: unknown }) : {};
  if (platform !== 'tiktok') return cloneSnapshotSchema.parse(raw);
  return smartPlus === true ? smartPlusCloneSnapshotSchema.parse(raw) : tiktokCloneSnapshotSchema.parse(raw);
}

export function isSmartPlusSnapshot(snapshot: StoredCloneSnapshot): snapshot is SmartPlusCloneSnapshot {
  return 'smartPlus' in snapshot && snapshot.smartPlus === true;
}

export function isTikTokSnapshot(snapshot: StoredCloneSnapshot): snapshot is TikTokCloneSnapshot {
  return 'platform' in snapshot && snapshot.platform === 'tiktok' && !isSmartPlusSnapshot(snapshot);
}

/**
 * A target whose copy the platform is still making (TikTok's Smart+ copy task): the job ends here and the same target
 * is queued again for `afterMs` later, when it asks again.
 */
export class CloneWaits extends Error {
  override name = 'CloneWaits';

  readonly afterMs: number;

  constructor(message: string, afterMs: number) {
    super(message);
    this.afterMs = afterMs;
  }
}

/** A target that cannot be cloned as asked: recorded failed with this message, never retried. */
export class CloneRefused extends Error {
  override name = 'CloneRefused';

  readonly reason: UserMessage;

  constructor(reason: UserMessage) {
    super(renderMessage(reason, 'en'));
    this.reason = reason;
  }
}

export interface TargetRequest {
  budgetType: 'daily' | 'lifetime';
  pixelId?: string | undefined;
  pageId?: string | undefined;
  /** The duplication options the batch was asked with (stored in its request record; absent in older batches). */
  options?: CloneOptions | undefined;
}

export interface Remap {
  pixels: Map<string, string>;
  pages: Map<string, string>;
  usableAudiences: Set<string>;
  /** The target's own EU DSA payor and beneficiary, over the source ad sets' (absent: the source's, else the account's defaults). */
  dsa?: { payor?: string | undefined; beneficiary?: string | undefined };
}

/** One target's clone as the executor, its parameter builders and its reconciliation share it (`S`: the platform's snapshot). */
export interface Run<S = CloneSnapshot> {
  deps: CloneDeps;
  target: CloneTargetWithBatch;
  /** The target's ad account row, where its new campaign is listed. */
  account: AdAccountRow;
  snapshot: S;
  request: TargetRequest;
  act: string;
  call: CallOptions;
  steps: Map<string, CloneStepRow>;
  warnings: UserMessage[];
}

/** Rounds and resumed attempts build the same parameters again; each warning is kept once. */
export function warn(run: Pick<Run<unknown>, 'warnings'>, warning: UserMessage): void {
  const key = JSON.stringify(warning);
  if (!run.warnings.some((known) => JSON.stringify(known) === key)) run.warnings.push(warning);
}

export const stepKey = (kind: CloneStepKind, sourceId: string) => `${kind}:${sourceId}`;

export function bodyOf<T>(result: BatchResult): T {
  if (!result) throw new GraphError('A Graph batch operation timed out', { code: 2 }, 'transient');
  if (!result.ok) throw result.error;
  return result.body as T;
}

export const pending = (step: CloneStepRow) => step.state !== 'created';

/** Like Promise.all, but waits for every promise before rejecting with the first failure. */
export async function settleAll(promises: ReadonlyArray<Promise<unknown>>): Promise<void> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

export function stepOf(run: Pick<Run<unknown>, 'steps'>, kind: CloneStepKind, sourceId: string): CloneStepRow {
  const step = run.steps.get(stepKey(kind, sourceId));
  if (!step) throw new Error(`No ${kind} step for ${sourceId}`);
  return step;
}

export function createdId(step: CloneStepRow): string {
  if (!step.created_id) throw new Error(`The ${step.kind} ${step.source_id} was not created`);
  return step.created_id;
}

/** What a target's created steps hold, as results, audit rows and retries report it. */
export function createdIdsOfSteps(steps: ReadonlyArray<{ kind: CloneStepKind; created_id: string | null }>): CloneCreatedIds {
  const ids = (kind: CloneStepKind) => steps.filter((step) => step.kind === kind && step.created_id).map((step) => step.created_id as string);
  const [campaignId] = ids('campaign');
  return { ...(campaignId ? { campaignId } : {}), adSetIds: ids('adset'), creativeIds: ids('creative'), adIds: ids('ad') };
}

/** The target's failure in the caller's transaction: its message, one audit row, and the batch's notice when it was the last. */
export async function failTargetIn(trx: Trx, deps: CloneDeps, target: CloneTargetWithBatch, error: UserMessage, warnings: readonly UserMessage[]): Promise<void> {
  const message = userMessage('cloneFailed', { account: target.account_name });
  const done = await finishCloneTarget(trx, target.id, { state: 'failed', message, error, warnings, finishedAt: deps.now() });
  if (!done) return;
  const createdIds = createdIdsOfSteps(await createdCloneStepIds(trx, target.id));
  await recordAudit(trx, {
    event: {
      action: 'clone.account_failed',
      metadata: { batchId: target.batch_id, adAccountId: target.external_ad_account_id, error: renderMessage(error, 'en').slice(0, 1000), createdIds },
    },
    userId: target.created_by,
    workspaceId: target.workspace_id,
    actor: { type: 'system' },
    target: { type: 'clone_target', id: target.id },
  });
  await notifyCloneBatchIfFinished(trx, target.batch_id, deps.now());
}

export async function failTarget(deps: CloneDeps, target: CloneTargetWithBatch, error: UserMessage, warnings: readonly UserMessage[]): Promise<void> {
  await deps.db.transaction().execute((trx) => failTargetIn(trx, deps, target, error, warnings));
}

/**
 * The target is queued again for `afterMs` later: when the platform's block outlasted what its client waits in place,
 * or when the platform is still making a copy it was asked for.
 */
export async function requeueTargetLater(deps: CloneDeps, target: CloneTargetWithBatch, afterMs: number): Promise<JobResult<'clone.account'>> {
  const startAfter = new Date(deps.now().getTime() + afterMs);
  await deps.db.transaction().execute(async (trx) => {
    await deps.jobs.send(trx, cloneAccountJob.name, { targetId: target.id }, { singletonKey: target.ad_account_id ?? target.external_ad_account_id, startAfter });
    await requeueCloneTarget(trx, target.id);
  });
  return { outcome: 'deferred', created: 0 };
}

/** The target's success, in the transaction of its last recorded steps: its new campaign listed, one audit row. */
export async function succeedTargetIn(trx: Trx, run: Run<unknown>, campaignParams: GraphParams): Promise<void> {
  const { target } = run;
  const createdIds = createdIdsOfSteps([...run.steps.values()]);
  const done = await finishCloneTarget(trx, target.id, {
    state: 'succeeded',
    message: userMessage('cloneSucceeded', { account: target.account_name }),
    error: null,
    warnings: run.warnings,
    finishedAt: run.deps.now(),
  });
  if (!done) return;
  if (createdIds.campaignId) await upsertCampaigns(trx, [createdCampaignRow(run, createdIds.campaignId, campaignParams)]);
  await recordAudit(trx, {
    event: { action: 'clone.account_succeeded', metadata: { batchId: target.batch_id, adAccountId: run.act, createdIds, warnings: run.warnings.map((warning) => renderMessage(warning, 'en').slice(0, 500)) } },
    userId: target.created_by,
    workspaceId: target.workspace_id,
    actor: { type: 'system' },
    target: { type: 'clone_target', id: target.id },
  });
  await notifyCloneBatchIfFinished(trx, target.batch_id, run.deps.now());
}

/**
 * The campaigns row of a target's new campaign, built from what the create call sent and the id Meta gave back.
 * Written with the target's success (same transaction) rather than by syncing the account afterwards: it needs no
 * further Graph call (none that a throttle or a revoked token could fail), the campaign is listed the moment the
 * clone says "succeeded", and the next sync of the account overwrites the row with Meta's own view, keyed the same.
 */
function createdCampaignRow(run: Run<unknown>, campaignId: string, campaignParams: GraphParams): CampaignUpsert {
  const { account } = run;
  // `smart_plus`: a copy TikTok made of an Upgraded Smart+ campaign, listed as one.
  const sent = campaignParams as { name: string; objective: string; status: string; daily_budget?: number; lifetime_budget?: number; smart_plus?: boolean };
  const now = run.deps.now().toISOString();
  const row = toCampaignUpsert(
    {
      id: campaignId,
      account_id: run.act.replace(/^act_/, ''),
      name: sent.name,
      status: sent.status,
      effective_status: sent.status,
      objective: sent.objective,
      ...(sent.daily_budget !== undefined ? { daily_budget: String(sent.daily_budget) } : {}),
      ...(sent.lifetime_budget !== undefined ? { lifetime_budget: String(sent.lifetime_budget) } : {}),
      created_time: now,
      updated_time: now,
    },
    { workspaceId: account.workspace_id, adAccountId: account.id, platformId: account.platform_id },
  );
  return sent.smart_plus ? { ...row, smartPlus: true } : row;
}
