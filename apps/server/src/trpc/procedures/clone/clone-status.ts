import { cloneStatus, cloneStatusInputSchema, cloneStatusSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** One batch's live progress per target account, polled by the Duplicator while `running`. */
export const cloneStatusProcedure = protectedProcedure
  .input(cloneStatusInputSchema)
  .output(cloneStatusSchema)
  .query(({ ctx, input }) => cloneStatus(ctx.deps.db, ctx.user.id, input.batchId));
