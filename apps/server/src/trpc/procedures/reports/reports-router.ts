import { deleteFilter, deleteReportFilterInputSchema, listSavedFilters, renameFilter, renameReportFilterInputSchema, reportRunInputSchema, reportSchema, reportScopeOf, runReport, savedReportFilterSchema, saveFilter, saveReportFilterInputSchema } from '@adfleet/core';
import { z } from 'zod';
import { operatorProcedure, router, workspaceProcedure } from '../../init.ts';
import { validatedOnce } from '../../validated-once.ts';

export const reportsRouter = router({
  /** The workspace's report for the header's range and platform, grouped, filtered and sorted as asked: its first `limit` rows. */
  run: workspaceProcedure
    .input(reportRunInputSchema)
    .output(validatedOnce(reportSchema))
    .query(({ ctx, input }) => runReport(ctx.deps.db, reportScopeOf(ctx.scope), input, ctx.deps.now())),
  savedFilters: router({
    /** The workspace's saved report filters, by name. */
    list: workspaceProcedure
      .output(z.array(savedReportFilterSchema))
      .query(({ ctx }) => listSavedFilters(ctx.deps.db, reportScopeOf(ctx.scope))),
    /** Keeps the report's current filters under a name in the workspace (names are unique per workspace, ignoring case). */
    save: operatorProcedure
      .input(saveReportFilterInputSchema)
      .output(savedReportFilterSchema)
      .mutation(({ ctx, input }) => saveFilter(ctx.deps.db, reportScopeOf(ctx.scope), input)),
    /** Renames one of the workspace's saved filters; another workspace's id is not found. */
    rename: operatorProcedure
      .input(renameReportFilterInputSchema)
      .output(savedReportFilterSchema)
      .mutation(({ ctx, input }) => renameFilter(ctx.deps.db, reportScopeOf(ctx.scope), input)),
    /** Deletes one of the workspace's saved filters; another workspace's id is not found. */
    delete: operatorProcedure
      .input(deleteReportFilterInputSchema)
      .output(z.object({ id: z.string() }))
      .mutation(({ ctx, input }) => deleteFilter(ctx.deps.db, reportScopeOf(ctx.scope), input)),
  }),
});
