import { budgetChangeStatus, budgetChangeStatusInputSchema, budgetChangeStatusSchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** One budget change's per-item results (queued, running, succeeded, failed with a reason). */
export const budgetChangeStatusProcedure = workspaceProcedure
  .input(budgetChangeStatusInputSchema)
  .output(budgetChangeStatusSchema)
  .query(({ ctx, input }) => budgetChangeStatus(ctx.deps.db, ctx.scope, input.changeId));
