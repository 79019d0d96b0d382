import { activeCampaignListSchema, activeCampaignsInputSchema, topActiveCampaigns } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** The dashboard's active-campaigns card: ACTIVE campaigns ranked by their last 7 days of spend. */
export const dashboardActiveCampaigns = workspaceProcedure
  .input(activeCampaignsInputSchema)
  .output(activeCampaignListSchema)
  .query(({ ctx, input }) => topActiveCampaigns(ctx.deps.db, ctx.scope, input, ctx.deps.now()));
