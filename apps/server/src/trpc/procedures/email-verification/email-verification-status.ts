import { emailVerificationStatus, emailVerificationStatusSchema } from '@adfleet/core';
import { protectedProcedure } from '../../init.ts';
import { verificationCallerOf } from './verification-caller.ts';

/** Whether the caller's address is confirmed: the signed-in app shows a banner until it is. */
export const emailVerificationStatusProcedure = protectedProcedure
  .output(emailVerificationStatusSchema)
  .query(({ ctx }) => emailVerificationStatus(ctx.deps.db, verificationCallerOf(ctx.user)));
