import { z } from 'zod';
import { userMessageSchema } from '../messages/index.ts';

/** `{ healthy, message }` as the spec's health endpoints answer; REST writes `message` in the request's language. */
export const healthCheckResultSchema = z.object({
  healthy: z.boolean(),
  message: userMessageSchema,
});
export type HealthCheckResult = z.infer<typeof healthCheckResultSchema>;

export const facebookCredentialsStatusSchema = z.object({
  configured: z.boolean(),
  missingKeys: z.array(z.string()),
});
export type FacebookCredentialsStatus = z.infer<typeof facebookCredentialsStatusSchema>;

/** sandbox: the built-in Graph sandbox stands in for Meta; meta: a real Meta app is configured. */
const appModeSchema = z.enum(['sandbox', 'meta']);
export type AppMode = z.infer<typeof appModeSchema>;

export const workerStatusSchema = healthCheckResultSchema.extend({
  lastHeartbeatAt: z.date().nullable(),
  activeWorkers: z.number().int().nonnegative(),
  /** Milliseconds from sending a ping job to a worker picking it up; null when no worker answered in time. */
  pickupMs: z.number().nonnegative().nullable(),
});
export type WorkerStatus = z.infer<typeof workerStatusSchema>;

/**
 * The Graph API version the server calls and how near its end is: Meta's release and Marketing API expiry days
 * (YYYY-MM-DD; expiry null while Meta has not announced it), whole days left, and whether to warn.
 */
export const graphApiVersionStatusSchema = z.object({
  version: z.string(),
  released: z.iso.date(),
  expires: z.iso.date().nullable(),
  daysLeft: z.number().int().nullable(),
  state: z.enum(['current', 'expiring', 'expired']),
});
export type GraphApiVersionStatus = z.infer<typeof graphApiVersionStatusSchema>;

export const systemInfoSchema = z.object({
  mode: appModeSchema,
  version: z.string(),
});
