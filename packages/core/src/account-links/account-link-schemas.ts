import { z } from 'zod';
import { newPasswordSchema } from '../auth/auth-schemas.ts';
import { MAIL_LANGUAGES } from '../mail/mail-template.ts';
import { issueCode } from '../messages/index.ts';

/** The forgot-password form: the address, and the language the email is written in (the form's). */
export const requestPasswordResetInputSchema = z.object({
  email: z.string().trim().max(254).pipe(z.email()),
  language: z.enum(MAIL_LANGUAGES),
});
export type RequestPasswordResetInput = z.input<typeof requestPasswordResetInputSchema>;

/** The token as a link carries it: base32, generous bounds so a malformed one is refused as invalid, not as input. */
const linkToken = z.string().trim().min(1).max(128);

export const completePasswordResetInputSchema = z
  .object({
    token: linkToken,
    newPassword: newPasswordSchema,
    confirmPassword: z.string().max(128),
    /** The page's language: the notice email is written in it unless the person chose one in Settings. */
    language: z.enum(MAIL_LANGUAGES),
  })
  .refine((input) => input.newPassword === input.confirmPassword, { message: issueCode('passwordsDiffer'), path: ['confirmPassword'] });
export type CompletePasswordResetInput = z.input<typeof completePasswordResetInputSchema>;

export const verifyEmailInputSchema = z.object({ token: linkToken });
export type VerifyEmailInput = z.input<typeof verifyEmailInputSchema>;

export const resendVerificationInputSchema = z.object({ language: z.enum(MAIL_LANGUAGES) });
export type ResendVerificationInput = z.input<typeof resendVerificationInputSchema>;

export const emailVerificationStatusSchema = z.object({ email: z.string(), verified: z.boolean() });
export type EmailVerificationStatus = z.infer<typeof emailVerificationStatusSchema>;

/** What the forgot-password form always answers, whatever the address: nothing to tell an enumerator. */
export const passwordResetRequestedSchema = z.object({ accepted: z.literal(true) });
