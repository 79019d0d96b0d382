import { z } from 'zod';
import { fieldIssues } from '../errors/field-issues.ts';
import { isCommonPassword } from './common-passwords.ts';

export const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

const optionalName = z
  .string()
  .trim()
  .max(100, 'Must be at most 100 characters')
  .optional()
  .nullable()
  .transform((value) => value || null);

/** Every password a person sets goes through this: length, then the common-password list (ASVS 6.2.4). */
export const newPasswordSchema = z
  .string()
  .min(8, 'Password must be at least 8 characters')
  .max(128, 'Password must be at most 128 characters')
  // One reason at a time: a too-short password is told it is short, not also that it is common.
  .refine((password) => password.length < 8 || !isCommonPassword(password), fieldIssues.passwordTooCommon);

export const registerInputSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3, 'Username must be at least 3 characters')
    .max(50, 'Username must be at most 50 characters')
    .regex(USERNAME_PATTERN, 'Username may contain only letters, numbers, dots, hyphens and underscores'),
  email: z.string().trim().max(254, 'Email must be at most 254 characters').pipe(z.email('Invalid email address')),
  password: newPasswordSchema,
  firstName: optionalName,
  lastName: optionalName,
});
export type RegisterInput = z.input<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  /** A username or an e-mail address. */
  username: z.string().trim().min(1, 'Username is required').max(254),
  password: z.string().min(1, 'Password is required').max(128),
});
export type LoginInput = z.infer<typeof loginInputSchema>;

export const userSchema = z.object({
  id: z.string(),
  username: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  email: z.string(),
});
export type User = z.infer<typeof userSchema>;

export const authResultSchema = z.object({ token: z.string(), user: userSchema });
export type AuthResult = z.infer<typeof authResultSchema>;

export const sessionTokenResultSchema = z.object({ token: z.string() });
