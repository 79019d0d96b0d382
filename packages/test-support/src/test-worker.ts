import type { GraphClientOptions } from '@adfleet/core/graph';
import type { ServerConfig } from '@adfleet/server';
import { type RunningWorker, startWorker } from '@adfleet/worker';
import type { ProcessMetrics } from '@adfleet/telemetry/metrics-registry';
import pino from 'pino';
import { testCipher, testGraphClient, testTikTokClient } from './test-server.ts';

export type { RunningWorker };

/**
 * The real worker inside the test process, on the test database, calling the sandboxes `config` names as a test
 * server's own calls do. Silent; `mail.smtpUrl` sends its mail to a test SMTP server instead of keeping it.
 */
export function startTestWorker(options: {
  connectionString: string;
  config: ServerConfig;
  graph?: Partial<GraphClientOptions>;
  mail?: { smtpUrl?: string };
  /** Off: it starts no scheduled job on the clock (see StartWorkerOptions.clock). */
  clock?: boolean;
  now?: () => Date;
  /** The worker process's metrics, as METRICS_PORT turns them on. */
  metrics?: ProcessMetrics;
}): Promise<RunningWorker> {
  const onCall = options.metrics ? { onCall: options.metrics.platformCalls } : {};
  return startWorker({
    connectionString: options.connectionString,
    log: pino({ level: 'silent' }),
    graph: testGraphClient(options.config, { ...options.graph, ...onCall }),
    tiktok: testTikTokClient(options.config, onCall),
    ...(options.metrics ? { metrics: options.metrics.registry } : {}),
    cipher: testCipher,
    mail: options.mail ?? {},
    ...(options.clock === false ? { clock: false } : {}),
    ...(options.now ? { now: options.now } : {}),
  });
}
