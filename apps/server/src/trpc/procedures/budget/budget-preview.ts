import { budgetChangeInputSchema, budgetPreviewSchema, previewBudgetChange } from '@adfleet/core';
import { operatorProcedure } from '../../init.ts';
import { budgetDepsOf } from './budget-deps.ts';

/** Old → new per chosen budget, with Meta's minimum and the hourly limit checked; changes nothing (a mutation only so 200 rows travel in a body, not a URL). */
export const budgetPreviewProcedure = operatorProcedure
  .input(budgetChangeInputSchema)
  .output(budgetPreviewSchema)
  .mutation(({ ctx, input }) => previewBudgetChange(budgetDepsOf(ctx.deps), ctx.scope, input));
