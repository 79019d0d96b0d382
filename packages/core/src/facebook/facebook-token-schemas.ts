import { z } from 'zod';
import { userSchema } from '../auth/auth-schemas.ts';

/** The spec's SDK path: the token the JavaScript SDK obtained, and the profile it read. */
export const facebookTokenInputSchema = z.object({
  accessToken: z.string().trim().min(1).max(4096),
  /** Only its id is read; the rest of the SDK's profile is dropped, not refused. */
  userInfo: z.object({ id: z.string().max(64).optional() }).optional(),
  /** True when the browser already holds an AdFleet session (it also sends it as Bearer). */
  authenticated: z.boolean().optional(),
});

export const facebookTokenResultSchema = z.object({ success: z.literal(true), token: z.string(), user: userSchema });
