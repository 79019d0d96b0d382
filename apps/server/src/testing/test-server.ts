import { createDatabase, type Db } from '@adfleet/db';
import type { FastifyServerOptions } from 'fastify';
import { type AppServer, buildServer } from '../build-server.ts';
import { configFromEnv, type ServerConfig } from '../config.ts';
import { serverEnvSchema } from '../env.ts';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.ts';

export function testConfig(overrides: Partial<ServerConfig> = {}, env: Record<string, string> = {}): ServerConfig {
  return { ...configFromEnv(serverEnvSchema.parse(env), { tokenEncryptionKeyLoaded: true, version: 'test' }), ...overrides };
}

export interface TestServer {
  app: AppServer;
  jobs: JobQueue;
  close(): Promise<void>;
}

/** The real server against a test database, driven with `app.server.inject`. */
export async function startTestServer(options: {
  connectionString: string;
  db?: Db;
  config?: ServerConfig;
  webDistDir?: string;
  logger?: FastifyServerOptions['logger'];
}): Promise<TestServer> {
  const ownDb = options.db ? undefined : createDatabase(options.connectionString, { maxConnections: 3 });
  const jobs = await startJobQueue(options.connectionString, (error) => {
    throw error;
  });
  const app = await buildServer(
    { config: options.config ?? testConfig(), db: options.db ?? ownDb!.db, jobs, now: () => new Date() },
    { logger: options.logger ?? false, ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}) },
  );
  await app.server.ready();
  return {
    app,
    jobs,
    async close() {
      await app.stop();
      await jobs.stop();
      await ownDb?.destroy();
    },
  };
}
