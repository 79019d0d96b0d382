import { cloneRetryInputSchema, cloneRetryResultSchema, retryCloneTarget } from '@adfleet/core';
import { operatorProcedure } from '../../init.ts';

/** Sends one failed target of one of the workspace's batches again, from where it stopped; progress through `clone.status`. */
export const cloneRetry = operatorProcedure
  .input(cloneRetryInputSchema)
  .output(cloneRetryResultSchema)
  .mutation(({ ctx, input }) =>
    retryCloneTarget({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional }, ctx.scope, input.targetId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
  );
