import { resendVerificationInputSchema, resendVerificationMail } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure } from '../../init.ts';
import { verificationCallerOf } from './verification-caller.ts';

/** Mails the caller a new confirmation link (a few an hour). */
export const emailVerificationResend = protectedProcedure
  .input(resendVerificationInputSchema)
  .output(z.object({ sent: z.boolean() }))
  .mutation(({ ctx, input }) =>
    resendVerificationMail({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, now: ctx.deps.now(), appUrl: ctx.deps.config.publicUrl }, verificationCallerOf(ctx.user), input),
  );
