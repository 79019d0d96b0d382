import { cloneRetryInputSchema, cloneRetryResultSchema, retryCloneTarget } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';

/** Sends one failed target of the caller's batch again, from where it stopped; progress through `clone.status`. */
export const cloneRetry = protectedProcedure
  .input(cloneRetryInputSchema)
  .output(cloneRetryResultSchema)
  .mutation(({ ctx, input }) =>
    retryCloneTarget({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional }, ctx.user.id, input.targetId, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }),
  );
