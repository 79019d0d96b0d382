import { randomUUID } from 'node:crypto';
import { createDatabase, type Db, type PgBoss, startBoss } from '@adfleet/db';
import type { Logger } from 'pino';
import { registeredWorkerJobs, type WorkerJob } from './handlers/worker-jobs.ts';
import { startHeartbeat } from './heartbeat.ts';

export interface StartWorkerOptions {
  connectionString: string;
  log: Logger;
  concurrency?: number;
  /** Seconds between polls while LISTEN/NOTIFY is up; polling is only the backstop for a lost notification. */
  notifyPollingIntervalSeconds?: number;
  /** The jobs this worker runs; every registered job unless a test narrows it. */
  jobs?: readonly WorkerJob[];
}

export interface RunningWorker {
  workerId: string;
  boss: PgBoss;
  /** Stops taking jobs, lets running ones finish (up to the timeout), then releases every connection. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export async function startWorker(options: StartWorkerOptions): Promise<RunningWorker> {
  const workerId = randomUUID();
  const log = options.log.child({ workerId });
  const jobs = options.jobs ?? registeredWorkerJobs();
  const database = createDatabase(options.connectionString, { applicationName: 'adfleet-worker' });
  const boss = await startBoss({
    connectionString: options.connectionString,
    role: 'worker',
    queues: jobs.map((job) => job.contract),
    onError: (error) => log.error({ err: error }, 'job system error'),
  });
  boss.on('warning', (warning) => log.warn({ warning }, 'job system warning'));

  for (const job of jobs) await workQueue(boss, job, { ...options, workerId, log, db: database.db });
  const heartbeat = await startHeartbeat(database.db, workerId, log);
  log.info({ queues: jobs.map((job) => job.contract.name) }, 'worker started');

  return {
    workerId,
    boss,
    async stop({ timeoutMs = 30_000 } = {}) {
      await boss.stop({ graceful: true, timeout: timeoutMs });
      await heartbeat.stop().catch((error: unknown) => log.warn({ err: error }, 'could not clear heartbeat'));
      await database.destroy();
      log.info('worker stopped');
    },
  };
}

interface QueueContext {
  workerId: string;
  log: Logger;
  db: Db;
  concurrency?: number;
  notifyPollingIntervalSeconds?: number;
}

async function workQueue(boss: PgBoss, { contract, handler }: WorkerJob, context: QueueContext): Promise<void> {
  await boss.work(
    contract.name,
    {
      batchSize: 1,
      localConcurrency: context.concurrency ?? 4,
      notifyPollingIntervalSeconds: context.notifyPollingIntervalSeconds ?? 30,
    },
    async ([job]) => {
      if (!job) return undefined;
      // Payloads are parsed again here: the queue is a trust boundary and may hold jobs from an older release.
      const payload = contract.payload.parse(job.data);
      const result = await handler(payload, {
        jobId: job.id,
        retryCount: job.retryCount,
        signal: job.signal,
        workerId: context.workerId,
        db: context.db,
        log: context.log.child({ jobId: job.id, job: contract.name }),
      });
      return contract.result.parse(result);
    },
  );
}
