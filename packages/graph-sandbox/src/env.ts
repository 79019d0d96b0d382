import { z } from 'zod';

/** Settings of the standalone sandbox (node src/main.ts); the app mounts the plugin with its own settings instead. */
const sandboxEnvSchema = z.object({
  PORT: z.coerce.number().int().min(0).max(65_535).default(4100),
  HOST: z.string().default('127.0.0.1'),
  SEED: z.coerce.number().int().default(1),
  STATE_FILE: z
    .string()
    .trim()
    .transform((value) => value || undefined)
    .optional(),
  /** Comma-separated redirect URIs the sandbox app accepts. */
  REDIRECT_URIS: z.string().default('http://localhost:3000/api/auth/facebook/callback'),
  PUBLIC_URL: z.url().optional(),
  /** This installation's app secret and control key; without them they are kept in STATE_FILE's folder (secrets/). */
  SANDBOX_APP_SECRET: z.string().min(16).optional(),
  SANDBOX_CONTROL_KEY: z.string().min(16).optional(),
  REQUIRE_APPSECRET_PROOF: z
    .enum(['true', 'false'])
    .default('false')
    .transform((value) => value === 'true'),
});

export type SandboxEnv = z.infer<typeof sandboxEnvSchema>;

export function readSandboxEnv(source: Record<string, string | undefined> = process.env): SandboxEnv {
  const result = sandboxEnvSchema.safeParse(source);
  if (!result.success) {
    throw new Error(`Invalid graph sandbox configuration:\n${result.error.issues.map((issue) => `  ${issue.path.join('.')}: ${issue.message}`).join('\n')}`);
  }
  return result.data;
}
