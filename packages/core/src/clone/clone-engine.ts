import {
  type CloneStepKind,
  type CloneStepRow,
  findAdAccountById,
  findCloneTarget,
  findConnectionById,
  finishCloneTarget,
  markCloneStepsCreated,
  markCloneStepsSent,
  markCloneTargetRunning,
  planCloneSteps,
  requeueCloneTarget,
  type Trx,
  upsertCampaigns,
} from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { type Backoff, decideFailure } from '../failure/failure-policy.ts';
import { type BatchOperation, GraphError, isGraphError, MAX_BATCH_OPERATIONS } from '../graph/index.ts';
import type { JobResult } from '../jobs/job-registry.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { renderMessage, type UserMessage, userMessage } from '../messages/index.ts';
import { invalidateConnectionToken } from '../sync/token-invalidation.ts';
import type { JobAttempt } from '../sync/sync-job-runners.ts';
import type { CloneDeps } from './clone-deps.ts';
import { cloneSnapshotSchema } from './clone-snapshot.ts';
import { checkTarget } from './clone-target-check.ts';
import { reconcileUnknown } from './clone-reconcile.ts';
import { planClone, resolveParams } from './clone-plan.ts';
import { bodyOf, CloneRefused, type Run, stepKey, type TargetRequest, warn } from './clone-run.ts';
import { deferThrottled, failTarget, failTargetIn } from './clone-target-outcome.ts';
import { createdIdsOfSteps } from './created-ids.ts';
import { cloneFailureDecision, describeCloneFailure } from './clone-failure.ts';
import { createdCampaignRow } from './clone-campaign-row.ts';

/**
 * Rounds of creates one job attempt makes when Meta answers transient errors: each round first looks up the steps
 * whose create answered an error (reconciled by name, like after a crash), then creates what is still missing.
 */
const CREATE_ROUNDS = 6;
const ROUND_BACKOFF: Backoff = { baseMs: 500, capMs: 8_000 };

/**
 * One `clone.account` job: re-creates the batch's snapshot in the target account, every object PAUSED, each recorded
 * as a step before and after its create call, so a redelivered or crashed job resumes without creating twice.
 */
export async function runCloneAccountJob(deps: CloneDeps, payload: { targetId: string }, attempt: JobAttempt): Promise<JobResult<'clone.account'>> {
  const target = await findCloneTarget(deps.db, payload.targetId);
  if (!target || target.state === 'succeeded' || target.state === 'failed') return { outcome: 'skipped', created: 0 };
  const account = target.ad_account_id ? await findAdAccountById(deps.db, target.ad_account_id) : undefined;
  const connection = account ? await findConnectionById(deps.db, account.connection_id) : undefined;
  if (!account || !connection || connection.status !== 'active') {
    await failTarget(deps, target, userMessage('cloneConnectionLost'), []);
    throw new PermanentJobError('The target account has no valid connection');
  }
  // Shared with the run, so a failure reports the warnings gathered before it.
  const warnings: UserMessage[] = [];
  try {
    // Inside the try: a snapshot that no longer parses or a token the key cannot open fails the target, never leaves it running.
    await markCloneTargetRunning(deps.db, target.id, deps.now());
    const run: Run = {
      deps,
      target,
      account,
      snapshot: cloneSnapshotSchema.parse(target.snapshot),
      request: target.request as unknown as TargetRequest,
      act: target.external_ad_account_id,
      call: { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext), adAccountId: target.external_ad_account_id, signal: attempt.signal },
      steps: new Map(),
      warnings,
    };
    const created = await cloneInRounds(run, attempt.signal);
    return { outcome: 'succeeded', created };
  } catch (error) {
    // Stopped (worker shutdown, expiry): leave every step as recorded; the next attempt resumes from them.
    if (attempt.signal.aborted) throw error;
    if (error instanceof CloneRefused) {
      await failTarget(deps, target, error.reason, warnings);
      throw new PermanentJobError(error.message, { cause: error });
    }
    const decision = cloneFailureDecision(error, attempt.finalAttempt);
    if (decision.action === 'defer') return deferThrottled(deps, target, decision.afterMs);
    if (decision.action === 'token') {
      await deps.db.transaction().execute(async (trx) => {
        await invalidateConnectionToken(deps, trx, connection, error as GraphError);
        await failTargetIn(trx, deps, target, describeCloneFailure(error), warnings);
      });
      throw new PermanentJobError(renderMessage(describeCloneFailure(error), 'en'), { cause: error });
    }
    if (decision.action === 'requeue') {
      await requeueCloneTarget(deps.db, target.id);
      throw error;
    }
    await failTarget(deps, target, describeCloneFailure(error), warnings);
    throw new PermanentJobError(renderMessage(describeCloneFailure(error), 'en'), { cause: error });
  }
}

/**
 * The clone, repeated in place while Meta answers transient errors, as the failure policy allows. Anything else (a
 * refusal, a bug) ends the attempt at once.
 */
async function cloneInRounds(run: Run, signal: AbortSignal): Promise<number> {
  for (let round = 0; ; round++) {
    try {
      return await cloneIntoTarget(run);
    } catch (error) {
      if (signal.aborted || !isGraphError(error)) throw error;
      const decision = decideFailure(error, { tries: round, maxTries: CREATE_ROUNDS, backoff: ROUND_BACKOFF, finalAttempt: false });
      if (decision.action !== 'retry') throw error;
      await abortableSleep(decision.delayMs, signal);
    }
  }
}

function abortableSleep(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(resolve, ms);
    signal.addEventListener('abort', () => {
      clearTimeout(timer);
      reject(signal.reason);
    }, { once: true });
  });
}

async function cloneIntoTarget(run: Run): Promise<number> {
  const { snapshot, target } = run;
  const remap = await checkTarget(run);
  const plan = planClone({
    snapshot,
    target: { campaignName: target.campaign_name, budgetMinor: target.budget_minor, currency: target.currency },
    request: run.request,
    remap,
    now: run.deps.now(),
  });
  for (const warning of plan.warnings) warn(run, warning);
  const planned = await planCloneSteps(run.deps.db, target.id, plan.steps.map(({ kind, sourceId, name }) => ({ kind, sourceId, name })));
  for (const step of planned) run.steps.set(stepKey(step.kind, step.source_id), step);
  await reconcileUnknown(run);

  const specs = new Map(plan.steps.map((spec) => [stepKey(spec.kind, spec.sourceId), spec]));
  // Links are resolved when the operation is built, after the waves before it recorded the ids it needs.
  const operationOf = (step: CloneStepRow): BatchOperation => {
    const spec = specs.get(stepKey(step.kind, step.source_id));
    if (!spec) throw new Error(`No planned ${step.kind} for ${step.source_id}`);
    return { method: 'POST', relativeUrl: `${run.act}/${spec.edge}`, body: resolveParams(spec, (ref) => createdId(stepOf(run, ref.kind, ref.sourceId))) };
  };
  const stepsOf = (kind: CloneStepKind) => plan.steps.filter((spec) => spec.kind === kind).map((spec) => stepOf(run, spec.kind, spec.sourceId));

  // Wave 1: image copies and the campaign (nothing depends on anything yet): one batch.
  await createInBatch(run, [...stepsOf('image'), ...stepsOf('campaign')].filter(pending), operationOf);

  // Wave 2: ad sets (one call each, in parallel: Meta refuses several ad sets of one campaign in a batch) and creatives (batched).
  // Every call of the wave ends (and is recorded) before a failure of one ends the round.
  await settleAll([
    settleAll(stepsOf('adset').filter(pending).map((step) => createAlone(run, step, operationOf(step)))),
    createInBatch(run, stepsOf('creative').filter(pending), operationOf),
  ]);

  // Wave 3: ads, batched; the target ends in the same transaction as the last steps it records, and its campaign is listed.
  const campaignParams = plan.steps.find((spec) => spec.kind === 'campaign')?.params ?? {};
  await createInBatch(run, stepsOf('ad').filter(pending), operationOf, async (trx) => {
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
      userId: target.user_id,
      actor: { type: 'system' },
      target: { type: 'clone_target', id: target.id },
    });
  });
  return [...run.steps.values()].filter((step) => step.kind !== 'image').length;
}

const pending = (step: CloneStepRow) => step.state !== 'created';

/** Like Promise.all, but waits for every promise before rejecting with the first failure. */
async function settleAll(promises: ReadonlyArray<Promise<unknown>>): Promise<void> {
  const results = await Promise.allSettled(promises);
  const failed = results.find((result) => result.status === 'rejected');
  if (failed) throw failed.reason;
}

function stepOf(run: Run, kind: CloneStepKind, sourceId: string): CloneStepRow {
  const step = run.steps.get(stepKey(kind, sourceId));
  if (!step) throw new Error(`No ${kind} step for ${sourceId}`);
  return step;
}

function createdId(step: CloneStepRow): string {
  if (!step.created_id) throw new Error(`The ${step.kind} ${step.source_id} was not created`);
  return step.created_id;
}

/** Marks the steps sent, runs their creates in batches of up to 50, and records every id that came back. */
async function createInBatch(run: Run, steps: CloneStepRow[], operationOf: (step: CloneStepRow) => BatchOperation, finish?: (trx: Trx) => Promise<void>): Promise<void> {
  const { deps } = run;
  let firstError: unknown;
  for (let start = 0; start < Math.max(steps.length, 1); start += MAX_BATCH_OPERATIONS) {
    const chunk = steps.slice(start, start + MAX_BATCH_OPERATIONS);
    const created: Array<{ id: string; createdId: string }> = [];
    if (chunk.length > 0) {
      const operations = chunk.map(operationOf);
      run.call.signal?.throwIfAborted();
      await markCloneStepsSent(deps.db, chunk.map((step) => step.id), deps.now());
      const results = await deps.graph.batch(operations, run.call);
      chunk.forEach((step, index) => {
        try {
          const body = bodyOf<{ id?: string; images?: Record<string, { hash: string }> }>(results[index] ?? null);
          const id = step.kind === 'image' ? Object.values(body.images ?? {})[0]?.hash : body.id;
          if (!id) throw new GraphError(`Meta answered the ${step.kind} create without an id`, { code: 2 }, 'transient');
          created.push({ id: step.id, createdId: id });
          run.steps.set(stepKey(step.kind, step.source_id), { ...step, state: 'created', created_id: id });
        } catch (error) {
          firstError ??= error;
        }
      });
    }
    const last = start + MAX_BATCH_OPERATIONS >= steps.length;
    await deps.db.transaction().execute(async (trx) => {
      await markCloneStepsCreated(trx, created, deps.now());
      if (last && finish && firstError === undefined) await finish(trx);
    });
  }
  if (firstError !== undefined) throw firstError;
  if (steps.length === 0 && finish) await deps.db.transaction().execute(finish);
}

/** One create call of its own (ad sets: Meta refuses several of one campaign in a batch). */
async function createAlone(run: Run, step: CloneStepRow, operation: BatchOperation): Promise<void> {
  const { deps } = run;
  run.call.signal?.throwIfAborted();
  await markCloneStepsSent(deps.db, [step.id], deps.now());
  const body = await deps.graph.post<{ id: string }>(operation.relativeUrl, operation.body ?? {}, run.call);
  await markCloneStepsCreated(deps.db, [{ id: step.id, createdId: body.id }], deps.now());
  run.steps.set(stepKey(step.kind, step.source_id), { ...step, state: 'created', created_id: body.id });
}
