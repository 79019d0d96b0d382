import { cloneRetryFailedInputSchema, cloneRetryFailedResultSchema, retryFailedCloneTargets } from '@adfleet/core';
import { operatorProcedure } from '../../init.ts';

/** Sends every failed target of one of the workspace's batches again, each from where it stopped; progress through `clone.status`. */
export const cloneRetryFailed = operatorProcedure
  .input(cloneRetryFailedInputSchema)
  .output(cloneRetryFailedResultSchema)
  .mutation(({ ctx, input }) =>
    retryFailedCloneTargets({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional }, ctx.scope, input.batchId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
  );
