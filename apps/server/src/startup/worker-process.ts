import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Logger } from 'pino';
import { inheritedEnvironment } from '../env.ts';
import { workerNodeOptions } from './worker-node-options.ts';

/**
 * The worker's entry: its bundle beside the server's when the server runs bundled (`npm start`, ADR 0066), else its
 * source (tests and development run the TypeScript as it is).
 */
const WORKER_MAIN = import.meta.filename.endsWith('.ts')
  ? path.resolve(import.meta.dirname, '../../../worker/src/main.ts')
  : path.resolve(import.meta.dirname, 'worker.js');
const RESTART_DELAY_MS = 1_000;

/**
 * Runs the worker as a separate process beside the server (the single-machine default) and restarts it if it dies;
 * jobs it held are retried by pg-boss, so a crash loses nothing.
 */
export function superviseWorkerProcess(env: Record<string, string>, log: Logger): { stop(): Promise<void> } {
  let child: ChildProcess | undefined;
  let stopping = false;

  const launch = () => {
    // The IPC channel is how the worker learns that this process died, even by kill -9: the channel closes.
    const inherited = inheritedEnvironment();
    const nodeOptions = workerNodeOptions(inherited['NODE_OPTIONS']);
    child = spawn(process.execPath, [WORKER_MAIN], {
      env: { ...inherited, ...(nodeOptions === undefined ? {} : { NODE_OPTIONS: nodeOptions }), ...env },
      stdio: ['inherit', 'inherit', 'inherit', 'ipc'],
    });
    child.once('exit', (code, signal) => {
      child = undefined;
      if (stopping) return;
      log.error({ code, signal }, 'worker process exited; restarting');
      setTimeout(() => stopping || launch(), RESTART_DELAY_MS).unref();
    });
  };
  launch();

  return {
    stop: () =>
      new Promise<void>((resolve) => {
        stopping = true;
        if (!child || child.exitCode !== null) return resolve();
        child.once('exit', () => resolve());
        child.kill('SIGTERM');
      }),
  };
}
