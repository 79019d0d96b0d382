import { z } from 'zod';

/** Every setting the worker reads. The launcher passes DATABASE_URL when it runs the embedded database. */
export const workerEnvSchema = z.object({
  DATABASE_URL: z.string().min(1, 'DATABASE_URL is required: the worker shares the server database'),
  LOG_LEVEL: z.enum(['fatal', 'error', 'warn', 'info', 'debug', 'trace', 'silent']).default('info'),
  WORKER_CONCURRENCY: z.coerce.number().int().min(1).max(100).default(4),
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
