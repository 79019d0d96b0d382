import { facebookAdAccountListSchema, syncFacebookAdAccountsNow } from '@adfleet/core';
import { syncDepsOf } from '../../context.ts';
import { protectedProcedure } from '../../init.ts';

/** Re-reads the caller's Facebook ad accounts now and queues their sync: the spec's `GET /api/facebook/ad-accounts`. */
export const syncFacebookAdAccounts = protectedProcedure
  .output(facebookAdAccountListSchema)
  .mutation(({ ctx }) => syncFacebookAdAccountsNow(syncDepsOf(ctx.deps), ctx.user.id));
