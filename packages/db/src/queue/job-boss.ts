import { PgBoss } from 'pg-boss';

export type { PgBoss };

interface QueueDefinition {
  name: string;
  queue: {
    policy?: 'standard' | 'short' | 'singleton' | 'stately';
    retryLimit?: number;
    retryDelay?: number;
    retryBackoff?: boolean;
    expireInSeconds?: number;
    heartbeatSeconds?: number;
  };
}

export interface StartBossOptions {
  connectionString: string;
  /** The worker supervises (maintenance, schedules); a process that only sends jobs does not. */
  role: 'worker' | 'producer';
  queues: readonly QueueDefinition[];
  onError: (error: Error) => void;
  maxConnections?: number;
  /**
   * Connections opened at start and kept while idle. A fan-out's notification wakes every fetch loop of a queue at
   * once; without them the loops first wait for new connections, and pg closes idle ones after 10 s.
   */
  warmConnections?: number;
  /** A worker's clock, which starts the scheduled jobs (cron) when they are due; on unless a test turns it off. */
  clock?: boolean;
}

/**
 * How often a worker's supervisor looks for jobs whose heartbeat stopped (and other maintenance). pg-boss's default
 * is a minute; with it a dead worker's job would wait up to a minute more before it is failed and retried.
 */
const SUPERVISE_INTERVAL_SECONDS = 5;

/**
 * Starts pg-boss with LISTEN/NOTIFY on, so a job sent anywhere wakes a waiting worker at once (polling stays as a
 * backstop), and creates every queue (idempotent): sending to or working a missing queue is an error in pg-boss 12.
 * A queue that already exists gets the contract's current options (heartbeat, retries, expiry); only its policy is
 * fixed at creation.
 */
export async function startBoss(options: StartBossOptions): Promise<PgBoss> {
  const isWorker = options.role === 'worker';
  const warm = options.warmConnections ?? 0;
  const boss = new PgBoss({
    connectionString: options.connectionString,
    max: options.maxConnections ?? (isWorker ? 10 : 4),
    // pg-boss hands its options to pg's Pool, which keeps `min` connections open; its types do not list it.
    ...({ min: warm } as object),
    application_name: `adfleet-${options.role}`,
    useListenNotify: isWorker,
    supervise: isWorker,
    schedule: isWorker && options.clock !== false,
    superviseIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    monitorIntervalSeconds: SUPERVISE_INTERVAL_SECONDS,
    // With tracing on (ADR 0100) a job carries the trace of the request that sent it, and the span of its run continues
    // that trace in whichever worker takes it. Without an OpenTelemetry SDK nothing is stored: no propagator is set.
    openTelemetry: { propagateContext: true },
  });
  // Without a listener pg-boss errors would crash the process; the caller logs them.
  boss.on('error', options.onError);
  await boss.start();
  await Promise.all(Array.from({ length: warm }, () => boss.getDb().executeSql('select 1')));
  for (const definition of options.queues) {
    await boss.createQueue(definition.name, { ...definition.queue, notify: true });
    const { policy: _fixedAtCreation, ...options } = definition.queue;
    if (Object.keys(options).length > 0) await boss.updateQueue(definition.name, { heartbeatSeconds: null, ...options });
  }
  return boss;
}
