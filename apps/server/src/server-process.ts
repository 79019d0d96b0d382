import path from 'node:path';
import { createTikTokClient, createTokenCipher, deriveDeviceCookieKey, logTransportFor } from '@adfleet/core';
import { createGraphClient } from '@adfleet/core/graph';
import { assertDatabaseAnswers, createDatabase, DatabaseStartupError } from '@adfleet/db';
import { serveMetrics } from '@adfleet/telemetry/metrics-server';
import type { Tracing } from '@adfleet/telemetry/tracing';
import pino from 'pino';
import { buildServer, PortInUseError } from './build-server.ts';
import { EnvError, readServerEnv } from './env.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { loggerOptions } from './logger.ts';
import { migrateDatabase } from './startup/database.ts';
import { loadInstallation } from './startup/installation.ts';
import { orderlyStop } from './startup/orderly-stop.ts';
import { startSessionCache } from './startup/session-cache.ts';
import { READY_MESSAGE } from './startup/supervised-process.ts';
import { EncryptionKeyError } from './startup/token-encryption-key.ts';

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');

/**
 * The HTTP server process: the API, the web app and, in sandbox mode, the sandboxes. `npm start`'s launcher (main.ts)
 * runs it as a child beside the worker and restarts it if it dies (ADR 0072); a scaled-out deployment runs any number
 * of them on their own (`node apps/server/dist/server.js`, README "Scaling out"). Either way it is given DATABASE_URL.
 * Its entry (server-main.ts) has started tracing, when configured, before this module loaded.
 */
const lifecycle = orderlyStop();

async function main(tracing: Tracing | undefined) {
  // Added first, so stopped last: the spans of everything else's stop are sent too.
  if (tracing) lifecycle.add(tracing.stop);
  const env = readServerEnv();
  if (!env.DATABASE_URL) {
    throw new EnvError('The server process needs DATABASE_URL. `npm start` (node apps/server/dist/main.js) starts the embedded PostgreSQL in DATA_DIR and runs the server with it.');
  }
  const transport = logTransportFor({ stdoutIsTTY: process.stdout.isTTY === true, nodeEnv: env.NODE_ENV });
  const logOptions = loggerOptions(env.LOG_LEVEL, transport, tracing?.logFields);
  const log = pino({ ...(logOptions as pino.LoggerOptions), base: { service: 'server' } });

  await assertDatabaseAnswers(env.DATABASE_URL);
  // Under the launcher the schema is migrated already and this finds nothing to do; a server on its own migrates,
  // unless the operator runs `migrate` apart (it then answers /readyz 503 until that has run).
  if (env.MIGRATE_ON_START) {
    const applied = await migrateDatabase(env.DATABASE_URL);
    if (applied.length > 0) log.info({ applied }, 'migrations applied');
  }
  const { encryptionKey, config } = await loadInstallation(env);
  if (encryptionKey.source === 'generated') log.warn('generated a token encryption key in DATA_DIR; set TOKEN_ENCRYPTION_KEY in production');

  // Every statement of a request is bounded, so no request holds a connection or a lock for long (ADR 0072).
  const { db, destroy } = createDatabase(env.DATABASE_URL, { statementTimeoutMs: env.REQUEST_STATEMENT_TIMEOUT_MS });
  lifecycle.add(destroy);
  const jobs = await startJobQueue(env.DATABASE_URL, (error) => log.error({ err: error }, 'job queue error'));
  lifecycle.add(jobs.stop);

  const currentKey = { version: encryptionKey.version, key: encryptionKey.key };
  const cipher = createTokenCipher(currentKey, encryptionKey.previous);
  // prom-client is loaded only when metrics are on (ADR 0099).
  const metrics = env.METRICS_PORT === undefined ? undefined : (await import('@adfleet/telemetry/metrics-registry')).createProcessMetrics('server');
  const graph = createGraphClient({ baseUrl: config.meta.graphBaseUrl, version: config.meta.graphVersion, appSecret: config.meta.appSecret, onCall: metrics?.platformCalls });
  const tiktok = createTikTokClient({ baseUrl: config.tiktok.apiBaseUrl, onCall: metrics?.platformCalls });
  const deviceKey = deriveDeviceCookieKey(currentKey.key);
  // Wiring point for outgoing email: the data-deletion confirmation goes through this sender. Until the app's mailer
  // is plugged in here, sandbox mode keeps confirmations in its local outbox and Meta mode only logs that none was sent.
  const sessionCache = await startSessionCache(db, env.DATABASE_URL);
  lifecycle.add(sessionCache.stop);
  const app = await buildServer({ config, db, sessions: sessionCache.sessions, jobs, now: () => new Date(), cipher, graph, tiktok, deviceKey }, {
    logger: logOptions,
    webDistDir: WEB_DIST_DIR,
    sandboxStateFile: path.join(path.resolve(env.DATA_DIR), 'graph-sandbox.json'),
    tiktokSandboxStateFile: path.join(path.resolve(env.DATA_DIR), 'tiktok-sandbox.jsonl'),
    metrics: metrics?.registry,
    traced: tracing !== undefined,
  });
  await app.start({ port: env.PORT, host: env.HOST });
  lifecycle.add(app.stop);
  if (metrics && env.METRICS_PORT !== undefined) {
    const served = await serveMetrics(metrics.registry, { port: env.METRICS_PORT, host: env.METRICS_HOST });
    lifecycle.add(served.stop);
    log.info({ url: served.url }, 'metrics served');
  }
  log.info({ url: config.publicUrl, mode: config.mode }, 'AdFleet is ready');
  process.send?.(READY_MESSAGE);

  const shutdown = (reason: string) => {
    if (lifecycle.stopping) return;
    log.info({ reason }, 'shutting down');
    void lifecycle.stop();
  };
  process.on('SIGTERM', () => shutdown('SIGTERM'));
  // Ctrl-C reaches every process of the terminal's group: under the launcher, the launcher stops its children in order.
  process.on('SIGINT', () => {
    if (!process.connected) shutdown('SIGINT');
  });
  // Started by the launcher: when it dies (even by kill -9) the channel closes, and a server left behind would hold the
  // port a restarted launcher needs.
  process.on('disconnect', () => shutdown('launcher gone'));
  if (process.send && !process.connected) shutdown('launcher gone while the server started');
}

export function runServerProcess(tracing: Tracing | undefined): void {
  main(tracing).catch((error: unknown) => lifecycle.failStart(error, [EnvError, DatabaseStartupError, PortInUseError, EncryptionKeyError]));
}
