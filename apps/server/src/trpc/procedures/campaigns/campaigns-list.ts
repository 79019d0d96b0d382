import { campaignListInputSchema, campaignListResultSchema, listCampaigns } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** The caller's campaigns: the spec's plain list, or a page with filters and a cursor for large accounts. */
export const campaignsList = protectedProcedure
  .input(campaignListInputSchema)
  .output(campaignListResultSchema)
  .query(({ ctx, input }) => listCampaigns(ctx.deps.db, ctx.user.id, input));
