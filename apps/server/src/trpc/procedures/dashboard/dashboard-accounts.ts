import { dashboardAccounts, dashboardAccountsInputSchema, dashboardAccountsSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** The dashboard's per-account table for the header's range and platform and the dashboard's account filters. */
export const dashboardAccountsProcedure = protectedProcedure
  .input(dashboardAccountsInputSchema)
  .output(dashboardAccountsSchema)
  .query(({ ctx, input }) => dashboardAccounts(ctx.deps.db, ctx.user.id, input));
