import { cloneHistory, cloneHistoryInputSchema, cloneHistorySchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** The workspace's clone batches (every member's), newest first, with per-batch counts. */
export const cloneHistoryProcedure = workspaceProcedure
  .input(cloneHistoryInputSchema)
  .output(cloneHistorySchema)
  .query(({ ctx, input }) => cloneHistory(ctx.deps.db, ctx.scope, input ?? {}));
