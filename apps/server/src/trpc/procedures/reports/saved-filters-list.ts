import { listSavedFilters, reportScopeOf, savedReportFilterSchema } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure } from '../../init.ts';

/** The caller's saved report filters, by name. */
export const savedFiltersList = protectedProcedure
  .output(z.array(savedReportFilterSchema))
  .query(({ ctx }) => listSavedFilters(ctx.deps.db, reportScopeOf({ userId: ctx.user.id })));
