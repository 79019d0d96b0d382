import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import { createInterface } from 'node:readline';
import type { ServerConfig } from '@adfleet/server';
import { inheritedEnvironment } from './env.ts';
import { testTokenKeySpec } from './test-server.ts';

const WORKER_MAIN = path.resolve(import.meta.dirname, '../../../apps/worker/src/main.ts');

export interface WorkerChild {
  process: ChildProcess;
  /** The id it logged at start, which its heartbeat row and each completed job's output carry. */
  workerId: string;
  /** SIGKILL: no shutdown hook runs; in-flight Graph calls and transactions are cut wherever they are. */
  kill(): Promise<void>;
  /** SIGTERM: the worker's own graceful stop. */
  stop(): Promise<void>;
  /** Jobs it has started and not ended, by its own log; always 0 unless it was spawned with `logLevel: 'debug'`. */
  jobsInFlight(): number;
  /** What it wrote to stderr (a crash's stack), for a failing test's message. */
  stderr(): string;
  /** Closes the IPC channel as the launcher's death does; resolves when the worker has exited. */
  orphan(): Promise<void>;
}

/**
 * The real worker (`node apps/worker/src/main.ts`) as a child process, with the env the launcher passes it, pointed at
 * a sandboxed server's database and Graph sandbox. Resolves once it logs "worker started".
 */
export async function spawnWorkerProcess(options: {
  connectionString: string;
  config: Pick<ServerConfig, 'meta'> & Partial<Pick<ServerConfig, 'tiktok'>>;
  /** How long it may take to log "worker started": it loads the worker's sources, slowly on a busy machine. */
  timeoutMs?: number;
  /** `debug` makes it log each job's start and end, which `jobsInFlight` counts. */
  logLevel?: 'info' | 'debug';
  /** The entry to run instead of the source's `main.ts`: the bundle's `worker.js` (ADR 0066). */
  main?: string;
  /** Settings over the launcher's: WORKER_HEALTH_PORT, WORKER_STOP_GRACE_SECONDS. */
  env?: Record<string, string>;
}): Promise<WorkerChild> {
  const child = spawn(process.execPath, [options.main ?? WORKER_MAIN], {
    env: {
      ...inheritedEnvironment(),
      DATABASE_URL: options.connectionString,
      TOKEN_ENCRYPTION_KEY: testTokenKeySpec,
      GRAPH_API_BASE_URL: options.config.meta.graphBaseUrl,
      GRAPH_API_VERSION: options.config.meta.graphVersion,
      ...(options.config.tiktok ? { TIKTOK_API_BASE_URL: options.config.tiktok.apiBaseUrl } : {}),
      FACEBOOK_APP_SECRET: options.config.meta.appSecret,
      // As the launcher does in sandbox mode: tests never fetch exchange rates from the network.
      EXCHANGE_RATES_URL: 'bundled',
      LOG_LEVEL: options.logLevel ?? 'info',
      ...options.env,
    },
    // As the launcher starts it: with an IPC channel.
    stdio: ['ignore', 'pipe', 'pipe', 'ipc'],
  });
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const stderr: string[] = [];
  const inFlight = new Set<string>();
  child.stderr?.on('data', (chunk: Buffer) => stderr.push(chunk.toString()));
  const workerId = await new Promise<string>((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error(`the worker did not start: ${stderr.join('')}`)), options.timeoutMs ?? 60_000);
    // Keep reading after start, so a full pipe never blocks the worker.
    createInterface({ input: child.stdout! }).on('line', (line) => {
      if (line.includes('"msg":"job started"')) inFlight.add((JSON.parse(line) as { jobId: string }).jobId);
      else if (line.includes('"msg":"job ended"')) inFlight.delete((JSON.parse(line) as { jobId: string }).jobId);
      else if (line.includes('"msg":"worker started"')) {
        clearTimeout(timer);
        resolve((JSON.parse(line) as { workerId: string }).workerId);
      }
    });
    void exited.then(() => {
      clearTimeout(timer);
      reject(new Error(`the worker exited before starting: ${stderr.join('')}`));
    });
  });
  const end = async (signal: NodeJS.Signals) => {
    if (child.exitCode === null && child.signalCode === null) child.kill(signal);
    await exited;
  };
  return {
    process: child,
    workerId,
    kill: () => end('SIGKILL'),
    stop: () => end('SIGTERM'),
    jobsInFlight: () => inFlight.size,
    stderr: () => stderr.join('').slice(-4000),
    orphan: async () => {
      if (child.connected) child.disconnect();
      await exited;
    },
  };
}
