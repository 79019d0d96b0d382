import { cancelClone, CLONE_WAIT_MS, cloneCancelInputSchema, cloneCancelResultSchema, cloneHistory, cloneHistoryInputSchema, cloneHistorySchema, clonePreflight, clonePreflightInputSchema, clonePreflightResultSchema, cloneRequestSchema, cloneRetryFailedInputSchema, cloneRetryFailedResultSchema, cloneRetryInputSchema, cloneRetryResultSchema, cloneSourceBudget, cloneSourceBudgetInputSchema, cloneSourceBudgetSchema, cloneStartResultSchema, cloneStatus, cloneStatusInputSchema, cloneStatusSchema, needsApproval, proposeClone, retryCloneTarget, retryFailedCloneTargets, sentForApprovalSchema, startClone, waitForCloneResults } from '@adfleet/core';
import { approvalDepsOf, syncDepsOf } from '../../context.ts';
import { operatorProcedure, router, workspaceProcedure } from '../../init.ts';
import { preflightCachesOf } from './preflight-caches.ts';

export const cloneRouter = router({
  /**
   * The clone dialog's dry run: per target account, the pages and pixels it may use, the ones it would use, and what
   * would make its clone fail. Reads Meta (one batch per target, all in parallel, briefly cached); writes nothing.
   */
  preflight: operatorProcedure
    .input(clonePreflightInputSchema)
    .output(clonePreflightResultSchema)
    .query(({ ctx, input }) => {
      const { db, graph, tiktok, cipher, now } = ctx.deps;
      return clonePreflight({ db, graph, tiktok, cipher, now, caches: preflightCachesOf(ctx.deps) }, ctx.scope, input);
    }),
  /**
   * Starts a cross-account clone (one job per target) and waits up to CLONE_WAIT_MS (15 s) for every target to finish:
   * the results when they did, else `running` with null results (poll `clone.status` with the batch id). A batch
   * scheduled for later answers `scheduled` at once. A manager's clone in a workspace that asks for approval runs
   * nothing yet: it is `sent_for_approval` with its preview (ADR 0058).
   */
  start: operatorProcedure
    .input(cloneRequestSchema)
    .output(cloneStartResultSchema.or(sentForApprovalSchema))
    .mutation(async ({ ctx, input }) => {
      const meta = { ip: ctx.request.ip, userAgent: ctx.request.userAgent };
      if (await needsApproval(ctx.deps.db, ctx.scope)) return proposeClone(approvalDepsOf(ctx.deps), ctx.scope, input, meta);
      const { batchId, startsAt } = await startClone(syncDepsOf(ctx.deps), ctx.scope, input, meta);
      // A scheduled batch has nothing to wait for yet.
      if (startsAt) return { batchId, status: 'scheduled' as const, results: null };
      const results = await waitForCloneResults(ctx.deps.db, ctx.scope, batchId, ctx.deps.config.cloneWaitMs ?? CLONE_WAIT_MS);
      return { batchId, status: results ? 'completed' : 'running', results };
    }),
  /** One batch's live progress per target account, polled by the Duplicator while `running`. */
  status: workspaceProcedure
    .input(cloneStatusInputSchema)
    .output(cloneStatusSchema)
    .query(({ ctx, input }) => cloneStatus(ctx.deps.db, ctx.scope, input.batchId)),
  /** The workspace's clone batches (every member's), newest first, with per-batch counts. */
  history: workspaceProcedure
    .input(cloneHistoryInputSchema)
    .output(cloneHistorySchema)
    .query(({ ctx, input }) => cloneHistory(ctx.deps.db, ctx.scope, input ?? {})),
  /** Sends one failed target of one of the workspace's batches again, from where it stopped; progress through `clone.status`. */
  retry: operatorProcedure
    .input(cloneRetryInputSchema)
    .output(cloneRetryResultSchema)
    .mutation(({ ctx, input }) =>
      retryCloneTarget({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional }, ctx.scope, input.targetId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
    ),
  /** Sends every failed target of one of the workspace's batches again, each from where it stopped; progress through `clone.status`. */
  retryFailed: operatorProcedure
    .input(cloneRetryFailedInputSchema)
    .output(cloneRetryFailedResultSchema)
    .mutation(({ ctx, input }) =>
      retryFailedCloneTargets({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional }, ctx.scope, input.batchId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
    ),
  /** Cancels one of the workspace's scheduled batches before it starts: its jobs never run and its targets end cancelled. */
  cancel: operatorProcedure
    .input(cloneCancelInputSchema)
    .output(cloneCancelResultSchema)
    .mutation(({ ctx, input }) =>
      cancelClone({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, now: ctx.deps.now }, ctx.scope, input.batchId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
    ),
  /** The source campaign's budget as the dialog prefills it, read from Meta or TikTok when it lives on the ad sets or ad groups; writes nothing. */
  sourceBudget: operatorProcedure
    .input(cloneSourceBudgetInputSchema)
    .output(cloneSourceBudgetSchema)
    .query(({ ctx, input }) => {
      const { db, graph, tiktok, cipher, now } = ctx.deps;
      return cloneSourceBudget({ db, graph, tiktok, cipher, now, caches: preflightCachesOf(ctx.deps) }, ctx.scope, input.campaignId);
    }),
});
