import { jobContracts } from '@adfleet/core/jobs';
import { type Db, listActiveConnectionSyncTimes, type PgBoss } from '@adfleet/db';
import { Counter, Gauge, Histogram, type Registry } from 'prom-client';

/** How a job's run ended, as the worker reports it to pg-boss. */
export type JobRunEnd = 'completed' | 'failed' | 'deadletter';

const cloneAccountJob = jobContracts['clone.account'];

/** What the worker tells its metrics as it works; the gauges read the queue and the database when scraped. */
export interface WorkerMetrics {
  jobEnded(queue: string, end: JobRunEnd, seconds: number, output: unknown): void;
}

interface WorkerMetricsSources {
  boss: PgBoss;
  db: Db;
  /** The queues this worker works: the depth gauge reports these. */
  queues: readonly string[];
  now: () => Date;
}

/**
 * The worker's series in its registry: job outcomes and durations by queue, queue depth, each connection's sync lag
 * and clone targets by outcome. Queue depth and sync lag are read when Prometheus scrapes (pg-boss's queue counts,
 * refreshed by its monitor every few seconds, and one small query), so they cost nothing between scrapes; every
 * worker reports the same values, which a dashboard takes the max of.
 */
export function createWorkerMetrics(registry: Registry, sources: WorkerMetricsSources): WorkerMetrics {
  const jobs = new Histogram({
    name: 'adfleet_job_duration_seconds',
    help: 'Time a job took in this worker, by queue and how the run ended (completed, failed and retried later, or deadletter for good); _count counts the runs.',
    labelNames: ['queue', 'outcome'] as const,
    buckets: [0.01, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10, 30, 60, 300, 900],
    registers: [registry],
  });
  const cloneTargets = new Counter({
    name: 'adfleet_clone_targets_total',
    help: 'Clone targets (one ad account of a batch) whose job ended here, by outcome: succeeded, failed, deferred (throttled, queued again) or skipped.',
    labelNames: ['outcome'] as const,
    registers: [registry],
  });
  new Gauge({
    name: 'adfleet_queue_jobs',
    help: 'Jobs in each queue by state (ready to run, deferred to later, active, failed and kept), as pg-boss last counted them.',
    labelNames: ['queue', 'state'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      for (const queue of await sources.boss.getQueues([...sources.queues])) {
        this.set({ queue: queue.name, state: 'ready' }, queue.readyCount);
        this.set({ queue: queue.name, state: 'deferred' }, queue.deferredCount);
        this.set({ queue: queue.name, state: 'active' }, queue.activeCount);
        this.set({ queue: queue.name, state: 'failed' }, queue.failedCount);
      }
    },
  });
  new Gauge({
    name: 'adfleet_sync_lag_seconds',
    help: 'Seconds since each active connection last finished a sync (since it was connected, if it never has).',
    labelNames: ['connection_id', 'platform'] as const,
    registers: [registry],
    async collect() {
      this.reset();
      const now = sources.now().getTime();
      for (const connection of await listActiveConnectionSyncTimes(sources.db)) {
        const since = (connection.lastSyncedAt ?? connection.connectedAt).getTime();
        this.set({ connection_id: connection.connectionId, platform: connection.platform }, Math.max(0, (now - since) / 1000));
      }
    },
  });
  return {
    jobEnded(queue, end, seconds, output) {
      jobs.observe({ queue, outcome: end }, seconds);
      if (queue !== cloneAccountJob.name || end !== 'completed') return;
      const result = cloneAccountJob.result.safeParse(output);
      if (result.success) cloneTargets.inc({ outcome: result.data.outcome });
    },
  };
}
