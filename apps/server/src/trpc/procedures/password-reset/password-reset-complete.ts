import { completePasswordReset, completePasswordResetInputSchema } from '@adfleet/core';
import { z } from 'zod';
import { publicProcedure } from '../../init.ts';

/** A new password from a reset link; every session of the account ends, the person then signs in. */
export const passwordResetComplete = publicProcedure
  .input(completePasswordResetInputSchema)
  .output(z.object({ endedSessions: z.number().int() }))
  .mutation(({ ctx, input }) =>
    completePasswordReset(
      { db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent }, now: ctx.deps.now(), appUrl: ctx.deps.config.publicUrl },
      input,
    ),
  );
