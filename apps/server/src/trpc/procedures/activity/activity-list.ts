import { activityListInputSchema, activityPageSchema, listActivity } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** The signed-in user's own audit trail, for the dashboard's recent-activity card. */
export const activityList = protectedProcedure
  .input(activityListInputSchema)
  .output(activityPageSchema)
  .query(({ ctx, input }) => listActivity(ctx.deps.db, ctx.user.id, input));
