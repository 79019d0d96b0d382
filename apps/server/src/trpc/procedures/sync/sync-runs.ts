import { followSyncRuns, syncRunsInputSchema, syncRunsProgressSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** How the runs a manual sync queued stand, polled by the UI until `finished`; only the caller's runs are found. */
export const syncRuns = protectedProcedure
  .input(syncRunsInputSchema)
  .output(syncRunsProgressSchema)
  .query(({ ctx, input }) => followSyncRuns(ctx.deps.db, ctx.user.id, input.runIds));
