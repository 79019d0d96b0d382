import { passwordResetRequestedSchema, requestPasswordReset, requestPasswordResetInputSchema } from '@adfleet/core';
import { publicProcedure } from '../../init.ts';

/** The forgot-password form: the same answer whatever the address (the lookup happens in a job). */
export const passwordResetRequest = publicProcedure
  .input(requestPasswordResetInputSchema)
  .output(passwordResetRequestedSchema)
  .mutation(({ ctx, input }) =>
    requestPasswordReset(
      { db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent }, now: ctx.deps.now(), appUrl: ctx.deps.config.publicUrl },
      input,
    ),
  );
