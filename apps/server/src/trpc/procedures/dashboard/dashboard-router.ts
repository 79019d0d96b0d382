import { activeCampaignListSchema, activeCampaignsInputSchema, dashboardAccounts, dashboardAccountsInputSchema, dashboardAccountsSchema, dashboardSummary, dashboardSummaryInputSchema, dashboardSummarySchema, topActiveCampaigns } from '@adfleet/core';
import { router, workspaceProcedure } from '../../init.ts';
import { validatedOnce } from '../../validated-once.ts';

export const dashboardRouter = router({
  /** KPIs per currency and per day for the header's date range and platform. */
  summary: workspaceProcedure
    .input(dashboardSummaryInputSchema)
    .output(validatedOnce(dashboardSummarySchema))
    .query(({ ctx, input }) => dashboardSummary(ctx.deps.db, ctx.scope, input, ctx.deps.now())),
  /** The dashboard's active-campaigns card: ACTIVE campaigns ranked by their last 7 days of spend. */
  activeCampaigns: workspaceProcedure
    .input(activeCampaignsInputSchema)
    .output(activeCampaignListSchema)
    .query(({ ctx, input }) => topActiveCampaigns(ctx.deps.db, ctx.scope, input, ctx.deps.now())),
  /** The dashboard's per-account table for the header's range and platform and the dashboard's account filters. */
  accounts: workspaceProcedure
    .input(dashboardAccountsInputSchema)
    .output(dashboardAccountsSchema)
    .query(({ ctx, input }) => dashboardAccounts(ctx.deps.db, ctx.scope, input, ctx.deps.now())),
});
