import { adAccountDetailsInputSchema, adAccountDetailsListSchema, listAdAccountDetailsFor } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** The accounts page: each of the caller's ad accounts with its business, access level, sync state, campaigns and API usage. */
export const adAccountsDetails = protectedProcedure
  .input(adAccountDetailsInputSchema)
  .output(adAccountDetailsListSchema)
  .query(({ ctx, input }) => listAdAccountDetailsFor(ctx.deps.db, ctx.user.id, input, ctx.deps.now()));
