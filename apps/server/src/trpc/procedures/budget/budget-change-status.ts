import { budgetChangeStatus, budgetChangeStatusInputSchema, budgetChangeStatusSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { budgetScopeOf } from './budget-scope.ts';

/** One budget change's per-item results (queued, running, succeeded, failed with a reason). */
export const budgetChangeStatusProcedure = protectedProcedure
  .input(budgetChangeStatusInputSchema)
  .output(budgetChangeStatusSchema)
  .query(({ ctx, input }) => budgetChangeStatus(ctx.deps.db, budgetScopeOf(ctx.user), input.changeId));
