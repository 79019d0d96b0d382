import { randomBytes } from 'node:crypto';
import { createTikTokClient, createTokenCipher, deriveDeviceCookieKey, formatTokenKey, SESSION_CACHE_DEFAULTS, type SessionCache, type SessionCacheOptions, type SessionValidator, type TikTokClientOptions, type TokenKey, validateSessionToken } from '@adfleet/core';
import { createGraphClient, type GraphClientOptions } from '@adfleet/core/graph';
import { createDatabase, type Db } from '@adfleet/db';
import { newSandboxSecret } from '@adfleet/graph-sandbox';
import type { ProcessMetrics } from '@adfleet/telemetry/metrics-registry';
import { type AppServer, appRouter, buildServer, configFromEnv, createCallerFactory, createContextInner, type JobQueue, serverEnvSchema, type ServerConfig, type ServerDeps, startJobQueue, startSessionCache } from '@adfleet/server';
import type { FastifyServerOptions } from 'fastify';

/**
 * Where `server.inject` says it sends its requests (`Host: localhost:80`): the test server's PUBLIC_URL unless a test
 * names another, so injected requests pass the Host check as a browser at PUBLIC_URL does.
 */
const INJECT_PUBLIC_URL = 'http://localhost';

/** A config as main.ts builds it, with sandbox secrets of its own (fresh per call, as per installation). */
export function testConfig(overrides: Partial<ServerConfig> = {}, env: Record<string, string> = {}): ServerConfig {
  const sandboxSecrets = { appSecret: newSandboxSecret(), controlKey: newSandboxSecret() };
  const tiktokSandboxSecrets = { appSecret: newSandboxSecret(), controlKey: newSandboxSecret() };
  const parsed = serverEnvSchema.parse({ PUBLIC_URL: INJECT_PUBLIC_URL, ...env });
  return { ...configFromEnv(parsed, { tokenEncryptionKeyLoaded: true, version: 'test', sandboxSecrets, tiktokSandboxSecrets }), ...overrides };
}

const testTokenKey: TokenKey = { version: 1, key: randomBytes(32) };
/** A fresh key per test run: tests read tokens back only through the cipher, never from a fixture. */
export const testCipher = createTokenCipher(testTokenKey);
/** The same key as a worker process reads it (TOKEN_ENCRYPTION_KEY), for tests that spawn one. */
export const testTokenKeySpec = formatTokenKey(testTokenKey);
/** The device-cookie key the test server signs with, derived as the real launcher derives it. */
const testDeviceKey = deriveDeviceCookieKey(testTokenKey.key);

export function testGraphClient(config: ServerConfig, options: Partial<GraphClientOptions> = {}) {
  return createGraphClient({ baseUrl: config.meta.graphBaseUrl, version: config.meta.graphVersion, appSecret: config.meta.appSecret, ...options });
}

/** The TikTok client of a test server and its workers: the TikTok sandbox the test server mounts. */
export function testTikTokClient(config: ServerConfig, options: Partial<TikTokClientOptions> = {}) {
  return createTikTokClient({ baseUrl: config.tiktok.apiBaseUrl, ...options });
}

export interface TestServer {
  app: AppServer;
  db: Db;
  sessions: SessionCache;
  jobs: JobQueue;
  close(): Promise<void>;
}

/** The real server against a test database, driven with `app.server.inject`. */
export async function startTestServer(options: {
  connectionString: string;
  db?: Db;
  config?: ServerConfig;
  webDistDir?: string;
  /** Where the Graph sandbox keeps its state (sandbox mode); in memory without it. */
  sandboxStateFile?: string;
  logger?: FastifyServerOptions['logger'];
  /** Overrides for the server's Graph client (an injected sleep, a short throttle wait). */
  graph?: Partial<GraphClientOptions>;
  /** How a slowed sign-in waits (default: really waits). */
  sleep?: (ms: number) => Promise<void>;
  /** Errors of the job system; by default they fail the test (a test that restarts the database expects some). */
  onJobError?: (error: Error) => void;
  /** The session cache's timing, as in production by default. */
  sessionCache?: SessionCacheOptions;
  /** The app's clock: a test that freezes time for its direct calls freezes the server's too. */
  now?: () => Date;
  /** The server process's metrics, as METRICS_PORT turns them on: its requests and platform calls are counted in them. */
  metrics?: ProcessMetrics;
}): Promise<TestServer> {
  const ownDb = options.db ? undefined : createDatabase(options.connectionString, { maxConnections: 3 });
  const jobs = await startJobQueue(
    options.connectionString,
    options.onJobError ??
      ((error) => {
        throw error;
      }),
  );
  const config = options.config ?? testConfig();
  const db = options.db ?? ownDb!.db;
  const sessionCache = await startSessionCache(db, options.connectionString, options.sessionCache ?? SESSION_CACHE_DEFAULTS);
  const app = await buildServer(
    {
      config,
      db,
      sessions: sessionCache.sessions,
      jobs,
      now: options.now ?? (() => new Date()),
      cipher: testCipher,
      graph: testGraphClient(config, { ...options.graph, ...(options.metrics ? { onCall: options.metrics.platformCalls } : {}) }),
      tiktok: testTikTokClient(config, options.metrics ? { onCall: options.metrics.platformCalls } : {}),
      deviceKey: testDeviceKey,
      ...(options.sleep ? { sleep: options.sleep } : {}),
    },
    {
      logger: options.logger ?? false,
      ...(options.webDistDir ? { webDistDir: options.webDistDir } : {}),
      ...(options.sandboxStateFile ? { sandboxStateFile: options.sandboxStateFile } : {}),
      ...(options.metrics ? { metrics: options.metrics.registry } : {}),
    },
  );
  await app.server.ready();
  return {
    app,
    db,
    sessions: sessionCache.sessions,
    jobs,
    async close() {
      await app.stop();
      await sessionCache.stop();
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

/** Every call asks the database: a procedure test sees each session change at once. */
function uncachedSessions(db: Db): SessionValidator {
  return { validate: (token, now) => validateSessionToken(db, token, now), forgetUser: () => undefined };
}

export function testDeps(db: Db, config: ServerConfig = testConfig()): ServerDeps {
  const noJobs = () => Promise.reject(new Error('this test sends no jobs'));
  // Sign-up mails a confirmation (its message row is still written): delivery is tested with a real queue elsewhere.
  const mailOnly = (_trx: unknown, name: string) => (name === 'mail.send' ? Promise.resolve(null) : noJobs());
  const jobs: JobQueue = {
    send: noJobs,
    outcome: () => Promise.resolve(null),
    transactional: { send: mailOnly, sendMany: noJobs, schedule: noJobs, unschedule: noJobs, cancelWaiting: noJobs },
    running: () => false,
    stop: () => Promise.resolve(),
  };
  return { config, db, sessions: uncachedSessions(db), jobs, now: () => new Date(), cipher: testCipher, graph: testGraphClient(config), tiktok: testTikTokClient(config), deviceKey: testDeviceKey };
}
