import { CLONE_WAIT_MS, cloneRequestSchema, cloneStartResultSchema, startClone, waitForCloneResults } from '@adfleet/core';
import { syncDepsOf } from '../../context.ts';
import { operatorProcedure } from '../../init.ts';

/**
 * Starts a cross-account clone (one job per target) and waits up to CLONE_WAIT_MS (15 s) for every target to finish:
 * the results when they did, else `running` with null results (poll `clone.status` with the batch id). A batch
 * scheduled for later answers `scheduled` at once.
 */
export const cloneStart = operatorProcedure
  .input(cloneRequestSchema)
  .output(cloneStartResultSchema)
  .mutation(async ({ ctx, input }) => {
    const { batchId, startsAt } = await startClone(syncDepsOf(ctx.deps), ctx.scope, input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent });
    // A scheduled batch has nothing to wait for yet.
    if (startsAt) return { batchId, status: 'scheduled' as const, results: null };
    const results = await waitForCloneResults(ctx.deps.db, ctx.scope, batchId, ctx.deps.config.cloneWaitMs ?? CLONE_WAIT_MS);
    return { batchId, status: results ? 'completed' : 'running', results };
  });
