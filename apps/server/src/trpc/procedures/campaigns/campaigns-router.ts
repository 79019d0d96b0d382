import { campaignListInputSchema, campaignListResultSchema, listCampaigns } from '@adfleet/core';
import { router, workspaceProcedure } from '../../init.ts';
import { validatedOnce } from '../../validated-once.ts';

export const campaignsRouter = router({
  /**
   * The workspace's campaigns: the spec's plain list, or a page with filters and a cursor for large accounts. The answer
   * is kept per version of the workspace's data, so its output is checked once per kept answer (ADR 0060).
   */
  list: workspaceProcedure
    .input(campaignListInputSchema)
    .output(validatedOnce(campaignListResultSchema))
    .query(({ ctx, input }) => listCampaigns(ctx.deps.db, ctx.scope, input, ctx.deps.now())),
});
