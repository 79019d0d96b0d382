import { getApproval, proposalIdInputSchema, proposalSchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** One proposal with its full preview; another workspace's, or one a client may not see, is not found. */
export const approvalsGet = workspaceProcedure
  .input(proposalIdInputSchema)
  .output(proposalSchema)
  .query(({ ctx, input }) => getApproval(ctx.deps.db, ctx.scope, input.id, ctx.deps.now()));
