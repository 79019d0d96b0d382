import { adAccountDetailsInputSchema, adAccountDetailsListSchema, adAccountListInputSchema, adAccountListSchema, listAdAccountDetailsFor, listAdAccounts } from '@adfleet/core';
import { router, workspaceProcedure } from '../../init.ts';

export const adAccountsRouter = router({
  /** The workspace's connected ad accounts, optionally of one platform. */
  list: workspaceProcedure
    .input(adAccountListInputSchema)
    .output(adAccountListSchema)
    .query(({ ctx, input }) => listAdAccounts(ctx.deps.db, ctx.scope, input)),
  /** The accounts page: each of the workspace's ad accounts with its business, access level, sync state, campaigns and API usage. */
  details: workspaceProcedure
    .input(adAccountDetailsInputSchema)
    .output(adAccountDetailsListSchema)
    .query(({ ctx, input }) => listAdAccountDetailsFor(ctx.deps.db, ctx.scope, input, ctx.deps.now())),
});
