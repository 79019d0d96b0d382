import { dashboardSummary, dashboardSummaryInputSchema, dashboardSummarySchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** KPIs per currency and per day for the header's date range and platform. */
export const dashboardSummaryProcedure = protectedProcedure
  .input(dashboardSummaryInputSchema)
  .output(dashboardSummarySchema)
  .query(({ ctx, input }) => dashboardSummary(ctx.deps.db, ctx.user.id, input, ctx.deps.now()));
