import { activeCampaignListSchema, activeCampaignsInputSchema, topActiveCampaigns } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** The dashboard's active-campaigns card: ACTIVE campaigns ranked by their last 7 days of spend. */
export const dashboardActiveCampaigns = protectedProcedure
  .input(activeCampaignsInputSchema)
  .output(activeCampaignListSchema)
  .query(({ ctx, input }) => topActiveCampaigns(ctx.deps.db, ctx.user.id, input, ctx.deps.now()));
