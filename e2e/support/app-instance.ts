import { type ChildProcess, spawn } from 'node:child_process';
import { once } from 'node:events';
import { rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { expect } from '@playwright/test';
import { appInstanceEnvironment } from '../env.ts';

const ROOT = path.resolve(import.meta.dirname, '..', '..');
/** Long enough for an embedded PostgreSQL's first start and every migration on a busy two-core machine. */
const START_TIMEOUT_MS = 180_000;
/** The launcher's own orderly stop (server, worker, database) takes a few seconds; past this its group is killed. */
const STOP_TIMEOUT_MS = 15_000;

/** One running AdFleet, as `npm start` runs it (its bundle), with an empty DATA_DIR of its own. */
export interface AppInstance {
  baseURL: string;
  /** Its DATA_DIR: the embedded database and the secrets it generated on its first start (the sandboxes' control keys). */
  dataDir: string;
}

/**
 * Starts an instance on `port` from an emptied DATA_DIR and waits until its database answers. Each test worker runs
 * its own (e2e/support/test.ts), so the journeys of one worker share a database and a sandbox world with nobody else:
 * a fault injected into one worker's sandbox never reaches the other's journeys.
 */
export async function startAppInstance(port: number): Promise<AppInstance & { stop(): Promise<void> }> {
  const baseURL = `http://127.0.0.1:${port}`;
  const health = `${baseURL}/api/health/database`;
  // Another program answering there would pass for this instance.
  if (await fetch(health).then(() => true, () => false)) throw new Error(`port ${port} is taken: stop what runs there, or choose other ports with E2E_PORT`);
  const dataDir = path.join(os.tmpdir(), `adfleet-e2e-${port}`);
  await rm(dataDir, { recursive: true, force: true });
  const launcher = spawn(process.execPath, [path.join(ROOT, 'apps', 'server', 'dist', 'main.js')], {
    cwd: ROOT,
    // TRUST_PROXY: each journey file sends an X-Forwarded-For of its own (e2e/support/client-address.ts).
    env: appInstanceEnvironment({ PORT: String(port), HOST: '127.0.0.1', DATA_DIR: dataDir, LOG_LEVEL: 'warn', PUBLIC_URL: baseURL, TRUST_PROXY: 'true' }),
    // Its log goes to stdout (warnings only); what it prints when it cannot start goes to stderr.
    stdio: ['ignore', 'ignore', 'inherit'],
    // A process group of its own (its server, worker and database join it), so nothing of it outlives the test worker.
    detached: true,
  });
  const exited = once(launcher, 'exit');
  const killGroup = () => {
    if (launcher.pid !== undefined && launcher.exitCode === null && launcher.signalCode === null) process.kill(-launcher.pid, 'SIGKILL');
  };
  process.once('exit', killGroup);
  const stop = async () => {
    await stopLauncher(launcher, exited, killGroup);
    process.off('exit', killGroup);
  };
  const ready = expect.poll(() => fetch(health).then((answer) => answer.ok, () => false), { timeout: START_TIMEOUT_MS, intervals: [250, 500, 1000] }).toBe(true);
  try {
    await Promise.race([ready, exited.then(([code]) => Promise.reject(new Error(`the app on port ${port} exited with ${String(code)} before it was ready`)))]);
  } catch (error) {
    await stop();
    throw error;
  }
  return { baseURL, dataDir, stop };
}

/** The launcher's orderly stop; past its time, the whole group goes at once. */
async function stopLauncher(launcher: ChildProcess, exited: Promise<unknown>, killGroup: () => void): Promise<void> {
  if (launcher.exitCode !== null || launcher.signalCode !== null) return;
  launcher.kill('SIGTERM');
  const timer = setTimeout(killGroup, STOP_TIMEOUT_MS);
  await exited;
  clearTimeout(timer);
}
