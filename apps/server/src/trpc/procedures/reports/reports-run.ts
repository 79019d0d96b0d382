import { reportInputSchema, reportSchema, reportScopeOf, runReport } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** The caller's report for the header's range and platform, grouped, filtered and sorted as asked. */
export const reportsRun = protectedProcedure
  .input(reportInputSchema)
  .output(reportSchema)
  .query(({ ctx, input }) => runReport(ctx.deps.db, reportScopeOf({ userId: ctx.user.id }), input));
