import { approvalDecisionInputSchema, rejectProposal } from '@adfleet/core';
import { approverProcedure } from '../../init.ts';
import { approvalDepsOf } from './approval-deps.ts';
import { approvalDecidedSchema } from './approvals-decision-schemas.ts';

/** Rejects a proposal, with an optional comment for its proposer: nothing runs. */
export const approvalsReject = approverProcedure
  .input(approvalDecisionInputSchema)
  .output(approvalDecidedSchema)
  .mutation(async ({ ctx, input }) => {
    const { id } = await rejectProposal(approvalDepsOf(ctx.deps), ctx.scope, input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent });
    return { id, cloneBatchId: null, budgetChangeId: null };
  });
