import { campaignListInputSchema, campaignListResultSchema, listCampaigns } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** The workspace's campaigns: the spec's plain list, or a page with filters and a cursor for large accounts. */
export const campaignsList = workspaceProcedure
  .input(campaignListInputSchema)
  .output(campaignListResultSchema)
  .query(({ ctx, input }) => listCampaigns(ctx.deps.db, ctx.scope, input));
