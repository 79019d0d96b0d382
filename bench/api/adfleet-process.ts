import { type ChildProcess, spawn } from 'node:child_process';
import { randomBytes } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import path from 'node:path';
import { inheritedEnvironment } from './env.ts';
import { bundleServer, privateBundleDir } from '../../apps/server/src/bundle/server-bundle.ts';
import { serverMemorySettings } from './server-memory-settings.ts';

export interface AdFleetProcess {
  baseUrl: string;
  pid: number;
  /** Resident memory of the server process now, in bytes (Linux /proc). */
  rss(): Promise<number>;
  stop(): Promise<void>;
}

/**
 * AdFleet as production runs it: its bundle (ADR 0066, built here in a folder of this run's own) in its own process
 * with NODE_ENV=production and the memory settings `npm start` gives it, the default (info) log level, JSON logs, its own pool, no worker (the bench measures requests, not jobs), sandbox mode
 * allowed on purpose since no Meta app is configured.
 */
export async function startAdFleet(options: { databaseUrl: string; port: number; dataDir: string }): Promise<AdFleetProcess> {
  const bundleDir = privateBundleDir('bench');
  await bundleServer(bundleDir);
  // The server process on its own, as a scaled-out deployment runs it (ADR 0072): `main.js` would be the launcher, and
  // the memory measured that of a process that serves nothing.
  const child = spawn(process.execPath, [path.join(bundleDir, 'server.js')], {
    env: {
      ...serverMemorySettings(inheritedEnvironment()),
      ...inheritedEnvironment(),
      NODE_ENV: 'production',
      ADFLEET_SANDBOX: 'allow',
      DATABASE_URL: options.databaseUrl,
      PORT: String(options.port),
      HOST: '127.0.0.1',
      DATA_DIR: options.dataDir,
      LOG_LEVEL: 'info',
      TOKEN_ENCRYPTION_KEY: `1:${randomBytes(32).toString('base64')}`,
    },
    // The request log goes nowhere, but it is still written (and its cost paid) as in production.
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let errors = '';
  child.stderr?.on('data', (chunk: Buffer) => {
    errors = `${errors}${chunk.toString()}`.slice(-4000);
  });
  const baseUrl = `http://127.0.0.1:${options.port}`;
  await waitUntilAnswering(baseUrl, child, () => errors);
  return {
    baseUrl,
    pid: child.pid ?? 0,
    rss: async () => {
      const status = await readFile(`/proc/${child.pid}/status`, 'utf8');
      return Number(/VmRSS:\s+(\d+) kB/.exec(status)?.[1] ?? 0) * 1024;
    },
    stop: async () => {
      await stopChild(child);
      await rm(bundleDir, { recursive: true, force: true });
    },
  };
}

async function waitUntilAnswering(baseUrl: string, child: ChildProcess, errors: () => string): Promise<void> {
  const deadline = Date.now() + 60_000;
  for (;;) {
    if (child.exitCode !== null) throw new Error(`AdFleet exited with ${child.exitCode} before answering:\n${errors()}`);
    const answered = await fetch(`${baseUrl}/api/facebook-credentials-status`).then((response) => response.ok).catch(() => false);
    if (answered) return;
    if (Date.now() > deadline) {
      await stopChild(child);
      throw new Error(`AdFleet did not answer within 60 s:\n${errors()}`);
    }
    await new Promise((resolve) => setTimeout(resolve, 200));
  }
}

function stopChild(child: ChildProcess): Promise<void> {
  if (child.exitCode !== null) return Promise.resolve();
  return new Promise((resolve) => {
    child.once('exit', () => resolve());
    child.kill('SIGTERM');
  });
}
