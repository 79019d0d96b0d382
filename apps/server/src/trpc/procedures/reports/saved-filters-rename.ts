import { renameFilter, renameReportFilterInputSchema, reportScopeOf, savedReportFilterSchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** Renames one of the workspace's saved filters; another workspace's id is not found. */
export const savedFiltersRename = workspaceProcedure
  .input(renameReportFilterInputSchema)
  .output(savedReportFilterSchema)
  .mutation(({ ctx, input }) => renameFilter(ctx.deps.db, reportScopeOf(ctx.scope), input));
