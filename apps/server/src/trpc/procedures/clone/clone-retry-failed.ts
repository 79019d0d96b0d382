import { cloneRetryFailedInputSchema, cloneRetryFailedResultSchema, retryFailedCloneTargets } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** Sends every failed target of the caller's batch again, each from where it stopped; progress through `clone.status`. */
export const cloneRetryFailed = protectedProcedure
  .input(cloneRetryFailedInputSchema)
  .output(cloneRetryFailedResultSchema)
  .mutation(({ ctx, input }) =>
    retryFailedCloneTargets({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional }, ctx.user.id, input.batchId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
  );
