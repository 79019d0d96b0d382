import { type ChildProcess, spawn } from 'node:child_process';
import path from 'node:path';
import type { Logger } from 'pino';
import { inheritedEnvironment } from '../env.ts';
import { workerNodeOptions } from './worker-node-options.ts';

const WORKER_MAIN = path.resolve(import.meta.dirname, '../../../worker/src/main.ts');
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
