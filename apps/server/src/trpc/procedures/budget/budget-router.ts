import { budgetChangeInputSchema, budgetChangeStartedSchema, budgetChangeStatus, budgetChangeStatusInputSchema, budgetChangeStatusSchema, type BudgetDeps, budgetOverview, budgetOverviewInputSchema, budgetOverviewSchema, budgetPreviewSchema, budgetThresholdSetInputSchema, needsApproval, previewBudgetChange, proposeBudgetChange, sentForApprovalSchema, setBudgetThreshold, startBudgetChange } from '@adfleet/core';
import { z } from 'zod';
import { approvalDepsOf, type ServerDeps } from '../../context.ts';
import { operatorProcedure, router, workspaceProcedure } from '../../init.ts';

/** What the budget services need of the server's dependencies; the scope comes from `ctx.scope`. */
function budgetDepsOf(deps: ServerDeps): BudgetDeps {
  return { db: deps.db, graph: deps.graph, cipher: deps.cipher, now: deps.now };
}

export const budgetRouter = router({
  /** Every active campaign and ad-set budget of the workspace's accounts, read live from Meta, with spend and pacing. */
  overview: workspaceProcedure
    .input(budgetOverviewInputSchema)
    .output(budgetOverviewSchema)
    .query(({ ctx }) => budgetOverview(budgetDepsOf(ctx.deps), ctx.scope)),
  /** Old → new per chosen budget, with Meta's minimum and the hourly limit checked; changes nothing (a mutation only so 200 rows travel in a body, not a URL). */
  preview: operatorProcedure
    .input(budgetChangeInputSchema)
    .output(budgetPreviewSchema)
    .mutation(({ ctx, input }) => previewBudgetChange(budgetDepsOf(ctx.deps), ctx.scope, input)),
  /**
   * Runs a confirmed budget change: one audit-logged job per budget; follow it with `budget.changeStatus`. A manager's
   * change in a workspace that asks for approval runs nothing yet: it is `sent_for_approval` with its preview (ADR 0058).
   */
  change: operatorProcedure
    .input(budgetChangeInputSchema)
    .output(budgetChangeStartedSchema.or(sentForApprovalSchema))
    .mutation(async ({ ctx, input }) => {
      const meta = { ip: ctx.request.ip, userAgent: ctx.request.userAgent };
      if (await needsApproval(ctx.deps.db, ctx.scope)) return proposeBudgetChange(approvalDepsOf(ctx.deps), ctx.scope, input, meta);
      return startBudgetChange({ ...budgetDepsOf(ctx.deps), jobs: ctx.deps.jobs.transactional }, ctx.scope, input, meta);
    }),
  /** One budget change's per-item results (queued, running, succeeded, failed with a reason). */
  changeStatus: workspaceProcedure
    .input(budgetChangeStatusInputSchema)
    .output(budgetChangeStatusSchema)
    .query(({ ctx, input }) => budgetChangeStatus(ctx.deps.db, ctx.scope, input.changeId)),
  /** Sets (or with amount null removes) the workspace's spend threshold of one of its accounts. */
  setThreshold: operatorProcedure
    .input(budgetThresholdSetInputSchema)
    .output(z.object({ ok: z.literal(true) }))
    .mutation(async ({ ctx, input }) => {
      await setBudgetThreshold(ctx.deps.db, ctx.scope, input, ctx.deps.now(), { ip: ctx.request.ip, userAgent: ctx.request.userAgent });
      return { ok: true as const };
    }),
});
