import { budgetChangeInputSchema, budgetPreviewSchema, previewBudgetChange } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { budgetDepsOf, budgetScopeOf } from './budget-scope.ts';

/** Old → new per chosen budget, with Meta's minimum and the hourly limit checked; changes nothing (a mutation only so 200 rows travel in a body, not a URL). */
export const budgetPreviewProcedure = protectedProcedure
  .input(budgetChangeInputSchema)
  .output(budgetPreviewSchema)
  .mutation(({ ctx, input }) => previewBudgetChange(budgetDepsOf(ctx.deps), budgetScopeOf(ctx.user), input));
