import { followSyncRuns, manualSyncResultSchema, startSync, syncFacebookAdAccountsNow, syncRunsInputSchema, syncRunsProgressSchema, syncStartResultSchema, syncStatus, syncStatusSchema } from '@adfleet/core';
import { syncDepsOf } from '../../context.ts';
import { operatorProcedure, router, workspaceProcedure } from '../../init.ts';

export const syncRouter = router({
  /** Queues a full sync of the workspace's connections; progress through `sync.status`. */
  start: operatorProcedure.output(syncStartResultSchema).mutation(({ ctx }) => startSync(syncDepsOf(ctx.deps), ctx.scope)),
  /** The workspace's recent sync runs, polled by the UI while `running`. */
  status: workspaceProcedure.output(syncStatusSchema).query(({ ctx }) => syncStatus(ctx.deps.db, ctx.scope, ctx.deps.now())),
  /**
   * Re-reads the workspace's Facebook ad accounts now and queues their sync, answering the runs it queued so the UI can
   * follow them through `sync.runs`. The spec's `GET /api/facebook/ad-accounts` answers only the accounts.
   */
  facebookAdAccounts: operatorProcedure
    .output(manualSyncResultSchema)
    .mutation(({ ctx }) => syncFacebookAdAccountsNow(syncDepsOf(ctx.deps), ctx.scope)),
  /** How the runs a manual sync queued stand, polled by the UI until `finished`; only the workspace's runs are found. */
  runs: workspaceProcedure
    .input(syncRunsInputSchema)
    .output(syncRunsProgressSchema)
    .query(({ ctx, input }) => followSyncRuns(ctx.deps.db, ctx.scope, input.runIds)),
});
