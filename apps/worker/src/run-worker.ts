import { randomUUID } from 'node:crypto';
import { createMailTransport, createTikTokClient, DEFAULT_MAIL_FROM, type ExchangeRatesSource, type MailTransport, reconcileConnectionSchedules, type SyncDeps, TIKTOK_API_BASE_URL, type TikTokClient, type TokenCipher } from '@adfleet/core';
import type { GraphClient } from '@adfleet/core/graph';
import { APPROVALS_EXPIRE_SCHEDULE, approvalsExpireJob, jobFailureOutcome, NOTIFICATION_PRUNE_SCHEDULE, notificationPruneJob, RECOVERY_SWEEP_SCHEDULE, recoverySweepJob, TOKEN_EXPIRY_CHECK_SCHEDULE, tokenExpiryCheckJob, transactionalJobs } from '@adfleet/core/jobs';
import { createDatabase, type PgBoss, startBoss } from '@adfleet/db';
import type { Logger } from 'pino';
import type { Registry } from 'prom-client';
import type { JobContext } from './handlers/job-handler.ts';
import { registeredWorkerJobs, type WorkerJob } from './handlers/worker-jobs.ts';
import { startHeartbeat } from './heartbeat.ts';
import type { QueueState } from './probe-server.ts';
import { scheduleExchangeRates } from './exchange-rates-schedule.ts';
import type { JobRunEnd, WorkerMetrics } from './telemetry/worker-metrics.ts';

/**
 * Connections the worker keeps open while idle, in its pool and in pg-boss's. A batch wakes its jobs all at once:
 * every fetch loop of the queue fetches, then each job reads its rows; connecting then (tens of milliseconds each on a
 * busy machine) was a good part of a job's pickup. pg closes idle connections after 10 s, so without a floor every
 * batch after a quiet moment paid it again.
 */
const WARM_CONNECTIONS = 10;

export interface StartWorkerOptions {
  connectionString: string;
  log: Logger;
  /** The Graph API (or sandbox) client; one per process, so per-ad-account pacing spans every job. */
  graph: GraphClient;
  /** TikTok's Marketing API (or the TikTok sandbox); TikTok's own unless given. One per process, like the Graph client. */
  tiktok?: TikTokClient;
  /** Decrypts the platform tokens the server stored (same key). */
  cipher: TokenCipher;
  syncIntervalMinutes?: number;
  concurrency?: number;
  /** Seconds between polls while LISTEN/NOTIFY is up; polling is only the backstop for a lost notification. */
  notifyPollingIntervalSeconds?: number;
  /** The jobs this worker runs; every registered job unless a test narrows it. */
  jobs?: readonly WorkerJob[];
  now?: () => Date;
  /** Where exchange rates come from; the bundled table unless the caller names a public source. */
  exchangeRates?: ExchangeRatesSource;
  /** PostgreSQL's time limit on each of the jobs' statements (ADR 0072); none unless given (tests). */
  statementTimeoutMs?: number;
  /** Outgoing mail: an SMTP server (SMTP_URL) and the From address; without a URL messages stay in the database. */
  mail?: { smtpUrl?: string | undefined; from?: string | undefined };
  /**
   * Off: no scheduled job (a connection's recurring sync, a sweep) starts on the clock; jobs sent now still run. For
   * tests that compare the database before and after a call, which a sync starting on the hour would change.
   */
  clock?: boolean;
  /** The process's metrics (METRICS_PORT set): the worker adds its jobs, queues, sync lag and clone targets to them. */
  metrics?: Registry;
}

export interface RunningWorker {
  workerId: string;
  boss: PgBoss;
  /** Whether it still takes jobs: false from the moment it starts to stop. */
  running(): boolean;
  /** Each queue it works, with the jobs waiting and running in it (pg-boss's counts, refreshed every few seconds). */
  queueState(): Promise<QueueState[]>;
  /** Stops taking jobs, lets running ones finish (up to the timeout), then releases every connection. */
  stop(options?: { timeoutMs?: number }): Promise<void>;
}

export async function startWorker(options: StartWorkerOptions): Promise<RunningWorker> {
  const workerId = randomUUID();
  const log = options.log.child({ workerId });
  const jobs = options.jobs ?? registeredWorkerJobs();
  const database = createDatabase(options.connectionString, {
    applicationName: 'adfleet-worker',
    maxConnections: 20,
    minConnections: WARM_CONNECTIONS,
    ...(options.statementTimeoutMs === undefined ? {} : { statementTimeoutMs: options.statementTimeoutMs }),
  });
  await database.warm();
  const boss = await startBoss({
    connectionString: options.connectionString,
    role: 'worker',
    warmConnections: WARM_CONNECTIONS,
    ...(options.clock === false ? { clock: false } : {}),
    queues: jobs.map((job) => job.contract),
    onError: (error) => log.error({ err: error }, 'job system error'),
  });
  boss.on('warning', (warning) => log.warn({ warning }, 'job system warning'));

  const sync: SyncDeps = {
    db: database.db,
    graph: options.graph,
    tiktok: options.tiktok ?? createTikTokClient({ baseUrl: TIKTOK_API_BASE_URL }),
    cipher: options.cipher,
    jobs: transactionalJobs(boss),
    now: options.now ?? (() => new Date()),
    syncIntervalMinutes: options.syncIntervalMinutes ?? 60,
  };
  const scheduled = await reconcileConnectionSchedules(sync);
  if (jobs.some((job) => job.contract.name === recoverySweepJob.name)) {
    await sync.db.transaction().execute((trx) => sync.jobs.schedule(trx, recoverySweepJob.name, { ...RECOVERY_SWEEP_SCHEDULE, payload: {} }));
  }
  const exchangeRates = options.exchangeRates ?? { kind: 'bundled' };
  const mail = createMailTransport({ smtpUrl: options.mail?.smtpUrl, from: options.mail?.from ?? DEFAULT_MAIL_FROM });
  await scheduleExchangeRates(sync, jobs, exchangeRates);
  if (jobs.some((job) => job.contract.name === tokenExpiryCheckJob.name)) {
    await sync.db.transaction().execute((trx) => sync.jobs.schedule(trx, tokenExpiryCheckJob.name, { ...TOKEN_EXPIRY_CHECK_SCHEDULE, payload: {} }));
  }
  if (jobs.some((job) => job.contract.name === notificationPruneJob.name)) {
    await sync.db.transaction().execute((trx) => sync.jobs.schedule(trx, notificationPruneJob.name, { ...NOTIFICATION_PRUNE_SCHEDULE, payload: {} }));
  }
  if (jobs.some((job) => job.contract.name === approvalsExpireJob.name)) {
    await sync.db.transaction().execute((trx) => sync.jobs.schedule(trx, approvalsExpireJob.name, { ...APPROVALS_EXPIRE_SCHEDULE, payload: {} }));
  }
  // Loaded only with metrics on: prom-client costs a worker without them nothing (ADR 0099).
  const metrics = options.metrics && (await import('./telemetry/worker-metrics.ts')).createWorkerMetrics(options.metrics, { boss, db: database.db, queues: jobs.map((job) => job.contract.name), now: sync.now });
  for (const job of jobs) await workQueue(boss, job, { ...options, workerId, log, sync, exchangeRates, mail, metrics });
  const heartbeat = await startHeartbeat(database.db, workerId, log);
  const queueNames = jobs.map((job) => job.contract.name);
  log.info({ queues: queueNames, scheduledConnections: scheduled }, 'worker started');

  let stopping = false;
  return {
    workerId,
    boss,
    running: () => !stopping,
    async queueState() {
      const queues = await boss.getQueues(queueNames);
      return queues.map((queue) => ({ name: queue.name, queued: queue.queuedCount, active: queue.activeCount }));
    },
    async stop({ timeoutMs = 30_000 } = {}) {
      stopping = true;
      await boss.stop({ graceful: true, timeout: timeoutMs });
      await heartbeat.stop().catch((error: unknown) => log.warn({ err: error }, 'could not clear heartbeat'));
      if (mail.kind === 'smtp') mail.close();
      await database.destroy();
      log.info('worker stopped');
    },
  };
}

interface QueueContext {
  workerId: string;
  log: Logger;
  sync: SyncDeps;
  exchangeRates: ExchangeRatesSource;
  mail: MailTransport;
  concurrency?: number;
  notifyPollingIntervalSeconds?: number;
  metrics: WorkerMetrics | undefined;
}

async function workQueue(boss: PgBoss, { contract, handler }: WorkerJob, context: QueueContext): Promise<void> {
  await boss.work(
    contract.name,
    {
      batchSize: 1,
      localConcurrency: contract.concurrency ?? context.concurrency ?? 4,
      notifyPollingIntervalSeconds: context.notifyPollingIntervalSeconds ?? contract.pollSeconds ?? 30,
      // Per-job outcomes let a handler fail a job terminally (a dead token) instead of spending its retries.
      perJobResults: true,
    },
    async ([job]) => {
      if (!job) return [];
      const log = context.log.child({ jobId: job.id, job: contract.name });
      const jobContext: JobContext = {
        jobId: job.id,
        retryCount: job.retryCount,
        finalAttempt: job.retryCount >= (contract.queue.retryLimit ?? 0),
        signal: job.signal,
        workerId: context.workerId,
        db: context.sync.db,
        sync: context.sync,
        exchangeRates: context.exchangeRates,
        mail: context.mail,
        log,
      };
      // At debug level an operator (and the scale run) can follow which process holds which job.
      log.debug({ retryCount: job.retryCount }, 'job started');
      const started = performance.now();
      const ended = (end: JobRunEnd, output: unknown) => context.metrics?.jobEnded(contract.name, end, (performance.now() - started) / 1000, output);
      try {
        // Payloads are parsed again here: the queue is a trust boundary and may hold jobs from an older release.
        const payload = contract.payload.parse(job.data);
        const output = contract.result.parse(await handler(payload, jobContext));
        ended('completed', output);
        // The worker beside the result (every contract's result is an object): which process ran each job, to see
        // the work spread across workers.
        return [{ id: job.id, status: 'completed' as const, output: { ...(output as Record<string, unknown>), workerId: context.workerId } }];
      } catch (error) {
        const message = error instanceof Error ? error.message : String(error);
        // The one failure policy decides: a handler's PermanentJobError, a payload that does not parse, a bug, a dead token.
        if (jobFailureOutcome(error) === 'deadletter') {
          log.warn({ reason: message }, 'job failed for good');
          ended('deadletter', undefined);
          return [{ id: job.id, status: 'deadletter' as const, output: { message } }];
        }
        log.warn({ reason: message, retryCount: job.retryCount }, 'job failed');
        ended('failed', undefined);
        return [{ id: job.id, status: 'failed' as const, output: { message } }];
      } finally {
        log.debug('job ended');
        fetchNextAtOnce(boss, contract.name);
      }
    },
  );
}

/**
 * After each fetch pg-boss sleeps out the rest of the poll interval, and NOTIFY wakes a loop only for jobs sent later:
 * a batch larger than the worker's concurrency (a clone into 50 accounts, 25 at a time) waited up to the interval
 * between its waves with jobs ready. So a loop that has just finished a job looks for the next one at once. Only loops
 * holding a job are nudged (this one among them, found by its job count since pg-boss names no loop to the handler);
 * an idle loop found the queue empty, and NOTIFY wakes it for the next send.
 */
function fetchNextAtOnce(boss: PgBoss, queue: string): void {
  for (const loop of boss.getWipData()) {
    if (loop.name === queue && loop.count > 0) boss.notifyWorker(loop.id);
  }
}
