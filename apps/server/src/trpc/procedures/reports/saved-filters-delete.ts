import { deleteFilter, deleteReportFilterInputSchema, reportScopeOf } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure } from '../../init.ts';

/** Deletes one of the caller's saved filters; another user's id is not found. */
export const savedFiltersDelete = protectedProcedure
  .input(deleteReportFilterInputSchema)
  .output(z.object({ id: z.string() }))
  .mutation(({ ctx, input }) => deleteFilter(ctx.deps.db, reportScopeOf({ userId: ctx.user.id }), input));
