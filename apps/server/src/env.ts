import { DEFAULT_EXCHANGE_RATES_URL, isSchedulableInterval } from '@adfleet/core';
import { z } from 'zod';

const optionalString = z
  .string()
  .trim()
  .transform((value) => value || undefined)
  .optional();

const booleanFlag = z
  .enum(['true', 'false', '1', '0', 'yes', 'no'])
  .transform((value) => ['true', '1', 'yes'].includes(value));

/** Shared with the worker's env: both must agree on the interval the schedules use. */
const syncInterval = z.coerce
  .number()
  .int()
  .refine(isSchedulableInterval, 'SYNC_INTERVAL_MINUTES must divide an hour (1, 2, 5, 10, 15, 20, 30) or be whole hours dividing a day (60, 120, 180, 240, 360, 480, 720, 1440)')
  .default(60);

/** Every setting the server reads, validated once at start. `.env.example` documents each. */
export const serverEnvSchema = z.object({
  NODE_ENV: z.enum(['development', 'production', 'test']).default('development'),
  PORT: z.coerce.number().int().min(1).max(65_535).default(3000),
  HOST: z.string().default('127.0.0.1'),
  PUBLIC_URL: z.url().optional(),
  DATA_DIR: z.string().default('./.data'),
  DATABASE_URL: optionalString,
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  TOKEN_ENCRYPTION_KEY: optionalString,
  TOKEN_ENCRYPTION_PREVIOUS_KEYS: optionalString,
  SYNC_INTERVAL_MINUTES: syncInterval,
  FACEBOOK_APP_ID: optionalString,
  FACEBOOK_APP_SECRET: optionalString,
  FACEBOOK_REDIRECT_URI: optionalString,
  /** Both set: TikTok's real Marketing API. Neither: the TikTok sandbox (outside production, or with ADFLEET_SANDBOX=allow). */
  TIKTOK_APP_ID: optionalString,
  TIKTOK_APP_SECRET: optionalString,
  /** `allow` lets NODE_ENV=production run without Meta credentials, i.e. in sandbox mode; anything else refuses. */
  ADFLEET_SANDBOX: optionalString.pipe(z.enum(['allow']).optional()),
  START_WORKER: booleanFlag.default(true),
  /**
   * The server brings the schema to this build's latest migration as it starts. `false` leaves that to the `migrate`
   * command (a Kubernetes Job, a release step); the server then answers /readyz 503 until it has run.
   */
  MIGRATE_ON_START: booleanFlag.default(true),
  /**
   * The longest one statement of a request may run (or wait for a lock) before PostgreSQL cancels it and the request
   * answers 503 (ADR 0072). The heaviest measured (a Reports page over 2,000,000 insight rows) takes about 0.7 s.
   */
  REQUEST_STATEMENT_TIMEOUT_MS: z.coerce.number().int().min(100).max(600_000).default(5_000),
  TRUST_PROXY: booleanFlag.default(false),
  /** Where the worker reads daily exchange rates in Meta mode; sandbox mode always uses the bundled table (ADR 0030). */
  EXCHANGE_RATES_URL: z.url().default(DEFAULT_EXCHANGE_RATES_URL),
  /**
   * smtp:// or smtps:// URL outgoing mail goes through (the worker sends it; it inherits this). Unset, messages stay
   * in the database, and sandbox mode shows them at /dev/outbox (ADR 0037).
   */
  SMTP_URL: optionalString.pipe(z.url({ protocol: /^smtps?$/ }).optional()),
  /** The From of outgoing mail, e.g. `AdFleet <no-reply@example.com>`. */
  MAIL_FROM: optionalString,
  /**
   * Set: Prometheus text at `/metrics` on this port of its own, never on PORT (ADR 0099). Under `npm start` the
   * worker it runs serves its own on the next port. Unset: no metrics are kept or served.
   */
  METRICS_PORT: optionalString.pipe(z.coerce.number<string | undefined>().int().min(1).max(65_535).optional()),
  /** The address the metrics port listens on: 0.0.0.0 in a container, so Prometheus can reach it. */
  METRICS_HOST: z.string().default('127.0.0.1'),
});

export type ServerEnv = z.infer<typeof serverEnvSchema>;

export class EnvError extends Error {
  override name = 'EnvError';
}

function parseEnv<Schema extends z.ZodType>(schema: Schema, source: Record<string, string | undefined>): z.infer<Schema> {
  const result = schema.safeParse(source);
  if (!result.success) {
    const lines = result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`);
    throw new EnvError(`Invalid configuration:\n${lines.join('\n')}\nSee .env.example for every setting.`);
  }
  return result.data;
}

export function readServerEnv(source: Record<string, string | undefined> = process.env): ServerEnv {
  const env = parseEnv(serverEnvSchema, source);
  // A production server without Meta credentials would quietly serve the demo sandbox: only on purpose.
  if (env.NODE_ENV === 'production' && !(env.FACEBOOK_APP_ID && env.FACEBOOK_APP_SECRET) && env.ADFLEET_SANDBOX !== 'allow') {
    throw new EnvError('NODE_ENV=production needs FACEBOOK_APP_ID and FACEBOOK_APP_SECRET, or ADFLEET_SANDBOX=allow to run the demo Graph sandbox in production on purpose.');
  }
  return env;
}

/** What the `migrate` command reads: the database (DATABASE_URL, or the embedded one in DATA_DIR) and how to log. */
export function readMigrateEnv(source: Record<string, string | undefined> = process.env) {
  return parseEnv(serverEnvSchema.pick({ NODE_ENV: true, DATA_DIR: true, DATABASE_URL: true, LOG_LEVEL: true }), source);
}

/** The environment a child process (the server or the worker) inherits, before the launcher adds its own settings. */
export function inheritedEnvironment(): Record<string, string | undefined> {
  return { ...process.env };
}
