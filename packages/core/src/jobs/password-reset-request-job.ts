import { z } from 'zod';
import { defineJob } from './job-contract.ts';

/**
 * A forgot-password request, looked up and answered here rather than in the request: the form's answer then costs
 * the same whether or not the address has an account (no timing tells them apart), and survives a server restart.
 */
export const passwordResetRequestJob = defineJob({
  name: 'auth.password_reset_request',
  payload: z.object({
    email: z.string().max(254),
    language: z.enum(['en', 'es']),
    /** The app's public URL when the request was made: where the mailed link points. */
    appUrl: z.url(),
    ip: z.string(),
    userAgent: z.string().max(1000).nullable(),
  }),
  result: z.object({ issued: z.boolean() }),
  queue: { retryLimit: 5, retryDelay: 10, retryBackoff: true, expireInSeconds: 60 },
});
