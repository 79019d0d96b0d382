import path from 'node:path';
import { formatTokenKey, logTransportFor } from '@adfleet/core';
import { DatabaseStartupError } from '@adfleet/db';
import pino from 'pino';
import { EnvError, inheritedEnvironment, readServerEnv } from './env.ts';
import { loggerOptions } from './logger.ts';
import { migrateDatabase, resolveDatabase } from './startup/database.ts';
import { loadInstallation } from './startup/installation.ts';
import { orderlyStop } from './startup/orderly-stop.ts';
import { ChildStartError, superviseProcess } from './startup/supervised-process.ts';
import { EncryptionKeyError } from './startup/token-encryption-key.ts';
import { workerNodeOptions } from './startup/worker-node-options.ts';

/**
 * The children's entries: their bundles beside this one when it runs bundled (`npm start`, ADR 0066), else their
 * sources (tests and development run the TypeScript as it is).
 */
const bundled = !import.meta.filename.endsWith('.ts');
const SERVER_MAIN = bundled ? path.resolve(import.meta.dirname, 'server.js') : path.resolve(import.meta.dirname, 'server-main.ts');
const WORKER_MAIN = bundled ? path.resolve(import.meta.dirname, 'worker.js') : path.resolve(import.meta.dirname, '../../worker/src/main.ts');

/**
 * The launcher `npm start` runs (ADR 0072): it starts the database (embedded in DATA_DIR, or DATABASE_URL), migrates
 * it, loads or generates this installation's secrets, then runs the HTTP server and the worker as two child processes
 * and restarts whichever dies. A server that runs out of memory takes no job down with it, and comes back. It holds no
 * request and no job itself, so it stays small and nothing a user sends can end it.
 */
const lifecycle = orderlyStop();

async function main() {
  const env = readServerEnv();
  const transport = logTransportFor({ stdoutIsTTY: process.stdout.isTTY === true, nodeEnv: env.NODE_ENV });
  const log = pino({ ...(loggerOptions(env.LOG_LEVEL, transport) as pino.LoggerOptions), base: { service: 'launcher' } });
  const shutdown = (signal: string) => {
    if (lifecycle.stopping) return;
    log.info({ signal }, 'shutting down');
    void lifecycle.stop();
  };
  process.on('SIGINT', () => shutdown('SIGINT'));
  process.on('SIGTERM', () => shutdown('SIGTERM'));

  const database = await resolveDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onLog: (line) => log.debug({ postgres: line }),
  });
  lifecycle.add(database.stop);
  log.info({ database: database.kind, dataDir: database.kind === 'embedded' ? path.resolve(env.DATA_DIR) : undefined }, 'database ready');
  if (env.MIGRATE_ON_START) {
    const applied = await migrateDatabase(database.connectionString);
    if (applied.length > 0) log.info({ applied }, 'migrations applied');
  }

  const { encryptionKey, config } = await loadInstallation(env);
  if (encryptionKey.source === 'generated') log.warn('generated a token encryption key in DATA_DIR; set TOKEN_ENCRYPTION_KEY in production');
  const shared = {
    DATABASE_URL: database.connectionString,
    // The server encrypts the tokens the worker decrypts: both get the key this launcher loaded (or generated).
    TOKEN_ENCRYPTION_KEY: formatTokenKey({ version: encryptionKey.version, key: encryptionKey.key }),
    TOKEN_ENCRYPTION_PREVIOUS_KEYS: encryptionKey.previous.map(formatTokenKey).join(','),
  };

  // The server keeps the memory limits this process was given (scripts/server-memory.env, ADR 0061).
  const server = superviseProcess({ name: 'server', main: SERVER_MAIN, env: shared, announcesReady: true, log });
  lifecycle.add(server.stop);

  // The worker starts beside the server, not after it: it needs only the database, and a job that calls the server's
  // sandbox before it listens fails and is retried, as it is while a server that died comes back.
  if (env.START_WORKER) {
    const worker = superviseProcess({
      name: 'worker',
      main: WORKER_MAIN,
      nodeOptions: workerNodeOptions(inheritedEnvironment()['NODE_OPTIONS']),
      env: {
        ...shared,
        LOG_LEVEL: env.LOG_LEVEL,
        // The worker shares the terminal (inherited stdio), so it decides on readable lines the same way.
        NODE_ENV: env.NODE_ENV,
        // The worker talks to the same Graph API (the sandbox in sandbox mode) and TikTok API as the server.
        GRAPH_API_BASE_URL: config.meta.graphBaseUrl,
        GRAPH_API_VERSION: config.meta.graphVersion,
        TIKTOK_API_BASE_URL: config.tiktok.apiBaseUrl,
        FACEBOOK_APP_SECRET: config.meta.appSecret,
        SYNC_INTERVAL_MINUTES: String(config.syncIntervalMinutes),
        // Sandbox mode is a world of its own: its demo figures convert with the bundled, deterministic rates.
        EXCHANGE_RATES_URL: config.mode === 'sandbox' ? 'bundled' : env.EXCHANGE_RATES_URL,
        // Two processes cannot listen on one port: the server serves its metrics on METRICS_PORT, the worker on the next.
        ...(env.METRICS_PORT === undefined ? {} : { METRICS_PORT: String(env.METRICS_PORT + 1) }),
      },
      announcesReady: false,
      log,
    });
    // Registered last, so stopped first: its running jobs finish while the server and the database are still up.
    lifecycle.add(worker.stop);
  }
  // A server that cannot start (a port in use, say) ends the launcher: its problem is the operator's to fix.
  await server.ready;
}

main().catch((error: unknown) => {
  // The server child that could not start said why itself (a port in use, say); the launcher only stops what it started.
  if (error instanceof ChildStartError) return lifecycle.stop(1);
  return lifecycle.failStart(error, [EnvError, DatabaseStartupError, EncryptionKeyError]);
});
