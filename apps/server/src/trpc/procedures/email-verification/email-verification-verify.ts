import { verifyEmail, verifyEmailInputSchema } from '@adfleet/core';
import { z } from 'zod';
import { publicProcedure } from '../../init.ts';

/** Opens a mailed confirmation link; the token is the credential, so no session is needed. */
export const emailVerificationVerify = publicProcedure
  .input(verifyEmailInputSchema)
  .output(z.object({ verified: z.literal(true) }))
  .mutation(({ ctx, input }) => verifyEmail({ db: ctx.deps.db, request: { ip: ctx.request.ip, userAgent: ctx.request.userAgent }, now: ctx.deps.now() }, input));
