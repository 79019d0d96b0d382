import { reportInputSchema, reportSchema, reportScopeOf, runReport } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';
import { validatedOnce } from '../../validated-once.ts';

/** The workspace's report for the header's range and platform, grouped, filtered and sorted as asked. */
export const reportsRun = workspaceProcedure
  .input(reportInputSchema)
  .output(validatedOnce(reportSchema))
  .query(({ ctx, input }) => runReport(ctx.deps.db, reportScopeOf(ctx.scope), input, ctx.deps.now()));
