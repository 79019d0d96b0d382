import { activityFeedInputSchema, activityFeedPageSchema, listActivityFeed } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** The activity page: the caller's own audit trail, filtered, a page of entries at a time, routine rows folded. */
export const activityFeed = protectedProcedure
  .input(activityFeedInputSchema)
  .output(activityFeedPageSchema)
  .query(({ ctx, input }) => listActivityFeed(ctx.deps.db, { userId: ctx.user.id }, input));
