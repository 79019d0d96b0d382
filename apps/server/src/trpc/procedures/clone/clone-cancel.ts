import { cancelClone, cloneCancelInputSchema, cloneCancelResultSchema } from '@adfleet/core';
import { operatorProcedure } from '../../init.ts';

/** Cancels one of the workspace's scheduled batches before it starts: its jobs never run and its targets end cancelled. */
export const cloneCancel = operatorProcedure
  .input(cloneCancelInputSchema)
  .output(cloneCancelResultSchema)
  .mutation(({ ctx, input }) =>
    cancelClone({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, now: ctx.deps.now }, ctx.scope, input.batchId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
  );
