import { dashboardAccounts, dashboardAccountsInputSchema, dashboardAccountsSchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** The dashboard's per-account table for the header's range and platform and the dashboard's account filters. */
export const dashboardAccountsProcedure = workspaceProcedure
  .input(dashboardAccountsInputSchema)
  .output(dashboardAccountsSchema)
  .query(({ ctx, input }) => dashboardAccounts(ctx.deps.db, ctx.scope, input, ctx.deps.now()));
