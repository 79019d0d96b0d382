import { cloneStatus, cloneStatusInputSchema, cloneStatusSchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** One batch's live progress per target account, polled by the Duplicator while `running`. */
export const cloneStatusProcedure = workspaceProcedure
  .input(cloneStatusInputSchema)
  .output(cloneStatusSchema)
  .query(({ ctx, input }) => cloneStatus(ctx.deps.db, ctx.scope, input.batchId));
