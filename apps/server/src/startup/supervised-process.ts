import { type ChildProcess, spawn } from 'node:child_process';
import type { Logger } from 'pino';
import { inheritedEnvironment } from '../env.ts';

/** The first wait before a restart; each exit soon after a start doubles it, up to `MAX_RESTART_DELAY_MS`. */
const FIRST_RESTART_DELAY_MS = 1_000;
const MAX_RESTART_DELAY_MS = 30_000;
/** A child that stayed up this long was healthy: its next exit is waited out from the first delay again. */
const STABLE_AFTER_MS = 60_000;

/** The message a child that announces readiness sends its launcher over the IPC channel, once it serves. */
export const READY_MESSAGE = 'ready';

/**
 * How long to wait before the next start after `quickExits` exits in a row that each came soon after their start:
 * 1 s, 2 s, 4 s … up to 30 s. A child that dies at once (a database that refuses it, memory it cannot get) is retried
 * ever more slowly instead of in a tight loop; one that ran for a while comes back after a second.
 */
export function restartDelayMs(quickExits: number): number {
  return Math.min(MAX_RESTART_DELAY_MS, FIRST_RESTART_DELAY_MS * 2 ** Math.min(quickExits, 16));
}

/** The first run of a child that announces readiness exited before it did: what it printed says why. */
export class ChildStartError extends Error {
  override name = 'ChildStartError';
}

export interface SupervisedProcess {
  /**
   * Resolves once the first run is ready (at once for a child that does not announce it); rejects with a
   * ChildStartError if that run exited first. A start that fails is not retried: its problem is the operator's to fix.
   */
  ready: Promise<void>;
  /** SIGTERM (the child's own graceful stop); no restart follows. Resolves once it has exited. */
  stop(): Promise<void>;
}

/**
 * Runs `node <main>` as a child of this process and starts it again whenever it dies, after `restartDelayMs`. The
 * child inherits this process's environment with `env` over it, and its terminal (stdio). The IPC channel is how a
 * child learns that its launcher died, even by kill -9: the channel closes and the child stops by itself.
 */
export function superviseProcess(options: {
  /** What the logs call it: `server`, `worker`. */
  name: string;
  main: string;
  env: Record<string, string>;
  /** This child's `NODE_OPTIONS` (memory limits differ per process); the inherited ones when undefined. */
  nodeOptions?: string | undefined;
  /** Whether the child sends READY_MESSAGE once it serves (the HTTP server does, after it listens). */
  announcesReady: boolean;
  log: Logger;
}): SupervisedProcess {
  const log = options.log.child({ process: options.name });
  let child: ChildProcess | undefined;
  let restartTimer: NodeJS.Timeout | undefined;
  let stopping = false;
  let everReady = !options.announcesReady;
  let quickExits = 0;
  let settleReady: { resolve(): void; reject(error: Error): void } = { resolve: () => undefined, reject: () => undefined };
  const ready = new Promise<void>((resolve, reject) => (settleReady = { resolve, reject }));
  if (everReady) settleReady.resolve();

  const launch = () => {
    restartTimer = undefined;
    const startedAt = Date.now();
    const inherited = inheritedEnvironment();
    const started = spawn(process.execPath, [options.main], {
      env: { ...inherited, ...(options.nodeOptions === undefined ? {} : { NODE_OPTIONS: options.nodeOptions }), ...options.env },
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    });
    child = started;
    started.on('message', (message) => {
      if (message !== READY_MESSAGE || everReady) return;
      everReady = true;
      settleReady.resolve();
    });
    let ended = false;
    const onEnd = (code: number | null, signal: NodeJS.Signals | null) => {
      if (ended) return;
      ended = true;
      child = undefined;
      if (stopping) return;
      if (!everReady) {
        settleReady.reject(new ChildStartError(`the ${options.name} process exited (${code ?? signal}) before it was ready`));
        return;
      }
      if (Date.now() - startedAt >= STABLE_AFTER_MS) quickExits = 0;
      const delay = restartDelayMs(quickExits);
      quickExits += 1;
      log.error({ code, signal, restartInMs: delay }, `${options.name} process exited; restarting`);
      restartTimer = setTimeout(launch, delay);
    };
    started.once('exit', onEnd);
    // A spawn that failed (no memory for a new process, say) emits no exit: it counts as one, and is retried.
    started.once('error', (error) => {
      log.error({ err: error }, `${options.name} process failed`);
      if (started.pid === undefined) onEnd(null, null);
    });
  };
  launch();

  return {
    ready,
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        clearTimeout(restartTimer);
        if (!child || child.exitCode !== null || child.signalCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
