import { CLONE_WAIT_MS, cloneRequestSchema, cloneStartResultSchema, needsApproval, proposeClone, sentForApprovalSchema, startClone, waitForCloneResults } from '@adfleet/core';
import { syncDepsOf } from '../../context.ts';
import { operatorProcedure } from '../../init.ts';
import { approvalDepsOf } from '../approvals/approval-deps.ts';

/**
 * Starts a cross-account clone (one job per target) and waits up to CLONE_WAIT_MS (15 s) for every target to finish:
 * the results when they did, else `running` with null results (poll `clone.status` with the batch id). A batch
 * scheduled for later answers `scheduled` at once. A manager's clone in a workspace that asks for approval runs
 * nothing yet: it is `sent_for_approval` with its preview (ADR 0058).
 */
export const cloneStart = operatorProcedure
  .input(cloneRequestSchema)
  .output(cloneStartResultSchema.or(sentForApprovalSchema))
  .mutation(async ({ ctx, input }) => {
    const meta = { ip: ctx.request.ip, userAgent: ctx.request.userAgent };
    if (await needsApproval(ctx.deps.db, ctx.scope)) return proposeClone(approvalDepsOf(ctx.deps), ctx.scope, input, meta);
    const { batchId, startsAt } = await startClone(syncDepsOf(ctx.deps), ctx.scope, input, meta);
    // A scheduled batch has nothing to wait for yet.
    if (startsAt) return { batchId, status: 'scheduled' as const, results: null };
    const results = await waitForCloneResults(ctx.deps.db, ctx.scope, batchId, ctx.deps.config.cloneWaitMs ?? CLONE_WAIT_MS);
    return { batchId, status: results ? 'completed' : 'running', results };
  });
