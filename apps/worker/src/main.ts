import { createTikTokClient, createTokenCipher, logTransportFor, parsePreviousTokenKeys, parseTokenKey } from '@adfleet/core';
import { createGraphClient } from '@adfleet/core/graph';
import pino from 'pino';
import { readWorkerEnv } from './env.ts';
import { startWorker } from './run-worker.ts';

const env = readWorkerEnv();
const transport = logTransportFor({ stdoutIsTTY: process.stdout.isTTY === true, nodeEnv: env.NODE_ENV });
const log = pino({ level: env.LOG_LEVEL, base: { service: 'worker' }, ...(transport ? { transport } : {}) });

const currentKey = parseTokenKey(env.TOKEN_ENCRYPTION_KEY);
const worker = await startWorker({
  connectionString: env.DATABASE_URL,
  log,
  concurrency: env.WORKER_CONCURRENCY,
  cipher: createTokenCipher(currentKey, parsePreviousTokenKeys(env.TOKEN_ENCRYPTION_PREVIOUS_KEYS, currentKey)),
  graph: createGraphClient({
    baseUrl: env.GRAPH_API_BASE_URL,
    version: env.GRAPH_API_VERSION,
    ...(env.FACEBOOK_APP_SECRET ? { appSecret: env.FACEBOOK_APP_SECRET } : {}),
  }),
  tiktok: createTikTokClient({ baseUrl: env.TIKTOK_API_BASE_URL }),
  syncIntervalMinutes: env.SYNC_INTERVAL_MINUTES,
  statementTimeoutMs: env.JOB_STATEMENT_TIMEOUT_MS,
  exchangeRates: env.EXCHANGE_RATES_URL === 'bundled' ? { kind: 'bundled' } : { kind: 'url', url: env.EXCHANGE_RATES_URL },
  mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
});

let stopping = false;
async function shutdown(signal: string) {
  if (stopping) return;
  stopping = true;
  log.info({ signal }, 'stopping: letting running jobs finish');
  try {
    await worker.stop();
    process.exit(0);
  } catch (error) {
    log.error({ err: error }, 'unclean stop');
    process.exit(1);
  }
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
// Started by the launcher: when it dies (even by kill -9) the channel closes, and a worker left behind would hold
// its jobs and database connections while a restarted launcher starts another.
process.on('disconnect', () => void shutdown('launcher gone'));
if (process.send && !process.connected) void shutdown('launcher gone while the worker started');
// Ctrl-C in a terminal reaches every process of the group; under the launcher, the launcher stops its children in
// order (this worker first, while the server and the database are still up), so only a worker on its own stops here.
process.on('SIGINT', () => {
  if (!process.connected) void shutdown('SIGINT');
});
