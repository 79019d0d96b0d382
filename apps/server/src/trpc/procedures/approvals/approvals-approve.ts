import { approvalDecisionInputSchema, approveProposal } from '@adfleet/core';
import { approverProcedure } from '../../init.ts';
import { approvalDepsOf } from './approval-deps.ts';
import { approvalDecidedSchema } from './approvals-decision-schemas.ts';

/**
 * Approves a proposal: it starts exactly as previewed, as its proposer. A changed preview or an expired proposal is
 * ended unrun and answered 409 (propose it again).
 */
export const approvalsApprove = approverProcedure
  .input(approvalDecisionInputSchema)
  .output(approvalDecidedSchema)
  .mutation(({ ctx, input }) => approveProposal(approvalDepsOf(ctx.deps), ctx.scope, input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }));
