import path from 'node:path';
import { createTikTokClient, createTokenCipher, deriveDeviceCookieKey, formatTokenKey, logTransportFor } from '@adfleet/core';
import { createGraphClient } from '@adfleet/core/graph';
import { createDatabase, DatabaseStartupError, migrateToLatest } from '@adfleet/db';
import { loadSandboxSecrets } from '@adfleet/graph-sandbox/settings';
import { loadTikTokSandboxSecrets } from '@adfleet/tiktok-sandbox/settings';
import pino from 'pino';
import packageJson from '../package.json' with { type: 'json' };
import { buildServer, PortInUseError } from './build-server.ts';
import { configFromEnv, modeOf, sandboxSecretsFolder } from './config.ts';
import { EnvError, readServerEnv } from './env.ts';
import { tiktokModeOf } from './tiktok-config.ts';
import { startJobQueue } from './jobs/job-queue.ts';
import { loggerOptions } from './logger.ts';
import { resolveDatabase } from './startup/database.ts';
import { startSessionCache } from './startup/session-cache.ts';
import { EncryptionKeyError, loadTokenEncryptionKey } from './startup/token-encryption-key.ts';
import { superviseWorkerProcess } from './startup/worker-process.ts';

const WEB_DIST_DIR = path.resolve(import.meta.dirname, '../../web/dist');
/** Problems the person starting AdFleet can fix: printed as one clear sentence, without a stack trace. */
const ACTIONABLE_ERRORS = [EnvError, DatabaseStartupError, PortInUseError, EncryptionKeyError];

const cleanups: Array<() => Promise<void>> = [];

async function main() {
  const env = readServerEnv();
  const transport = logTransportFor({ stdoutIsTTY: process.stdout.isTTY === true, nodeEnv: env.NODE_ENV });
  const log = pino({ ...(loggerOptions(env.LOG_LEVEL, transport) as pino.LoggerOptions), base: { service: 'server' } });

  const database = await resolveDatabase({
    databaseUrl: env.DATABASE_URL,
    dataDir: env.DATA_DIR,
    onLog: (line) => log.debug({ postgres: line }),
  });
  cleanups.unshift(database.stop);
  log.info({ database: database.kind, dataDir: database.kind === 'embedded' ? path.resolve(env.DATA_DIR) : undefined }, 'database ready');

  const { db, destroy } = createDatabase(database.connectionString);
  cleanups.unshift(destroy);
  const applied = await migrateToLatest(db);
  if (applied.length > 0) log.info({ applied }, 'migrations applied');

  const encryptionKey = await loadTokenEncryptionKey({
    configured: env.TOKEN_ENCRYPTION_KEY,
    previous: env.TOKEN_ENCRYPTION_PREVIOUS_KEYS,
    dataDir: env.DATA_DIR,
    production: env.NODE_ENV === 'production',
  });
  if (encryptionKey.source === 'generated') log.warn('generated a token encryption key in DATA_DIR; set TOKEN_ENCRYPTION_KEY in production');

  const jobs = await startJobQueue(database.connectionString, (error) => log.error({ err: error }, 'job queue error'));
  cleanups.unshift(jobs.stop);

  const currentKey = { version: encryptionKey.version, key: encryptionKey.key };
  const cipher = createTokenCipher(currentKey, encryptionKey.previous);
  // Generated on first start like the token key: no two installations share the secret that signs in to them.
  const sandboxSecrets = modeOf(env) === 'sandbox' ? await loadSandboxSecrets(sandboxSecretsFolder(env.DATA_DIR)) : undefined;
  const tiktokSandboxSecrets = tiktokModeOf(env) === 'sandbox' ? await loadTikTokSandboxSecrets(sandboxSecretsFolder(env.DATA_DIR)) : undefined;
  const config = configFromEnv(env, {
    tokenEncryptionKeyLoaded: true,
    version: packageJson.version,
    ...(sandboxSecrets ? { sandboxSecrets } : {}),
    ...(tiktokSandboxSecrets ? { tiktokSandboxSecrets } : {}),
  });
  const graph = createGraphClient({ baseUrl: config.meta.graphBaseUrl, version: config.meta.graphVersion, appSecret: config.meta.appSecret });
  const tiktok = createTikTokClient({ baseUrl: config.tiktok.apiBaseUrl });
  const deviceKey = deriveDeviceCookieKey(currentKey.key);
  // Wiring point for outgoing email: the data-deletion confirmation goes through this sender. Until the app's mailer
  // is plugged in here, sandbox mode keeps confirmations in its local outbox and Meta mode only logs that none was sent.
  const sessionCache = await startSessionCache(db, database.connectionString);
  cleanups.unshift(sessionCache.stop);
  const app = await buildServer({ config, db, sessions: sessionCache.sessions, jobs, now: () => new Date(), cipher, graph, tiktok, deviceKey }, {
    logger: loggerOptions(env.LOG_LEVEL, transport),
    webDistDir: WEB_DIST_DIR,
    sandboxStateFile: path.join(path.resolve(env.DATA_DIR), 'graph-sandbox.json'),
    tiktokSandboxStateFile: path.join(path.resolve(env.DATA_DIR), 'tiktok-sandbox.jsonl'),
  });
  await app.start({ port: env.PORT, host: env.HOST });
  cleanups.unshift(app.stop);
  log.info({ url: config.publicUrl, mode: config.mode }, 'AdFleet is ready');

  if (env.START_WORKER) {
    const worker = superviseWorkerProcess(
      {
        DATABASE_URL: database.connectionString,
        LOG_LEVEL: env.LOG_LEVEL,
        // The worker shares the terminal (inherited stdio), so it decides on readable lines the same way.
        NODE_ENV: env.NODE_ENV,
        // The worker decrypts the tokens the server stored and talks to the same Graph API (the sandbox in sandbox mode).
        TOKEN_ENCRYPTION_KEY: formatTokenKey(currentKey),
        TOKEN_ENCRYPTION_PREVIOUS_KEYS: encryptionKey.previous.map(formatTokenKey).join(','),
        GRAPH_API_BASE_URL: config.meta.graphBaseUrl,
        GRAPH_API_VERSION: config.meta.graphVersion,
        TIKTOK_API_BASE_URL: config.tiktok.apiBaseUrl,
        FACEBOOK_APP_SECRET: config.meta.appSecret,
        SYNC_INTERVAL_MINUTES: String(config.syncIntervalMinutes),
        // Sandbox mode is a world of its own: its demo figures convert with the bundled, deterministic rates.
        EXCHANGE_RATES_URL: config.mode === 'sandbox' ? 'bundled' : env.EXCHANGE_RATES_URL,
      },
      log,
    );
    // The worker stops first so its running jobs can finish while the database is still up.
    cleanups.unshift(worker.stop);
  }

  let stopping = false;
  const shutdown = async (signal: string) => {
    if (stopping) return;
    stopping = true;
    log.info({ signal }, 'shutting down');
    await runCleanups();
    process.exit(0);
  };
  process.on('SIGINT', () => void shutdown('SIGINT'));
  process.on('SIGTERM', () => void shutdown('SIGTERM'));
}

async function runCleanups() {
  for (const cleanup of cleanups.splice(0)) {
    await cleanup().catch((error: unknown) => console.error('cleanup failed:', error));
  }
}

main().catch(async (error: unknown) => {
  const actionable = ACTIONABLE_ERRORS.some((type) => error instanceof type);
  console.error(actionable ? `\nAdFleet could not start: ${(error as Error).message}\n` : error);
  await runCleanups();
  process.exit(1);
});
