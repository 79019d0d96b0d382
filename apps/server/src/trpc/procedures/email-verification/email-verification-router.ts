import { emailVerificationStatus, emailVerificationStatusSchema, resendVerificationInputSchema, resendVerificationMail, type VerificationCaller, verifyEmail, verifyEmailInputSchema } from '@adfleet/core';
import { z } from 'zod';
import { protectedProcedure, publicProcedure, router } from '../../init.ts';

/** The one place a signed-in caller becomes the scope of the verification services. */
function verificationCallerOf(user: { id: string }): VerificationCaller {
  return { scope: { userId: user.id } };
}

export const emailVerificationRouter = router({
  /** Whether the caller's address is confirmed: the signed-in app shows a banner until it is. */
  status: protectedProcedure
    .output(emailVerificationStatusSchema)
    .query(({ ctx }) => emailVerificationStatus(ctx.deps.db, verificationCallerOf(ctx.user))),
  /** Mails the caller a new confirmation link (a few an hour). */
  resend: protectedProcedure
    .input(resendVerificationInputSchema)
    .output(z.object({ sent: z.boolean() }))
    .mutation(({ ctx, input }) =>
      resendVerificationMail({ db: ctx.deps.db, jobs: ctx.deps.jobs.transactional, now: ctx.deps.now(), appUrl: ctx.deps.config.publicUrl }, verificationCallerOf(ctx.user), input),
    ),
  /** Opens a mailed confirmation link; the token is the credential, so no session is needed. */
  verify: publicProcedure
    .input(verifyEmailInputSchema)
    .output(z.object({ verified: z.literal(true) }))
    .mutation(({ ctx, input }) => verifyEmail({ db: ctx.deps.db, request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent }, now: ctx.deps.now() }, input)),
});
