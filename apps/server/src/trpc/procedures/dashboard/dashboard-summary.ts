import { dashboardSummary, dashboardSummaryInputSchema, dashboardSummarySchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';
import { validatedOnce } from '../../validated-once.ts';

/** KPIs per currency and per day for the header's date range and platform. */
export const dashboardSummaryProcedure = workspaceProcedure
  .input(dashboardSummaryInputSchema)
  .output(validatedOnce(dashboardSummarySchema))
  .query(({ ctx, input }) => dashboardSummary(ctx.deps.db, ctx.scope, input, ctx.deps.now()));
