import { deleteFilter, deleteReportFilterInputSchema, reportScopeOf } from '@adfleet/core';
import { z } from 'zod';
import { operatorProcedure } from '../../init.ts';

/** Deletes one of the workspace's saved filters; another workspace's id is not found. */
export const savedFiltersDelete = operatorProcedure
  .input(deleteReportFilterInputSchema)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteFilter(ctx.deps.db, reportScopeOf(ctx.scope), input));
