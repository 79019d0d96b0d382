import { activityFeedInputSchema, activityFeedPageSchema, listActivityFeed } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** The activity page: the workspace's audit trail, filtered, a page of entries at a time, routine rows folded. */
export const activityFeed = workspaceProcedure
  .input(activityFeedInputSchema)
  .output(activityFeedPageSchema)
  .query(({ ctx, input }) => listActivityFeed(ctx.deps.db, ctx.scope, input));
