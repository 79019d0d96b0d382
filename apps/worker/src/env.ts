import { DEFAULT_EXCHANGE_RATES_URL, isSchedulableInterval, TIKTOK_API_BASE_URL } from '@adfleet/core';
import { GRAPH_API_VERSION } from '@adfleet/core/graph';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

/**
 * Every setting the worker reads. The launcher passes all of them when it runs the worker beside the server; a
 * worker started on its own needs at least DATABASE_URL and the server's TOKEN_ENCRYPTION_KEY.
 */
const workerEnvSchema = z.object({
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required: the worker shares the server database'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  /** Production always logs JSON lines; elsewhere a terminal gets readable ones. */
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
  TOKEN_ENCRYPTION_KEY: z.string().trim().min(1, 'TOKEN_ENCRYPTION_KEY is required: the worker decrypts the Meta tokens the server stored, with the same key'),
  TOKEN_ENCRYPTION_PREVIOUS_KEYS: optionalString,
  /** graph.facebook.com, or the server's sandbox (http://host:port/sandbox/graph) in sandbox mode. */
  GRAPH_API_BASE_URL: z.url().default('https://graph.facebook.com'),
  GRAPH_API_VERSION: z.string().regex(/^v\d+\.\d+$/, `GRAPH_API_VERSION looks like ${GRAPH_API_VERSION}`).default(GRAPH_API_VERSION),
  /** TikTok's Marketing API with its version path, or the server's TikTok sandbox (http://host:port/sandbox/tiktok/open_api/v1.3). */
  TIKTOK_API_BASE_URL: z.url().default(TIKTOK_API_BASE_URL),
  /** Signs every Graph call (appsecret_proof); required by Meta apps that enforce it. */
  FACEBOOK_APP_SECRET: optionalString,
  SYNC_INTERVAL_MINUTES: z.coerce
    .number()
    .int()
    .refine(isSchedulableInterval, 'SYNC_INTERVAL_MINUTES must divide an hour or be whole hours dividing a day')
    .default(60),
  /** Daily exchange rates (ECB XML or `{ base, date, rates }` JSON), or `bundled` for the deterministic table (sandbox mode). */
  EXCHANGE_RATES_URL: z.union([z.literal('bundled'), z.url()]).default(DEFAULT_EXCHANGE_RATES_URL),
  /**
   * The longest one statement of a job may run (or wait for a lock) before PostgreSQL cancels it and the job fails
   * and is retried (ADR 0072): a backstop against a runaway statement holding a connection and its locks, well above
   * any a job runs (a sync writes an account's 90 days in batches, a deletion erases in batches).
   */
  JOB_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(3_600_000).default(60_000),
  /** smtp:// or smtps:// URL of the server outgoing mail goes through; unset, messages stay in the database (ADR 0037). */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** The From of outgoing mail, e.g. `AdFleet <no-reply@example.com>`. */
  MAIL_FROM: optionalString,
  /** The port of the worker's own `/livez` and `/readyz` (with its queues' state), for an orchestrator; unset, none. */
  WORKER_HEALTH_PORT: z.coerce.number().int().min(1).max(65_535).optional(),
  /** The address that port listens on: every interface by default, as a container's probes come from outside it. */
  WORKER_HEALTH_HOST: z.string().default('0.0.0.0'),
  /**
   * On SIGTERM the worker takes no new job and gives running ones this long to finish; whatever still runs then is
   * handed back to the queue, where another worker resumes it from its recorded steps. Keep it under the
   * orchestrator's grace period (Kubernetes' default 30 s, compose's `stop_grace_period`), or the worker is killed
   * first and its jobs wait for their heartbeat to lapse instead.
   */
  WORKER_STOP_GRACE_SECONDS: z.coerce.number().int().min(1).max(3_600).default(25),
  /** Set: Prometheus text at `/metrics` on this port (ADR 0099); unset, no metrics are kept or served. */
  METRICS_PORT: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(65_535).optional()),
  /** The address the metrics port listens on: 0.0.0.0 in a container, so Prometheus can reach it. */
  METRICS_HOST: z.string().default('127.0.0.1'),
});

export type WorkerEnv = z.infer<typeof workerEnvSchema>;

export function readWorkerEnv(source: Record<string, string | undefined> = process.env): WorkerEnv {
  const result = workerEnvSchema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new Error(`Invalid worker configuration:\n${lines.join('\n')}`);
  }
  return result.data;
}
