import pino from 'pino';
import { readWorkerEnv } from './env.ts';
import { startWorker } from './run-worker.ts';

const env = readWorkerEnv();
const log = pino({ level: env.LOG_LEVEL, base: { service: 'worker' } });

const worker = await startWorker({ connectionString: env.DATABASE_URL, log, concurrency: env.WORKER_CONCURRENCY });

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
process.on('SIGINT', () => void shutdown('SIGINT'));
