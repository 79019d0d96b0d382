import { pendingApprovalCount, pendingCountSchema } from '@adfleet/core';
import { workspaceProcedure } from '../../init.ts';

/** The bell's count: proposals waiting for the caller's decision (0 for a role that cannot decide). */
export const approvalsPendingCount = workspaceProcedure.output(pendingCountSchema).query(({ ctx }) => pendingApprovalCount(ctx.deps.db, ctx.scope, ctx.deps.now()));
