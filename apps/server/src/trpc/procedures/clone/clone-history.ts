import { cloneHistory, cloneHistoryInputSchema, cloneHistorySchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** The caller's clone batches, newest first, with per-batch counts. */
export const cloneHistoryProcedure = protectedProcedure
  .input(cloneHistoryInputSchema)
  .output(cloneHistorySchema)
  .query(({ ctx, input }) => cloneHistory(ctx.deps.db, ctx.user.id, input ?? {}));
