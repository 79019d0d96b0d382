import { z } from 'zod';
import { registerInputSchema } from '../auth/auth-schemas.ts';
import { LANGUAGES } from '../settings/settings-schemas.ts';

/** The public form: the address (as sign-up checks it), the language the email is written in, and why (optional). */
export const deletionRequestInputSchema = z.object({
  email: registerInputSchema.shape.email,
  language: z.enum(LANGUAGES),
  reason: z.string().trim().max(2000).optional(),
});
export type DeletionRequestInput = z.input<typeof deletionRequestInputSchema>;

/** The token from the emailed link: 32 random bytes, base64url. */
export const deletionConfirmInputSchema = z.object({ token: z.string().min(20).max(100) });

export const deletionCodeSchema = z.object({ code: z.string().min(8).max(64) });

const DELETION_STATUSES = ['awaiting_confirmation', 'received', 'in_progress', 'done'] as const;

export const deletionStatusSchema = z.object({
  code: z.string(),
  status: z.enum(DELETION_STATUSES),
  source: z.enum(['form', 'settings', 'facebook']),
  requestedAt: z.date(),
  completedAt: z.date().nullable(),
});
export type DeletionStatus = z.infer<typeof deletionStatusSchema>;

/** Deleting one's own account from Settings: the username typed again, as a deliberate act. */
export const deleteAccountInputSchema = z.object({ confirmUsername: z.string().trim().min(1).max(254) });
