import { budgetChangeInputSchema, budgetChangeStartedSchema, startBudgetChange } from '@adfleet/core';
import { operatorProcedure } from '../../init.ts';
import { budgetDepsOf } from './budget-deps.ts';

/** Runs a confirmed budget change: one audit-logged job per budget; follow it with `budget.changeStatus`. */
export const budgetChangeProcedure = operatorProcedure
  .input(budgetChangeInputSchema)
  .output(budgetChangeStartedSchema)
  .mutation(({ ctx, input }) =>
    startBudgetChange({ ...budgetDepsOf(ctx.deps), jobs: ctx.deps.jobs.transactional }, ctx.scope, input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
  );
