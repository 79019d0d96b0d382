import { adAccountListInputSchema, adAccountListSchema, listAdAccounts } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** The workspace's connected ad accounts, optionally of one platform. */
export const adAccountsList = workspaceProcedure
  .input(adAccountListInputSchema)
  .output(adAccountListSchema)
  .query(({ ctx, input }) => listAdAccounts(ctx.deps.db, ctx.scope, input));
