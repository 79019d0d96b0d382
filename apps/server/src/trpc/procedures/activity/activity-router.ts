import { activityFeedInputSchema, activityFeedPageSchema, activityListInputSchema, activityPageSchema, listActivity, listActivityFeed } from '@adfleet/core';
import { router, workspaceProcedure } from '../../init.ts';

export const activityRouter = router({
  /** The workspace's audit trail, for the dashboard's recent-activity card and GET /api/activity. */
  list: workspaceProcedure
    .input(activityListInputSchema)
    .output(activityPageSchema)
    .query(({ ctx, input }) => listActivity(ctx.deps.db, ctx.scope, input)),
  /** The activity page: the workspace's audit trail, filtered, a page of entries at a time, routine rows folded. */
  feed: workspaceProcedure
    .input(activityFeedInputSchema)
    .output(activityFeedPageSchema)
    .query(({ ctx, input }) => listActivityFeed(ctx.deps.db, ctx.scope, input)),
});
