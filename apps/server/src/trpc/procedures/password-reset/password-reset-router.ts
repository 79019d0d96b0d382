import { completePasswordReset, completePasswordResetInputSchema, passwordResetRequestedSchema, requestPasswordReset, requestPasswordResetInputSchema } from '@adfleet/core';
import { z } from 'zod';
import { publicProcedure, router } from '../../init.ts';

export const passwordResetRouter = router({
  /** The forgot-password form: the same answer whatever the address (the lookup happens in a job). */
  request: publicProcedure
    .input(requestPasswordResetInputSchema)
    .output(passwordResetRequestedSchema)
    .mutation(({ ctx, input }) =>
      requestPasswordReset(
        { db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent }, now: ctx.deps.now(), appUrl: ctx.deps.config.publicUrl },
        input,
      ),
    ),
  /** A new password from a reset link; every session of the account ends, the person then signs in. */
  complete: publicProcedure
    .input(completePasswordResetInputSchema)
    .output(z.object({ endedSessions: z.number().int() }))
    .mutation(({ ctx, input }) =>
      completePasswordReset(
        { db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent }, now: ctx.deps.now(), appUrl: ctx.deps.config.publicUrl },
        input,
      ),
    ),
});
