import { z } from 'zod';
import { issueCode } from '../messages/index.ts';

const USERNAME_PATTERN = /^[A-Za-z0-9._-]+$/;

const optionalName = z
  .string()
  .trim()
  .max(100)
  .optional()
  .nullable()
  .transform((value) => value || null);

/**
 * Every password a person sets goes through this for its length; how easy it is to guess depends on who sets it (their
 * name, username and address), so the services that set one score it with requireStrongPassword (password-strength.ts).
 */
export const newPasswordSchema = z.string().min(8).max(128);

export const registerInputSchema = z.object({
  username: z
    .string()
    .trim()
    .min(3)
    .max(50)
    .regex(USERNAME_PATTERN, issueCode('usernameCharacters')),
  email: z.string().trim().max(254).pipe(z.email()),
  password: newPasswordSchema,
  firstName: optionalName,
  lastName: optionalName,
});
export type RegisterInput = z.input<typeof registerInputSchema>;

export const loginInputSchema = z.object({
  /** A username or an e-mail address. */
  username: z.string().trim().min(1).max(254),
  password: z.string().min(1).max(128),
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
