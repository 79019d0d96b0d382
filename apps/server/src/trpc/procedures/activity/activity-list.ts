import { activityListInputSchema, activityPageSchema, listActivity } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** The workspace's audit trail, for the dashboard's recent-activity card and GET /api/activity. */
export const activityList = workspaceProcedure
  .input(activityListInputSchema)
  .output(activityPageSchema)
  .query(({ ctx, input }) => listActivity(ctx.deps.db, ctx.scope, input));
