import { approvalDecisionInputSchema, approvalSetRequiredInputSchema, approvalSettings, approvalSettingsSchema, approvalsListInputSchema, approvalsListSchema, approveProposal, getApproval, listApprovals, pendingApprovalCount, pendingCountSchema, proposalIdInputSchema, proposalSchema, rejectProposal, setApprovalRequired } from '@adfleet/core';
import { z } from 'zod';
import { approvalDepsOf } from '../../context.ts';
import { adminProcedure, approverProcedure, router, workspaceProcedure } from '../../init.ts';

/** What approving or rejecting answers: the proposal, and the clone batch or budget change an approval started. */
const approvalDecidedSchema = z.object({ id: z.uuid(), cloneBatchId: z.uuid().nullable(), budgetChangeId: z.uuid().nullable() });

export const approvalsRouter = router({
  /** Whether managers' clones and bulk budget changes wait for approval in this workspace; any member may ask. */
  settings: workspaceProcedure.output(approvalSettingsSchema).query(({ ctx }) => approvalSettings(ctx.deps.db, ctx.scope)),
  /** Turns the approval rule on or off (admins); audit-logged with who did. Proposals already waiting stay. */
  setRequired: adminProcedure
    .input(approvalSetRequiredInputSchema)
    .output(approvalSettingsSchema)
    .mutation(({ ctx, input }) => setApprovalRequired(ctx.deps.db, ctx.scope, input.required, { ip: ctx.request.ip, userAgent: ctx.request.userAgent })),
  /** The workspace's proposals, pending first; a client sees only those whose every ad account they see. */
  list: workspaceProcedure
    .input(approvalsListInputSchema)
    .output(approvalsListSchema)
    .query(({ ctx, input }) => listApprovals(ctx.deps.db, ctx.scope, ctx.deps.now(), input)),
  /** One proposal with its full preview; another workspace's, or one a client may not see, is not found. */
  get: workspaceProcedure
    .input(proposalIdInputSchema)
    .output(proposalSchema)
    .query(({ ctx, input }) => getApproval(ctx.deps.db, ctx.scope, input.id, ctx.deps.now())),
  /** The bell's count: proposals waiting for the caller's decision (0 for a role that cannot decide). */
  pendingCount: workspaceProcedure.output(pendingCountSchema).query(({ ctx }) => pendingApprovalCount(ctx.deps.db, ctx.scope, ctx.deps.now())),
  /**
   * Approves a proposal: it starts exactly as previewed, as its proposer. A changed preview or an expired proposal is
   * ended unrun and answered 409 (propose it again).
   */
  approve: approverProcedure
    .input(approvalDecisionInputSchema)
    .output(approvalDecidedSchema)
    .mutation(({ ctx, input }) => approveProposal(approvalDepsOf(ctx.deps), ctx.scope, input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent })),
  /** Rejects a proposal, with an optional comment for its proposer: nothing runs. */
  reject: approverProcedure
    .input(approvalDecisionInputSchema)
    .output(approvalDecidedSchema)
    .mutation(async ({ ctx, input }) => {
      const { id } = await rejectProposal(approvalDepsOf(ctx.deps), ctx.scope, input, { ip: ctx.request.ip, userAgent: ctx.request.userAgent });
      return { id, cloneBatchId: null, budgetChangeId: null };
    }),
});
