import { reportScopeOf, saveFilter, saveReportFilterInputSchema, savedReportFilterSchema } from '@adfleet/core';
import { operatorProcedure } from '../../init.ts';

/** Keeps the report's current filters under a name in the workspace (names are unique per workspace, ignoring case). */
export const savedFiltersSave = operatorProcedure
  .input(saveReportFilterInputSchema)
  .output(savedReportFilterSchema)
  .mutation(({ ctx, input }) => saveFilter(ctx.deps.db, reportScopeOf(ctx.scope), input));
