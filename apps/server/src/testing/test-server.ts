import { createDatabase, type Db } from '@adfleet/db';
import type { FastifyServerOptions } from 'fastify';
import { type AppServer, buildServer } from '../build-server.ts';
import { configFromEnv, type ServerConfig } from '../config.ts';
import { serverEnvSchema } from '../env.ts';
import { type JobQueue, startJobQueue } from '../jobs/job-queue.ts';
import { createContextInner, type ServerDeps } from '../trpc/context.ts';
import { createCallerFactory } from '../trpc/init.ts';
import { appRouter } from '../trpc/router.ts';

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

const createTestCaller = createCallerFactory(appRouter);

/** Calls procedures directly, as a client holding `token` (or anonymously), the way tRPC and REST would. */
export function callerAs(deps: ServerDeps, token?: string, ip = '127.0.0.1') {
  return createTestCaller(
    createContextInner(deps, { requestId: 'test', ip, userAgent: 'vitest' }, token ? { credentials: { token, via: 'bearer' } } : {}),
  );
}

export function testDeps(db: Db, config: ServerConfig = testConfig()): ServerDeps {
  const jobs: JobQueue = {
    send: () => Promise.reject(new Error('this test sends no jobs')),
    outcome: () => Promise.resolve(null),
    stop: () => Promise.resolve(),
  };
  return { config, db, jobs, now: () => new Date() };
}
