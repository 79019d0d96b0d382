import { renameFilter, renameReportFilterInputSchema, reportScopeOf, savedReportFilterSchema } from '@adfleet/core';
import { operatorProcedure } from '../../init.ts';

/** Renames one of the workspace's saved filters; another workspace's id is not found. */
export const savedFiltersRename = operatorProcedure
  .input(renameReportFilterInputSchema)
  .output(savedReportFilterSchema)
  .mutation(({ ctx, input }) => renameFilter(ctx.deps.db, reportScopeOf(ctx.scope), input));
