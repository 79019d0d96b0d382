import { budgetChangeInputSchema, budgetChangeStartedSchema, needsApproval, proposeBudgetChange, sentForApprovalSchema, startBudgetChange } from '@adfleet/core';
import { operatorProcedure } from '../../init.ts';
import { approvalDepsOf } from '../approvals/approval-deps.ts';
import { budgetDepsOf } from './budget-deps.ts';

/**
 * Runs a confirmed budget change: one audit-logged job per budget; follow it with `budget.changeStatus`. A manager's
 * change in a workspace that asks for approval runs nothing yet: it is `sent_for_approval` with its preview (ADR 0058).
 */
export const budgetChangeProcedure = operatorProcedure
  .input(budgetChangeInputSchema)
  .output(budgetChangeStartedSchema.or(sentForApprovalSchema))
  .mutation(async ({ ctx, input }) => {
    const meta = { ip: ctx.request.ip, userAgent: ctx.request.userAgent };
    if (await needsApproval(ctx.deps.db, ctx.scope)) return proposeBudgetChange(approvalDepsOf(ctx.deps), ctx.scope, input, meta);
    return startBudgetChange({ ...budgetDepsOf(ctx.deps), jobs: ctx.deps.jobs.transactional }, ctx.scope, input, meta);
  });
