import { setTimeout as sleep } from 'node:timers/promises';
import { createTikTokClient, createTokenCipher, logTransportFor, parsePreviousTokenKeys, parseTokenKey, readinessCheck } from '@adfleet/core';
import { createGraphClient } from '@adfleet/core/graph';
import { createDatabase, type Db, pendingMigrations } from '@adfleet/db';
import { serveMetrics } from '@adfleet/telemetry/metrics-server';
import type { Tracing } from '@adfleet/telemetry/tracing';
import pino from 'pino';
import { readWorkerEnv } from './env.ts';
import { startProbeServer, type WorkerReadiness } from './probe-server.ts';
import { type RunningWorker, startWorker } from './run-worker.ts';

/** How often a worker started before the migrations looks again whether they have run. */
const MIGRATIONS_POLL_MS = 2_000;

/**
 * The worker process: waits for the schema, then runs jobs until SIGTERM (or its launcher goes). Its entry (main.ts)
 * has started tracing, when configured, before this module loaded (ADR 0100).
 */
export async function runWorkerProcess(tracing: Tracing | undefined): Promise<void> {
  const env = readWorkerEnv();
  const transport = logTransportFor({ stdoutIsTTY: process.stdout.isTTY === true, nodeEnv: env.NODE_ENV });
  const log = pino({ level: env.LOG_LEVEL, base: { service: 'worker' }, ...(transport ? { transport } : {}), ...(tracing ? { mixin: tracing.logFields } : {}) });
  const stopping = new AbortController();
  // prom-client is loaded only when metrics are on (ADR 0099).
  const metrics = env.METRICS_PORT === undefined ? undefined : (await import('@adfleet/telemetry/metrics-registry')).createProcessMetrics('worker');
  const metricsServer = metrics && env.METRICS_PORT !== undefined ? await serveMetrics(metrics.registry, { port: env.METRICS_PORT, host: env.METRICS_HOST }) : undefined;
  if (metricsServer) log.info({ url: metricsServer.url }, 'metrics served');
  const currentKey = parseTokenKey(env.TOKEN_ENCRYPTION_KEY);
  const cipher = createTokenCipher(currentKey, parsePreviousTokenKeys(env.TOKEN_ENCRYPTION_PREVIOUS_KEYS, currentKey));

  // The probes and the wait for migrations get one connection of their own, apart from the jobs' (and bounded, so a
  // database that hangs makes /readyz fail rather than pile up).
  const probes = createDatabase(env.DATABASE_URL, { applicationName: 'adfleet-worker-probes', maxConnections: 1, statementTimeoutMs: 5_000 });
  let worker: RunningWorker | undefined;
  const readiness = readinessCheck({ db: probes.db, jobsRunning: () => worker?.running() === true });
  const probeServer =
    env.WORKER_HEALTH_PORT === undefined
      ? undefined
      : await startProbeServer({
          port: env.WORKER_HEALTH_PORT,
          host: env.WORKER_HEALTH_HOST,
          readiness: async (): Promise<WorkerReadiness> => {
            const result = await readiness();
            return result.status === 'ready' && worker ? { ...result, queues: await worker.queueState() } : result;
          },
        });

  /**
   * The worker never migrates (the server or the `migrate` command does, once): started first, or beside a server
   * still migrating, it waits until the schema is this build's, then starts taking jobs.
   */
  async function migrated(db: Db): Promise<boolean> {
    let told = false;
    while (!stopping.signal.aborted) {
      const pending = await pendingMigrations(db).catch((error: unknown) => {
        log.warn({ err: error }, 'cannot read the schema yet');
        return undefined;
      });
      if (pending?.length === 0) return true;
      if (pending && !told) log.info({ pending }, 'waiting for the migrations to run');
      told ||= pending !== undefined;
      await sleep(MIGRATIONS_POLL_MS, undefined, { signal: stopping.signal }).catch(() => undefined);
    }
    return false;
  }

  const started = (async () => {
    if (!(await migrated(probes.db))) return undefined;
    worker = await startWorker({
      connectionString: env.DATABASE_URL,
      log,
      concurrency: env.WORKER_CONCURRENCY,
      cipher,
      graph: createGraphClient({
        baseUrl: env.GRAPH_API_BASE_URL,
        version: env.GRAPH_API_VERSION,
        ...(env.FACEBOOK_APP_SECRET ? { appSecret: env.FACEBOOK_APP_SECRET } : {}),
        onCall: metrics?.platformCalls,
      }),
      tiktok: createTikTokClient({ baseUrl: env.TIKTOK_API_BASE_URL, onCall: metrics?.platformCalls }),
      syncIntervalMinutes: env.SYNC_INTERVAL_MINUTES,
      statementTimeoutMs: env.JOB_STATEMENT_TIMEOUT_MS,
      exchangeRates: env.EXCHANGE_RATES_URL === 'bundled' ? { kind: 'bundled' } : { kind: 'url', url: env.EXCHANGE_RATES_URL },
      mail: { smtpUrl: env.SMTP_URL, from: env.MAIL_FROM },
      metrics: metrics?.registry,
    });
    return worker;
  })();

  /**
   * A graceful stop, as a rolling upgrade or a scale-down sends it: no new job is taken, running ones get
   * WORKER_STOP_GRACE_SECONDS to finish, and pg-boss hands back whatever still runs then (failed, so retried by another
   * worker, which resumes a clone from its recorded steps). Nothing is lost either way.
   */
  async function shutdown(signal: string) {
    if (stopping.signal.aborted) return;
    stopping.abort();
    log.info({ signal, graceSeconds: env.WORKER_STOP_GRACE_SECONDS }, 'stopping: letting running jobs finish');
    try {
      const running = await started;
      await running?.stop({ timeoutMs: env.WORKER_STOP_GRACE_SECONDS * 1000 });
      await probeServer?.close();
      await metricsServer?.stop();
      await probes.destroy();
      await tracing?.stop();
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

  await started;
}
