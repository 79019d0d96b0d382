import { z } from 'zod';

/** Settings of the standalone sandbox (node src/main.ts); the app mounts the plugin with its own settings instead. */
const sandboxEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4200),
  HOST: z.string().default('127.0.0.1'),
  SEED: z.coerce.number().int().default(1),
  STATE_FILE: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .optional(),
  /** Comma-separated redirect URIs the authorization page accepts. */
  REDIRECT_URIS: z.string().default('http://localhost:3000/api/auth/tiktok/callback'),
  PUBLIC_URL: z.url().optional(),
  /** This installation's app secret and control key; without them they are kept in STATE_FILE's folder (secrets/). */
  SANDBOX_APP_SECRET: z.string().min(16).optional(),
  SANDBOX_CONTROL_KEY: z.string().min(16).optional(),
  /** TikTok's limits per app; the Basic tier by default. */
  QPS: z.coerce.number().int().min(1).optional(),
  QPM: z.coerce.number().int().min(1).optional(),
});

export type SandboxEnv = z.infer<typeof sandboxEnvSchema>;

export function readSandboxEnv(source: Record<string, string | undefined> = process.env): SandboxEnv {
  const result = sandboxEnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid TikTok sandbox configuration:\n${result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  }
  return result.data;
}
