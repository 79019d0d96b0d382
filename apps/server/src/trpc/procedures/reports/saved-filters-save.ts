import { reportScopeOf, saveFilter, saveReportFilterInputSchema, savedReportFilterSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** Keeps the report's current filters under a name of the caller's (names are unique per user, ignoring case). */
export const savedFiltersSave = protectedProcedure
  .input(saveReportFilterInputSchema)
  .output(savedReportFilterSchema)
  .mutation(({ ctx, input }) => saveFilter(ctx.deps.db, reportScopeOf({ userId: ctx.user.id }), input));
