import { budgetChangeInputSchema, budgetChangeStartedSchema, startBudgetChange } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { budgetDepsOf, budgetScopeOf } from './budget-scope.ts';

/** Runs a confirmed budget change: one audit-logged job per budget; follow it with `budget.changeStatus`. */
export const budgetChangeProcedure = protectedProcedure
  .input(budgetChangeInputSchema)
  .output(budgetChangeStartedSchema)
  .mutation(({ ctx, input }) =>
    startBudgetChange({ ...budgetDepsOf(ctx.deps), jobs: ctx.deps.jobs.transactional }, budgetScopeOf(ctx.user), input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
  );
