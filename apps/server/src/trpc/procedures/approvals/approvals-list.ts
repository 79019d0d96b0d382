import { approvalsListInputSchema, approvalsListSchema, listApprovals } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** The workspace's proposals, pending first; a client sees only those whose every ad account they see. */
export const approvalsList = workspaceProcedure
  .input(approvalsListInputSchema)
  .output(approvalsListSchema)
  .query(({ ctx, input }) => listApprovals(ctx.deps.db, ctx.scope, ctx.deps.now(), input));
