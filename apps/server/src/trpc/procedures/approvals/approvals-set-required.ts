import { approvalSetRequiredInputSchema, approvalSettingsSchema, setApprovalRequired } from '@adfleet/core';
import { adminProcedure } from '../../init.ts';

/** Turns the approval rule on or off (admins); audit-logged with who did. Proposals already waiting stay. */
export const approvalsSetRequired = adminProcedure
  .input(approvalSetRequiredInputSchema)
  .output(approvalSettingsSchema)
  .mutation(({ ctx, input }) => setApprovalRequired(ctx.deps.db, ctx.scope, input.required, { ip: ctx.request.ip, userAgent: ctx.request.userAgent }));
