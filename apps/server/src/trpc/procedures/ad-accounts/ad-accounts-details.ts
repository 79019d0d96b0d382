import { adAccountDetailsInputSchema, adAccountDetailsListSchema, listAdAccountDetailsFor } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** The accounts page: each of the workspace's ad accounts with its business, access level, sync state, campaigns and API usage. */
export const adAccountsDetails = workspaceProcedure
  .input(adAccountDetailsInputSchema)
  .output(adAccountDetailsListSchema)
  .query(({ ctx, input }) => listAdAccountDetailsFor(ctx.deps.db, ctx.scope, input, ctx.deps.now()));
