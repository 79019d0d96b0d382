import { renameFilter, renameReportFilterInputSchema, reportScopeOf, savedReportFilterSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** Renames one of the caller's saved filters; another user's id is not found. */
export const savedFiltersRename = protectedProcedure
  .input(renameReportFilterInputSchema)
  .output(savedReportFilterSchema)
  .mutation(({ ctx, input }) => renameFilter(ctx.deps.db, reportScopeOf({ userId: ctx.user.id }), input));
