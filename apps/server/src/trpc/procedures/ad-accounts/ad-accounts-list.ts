import { adAccountListInputSchema, adAccountListSchema, listAdAccounts } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** The caller's connected ad accounts, optionally of one platform. */
export const adAccountsList = protectedProcedure
  .input(adAccountListInputSchema)
  .output(adAccountListSchema)
  .query(({ ctx, input }) => listAdAccounts(ctx.deps.db, ctx.user.id, input));
