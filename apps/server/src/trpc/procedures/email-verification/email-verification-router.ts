import { router } from '../../init.ts';
import { emailVerificationResend } from './email-verification-resend.ts';
import { emailVerificationStatusProcedure } from './email-verification-status.ts';
import { emailVerificationVerify } from './email-verification-verify.ts';

export const emailVerificationRouter = router({ status: emailVerificationStatusProcedure, resend: emailVerificationResend, verify: emailVerificationVerify });
