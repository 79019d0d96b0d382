import { followSyncRuns, syncRunsInputSchema, syncRunsProgressSchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** How the runs a manual sync queued stand, polled by the UI until `finished`; only the workspace's runs are found. */
export const syncRuns = workspaceProcedure
  .input(syncRunsInputSchema)
  .output(syncRunsProgressSchema)
  .query(({ ctx, input }) => followSyncRuns(ctx.deps.db, ctx.scope, input.runIds));
