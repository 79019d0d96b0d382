import { manualSyncResultSchema, syncFacebookAdAccountsNow } from '@adfleet/core';
import { syncDepsOf } from '../../context.ts';
import { operatorProcedure } from '../../init.ts';

/**
 * Re-reads the workspace's Facebook ad accounts now and queues their sync, answering the runs it queued so the UI can
 * follow them through `sync.runs`. The spec's `GET /api/facebook/ad-accounts` answers only the accounts.
 */
export const syncFacebookAdAccounts = operatorProcedure
  .output(manualSyncResultSchema)
  .mutation(({ ctx }) => syncFacebookAdAccountsNow(syncDepsOf(ctx.deps), ctx.scope));
