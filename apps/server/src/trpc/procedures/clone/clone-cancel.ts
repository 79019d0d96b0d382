import { cancelClone, cloneCancelInputSchema, cloneCancelResultSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** Cancels the caller's scheduled batch before it starts: its jobs never run and its targets end cancelled. */
export const cloneCancel = protectedProcedure
  .input(cloneCancelInputSchema)
  .output(cloneCancelResultSchema)
  .mutation(({ ctx, input }) =>
    cancelClone({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, now: ctx.deps.now }, ctx.user.id, input.batchId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
  );
