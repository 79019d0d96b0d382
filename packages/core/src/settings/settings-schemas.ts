import { z } from 'zod';
import { newPasswordSchema, registerInputSchema } from '../auth/auth-schemas.ts';
import { issueCode } from '../messages/index.ts';

export const LANGUAGES = ['en', 'es'] as const;
const THEMES = ['light', 'dark'] as const;

/** Names and e-mail follow the registration rules exactly, so a profile can never hold what sign-up would refuse. */
export const updateProfileInputSchema = registerInputSchema.pick({ email: true, firstName: true, lastName: true });
export type UpdateProfileInput = z.input<typeof updateProfileInputSchema>;

export const changePasswordInputSchema = z
  .object({
    currentPassword: z.string().min(1).max(128),
    newPassword: newPasswordSchema,
    confirmPassword: z.string().max(128),
  })
  .refine((input) => input.newPassword === input.confirmPassword, { message: issueCode('passwordsDiffer'), path: ['confirmPassword'] });
export type ChangePasswordInput = z.input<typeof changePasswordInputSchema>;

/** Either or both; an empty object changes nothing and is refused as such. */
export const updatePreferencesInputSchema = z
  .object({ language: z.enum(LANGUAGES).optional(), theme: z.enum(THEMES).optional() })
  .refine((input) => input.language !== undefined || input.theme !== undefined, issueCode('preferencesEmpty'));
export type UpdatePreferencesInput = z.input<typeof updatePreferencesInputSchema>;

export const settingsSchema = z.object({
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** False for people who only ever signed in with Facebook: they set no current password to give. */
  hasPassword: z.boolean(),
  language: z.enum(LANGUAGES).nullable(),
  theme: z.enum(THEMES).nullable(),
});
export type Settings = z.infer<typeof settingsSchema>;

export const sessionInfoSchema = z.object({
  /** An opaque handle for revoking (the stored hash of the token, never the token itself). */
  id: z.string(),
  /** Browser and system as parsed from the user agent; null when it names none. */
  browser: z.string().nullable(),
  os: z.string().nullable(),
  /** The address with its last part hidden (a /24 for IPv4, a /48 for IPv6). */
  ip: z.string().nullable(),
  createdAt: z.date(),
  lastUsedAt: z.date(),
  current: z.boolean(),
});
export type SessionInfo = z.infer<typeof sessionInfoSchema>;

export const revokeSessionInputSchema = z.object({ id: z.string().min(1).max(128) });

export const revokedSessionsSchema = z.object({ ended: z.number().int() });
