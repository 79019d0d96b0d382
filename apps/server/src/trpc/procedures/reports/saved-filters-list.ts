import { listSavedFilters, reportScopeOf, savedReportFilterSchema } from '@adfleet/core';
import { z } from 'zod';
import { workspaceProcedure } from '../../init.ts';

/** The workspace's saved report filters, by name. */
export const savedFiltersList = workspaceProcedure
  .output(z.array(savedReportFilterSchema))
  .query(({ ctx }) => listSavedFilters(ctx.deps.db, reportScopeOf(ctx.scope)));
