import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { GRAPH_API_VERSION } from '../../packages/core/src/graph/graph-api-versions.ts';
import { type RunningPostgres, startEmbeddedPostgres } from '../../packages/db/src/index.ts';
import { freePort } from '@adfleet/test-support/free-port';
import { testTokenKeySpec } from '@adfleet/test-support/test-server';
import { bundleServer, privateBundleDir } from '../../apps/server/src/bundle/server-bundle.ts';
import { spawnWorkerProcess, type WorkerChild } from '@adfleet/test-support/worker-child';
import { type Launcher, startLauncher } from '../../apps/server/src/trials/launcher-process.ts';
import type { ScaleLayout } from './scale-plan.ts';

/** A worker slot: the process in it now, and every process it held (a killed one is replaced in the same slot). */
interface WorkerSlot {
  slot: number;
  current: WorkerChild;
  generations: WorkerChild[];
}

/**
 * The production layout on one machine: one PostgreSQL, server processes (`node apps/server/dist/server.js` with
 * DATABASE_URL, ADR 0072) and worker processes (`node apps/server/dist/worker.js`), all real children run from the
 * bundle `npm start` runs (ADR 0066), built here in a folder of this run's own.
 * Meta stands apart as it does in production: a server process of its own in sandbox mode that takes no API traffic,
 * only the Graph and dialog calls of every other process. Every server gets its URL as PUBLIC_URL (where sandbox mode
 * finds the Graph API and the dialog) and its sandbox secrets, and server A's callback as FACEBOOK_REDIRECT_URI, so
 * "Connect Facebook" begins on A as it would on the load balancer's host; the servers' own mounted sandboxes are
 * never called.
 */
export async function startCluster(layout: ScaleLayout) {
  const bundleDir = privateBundleDir('scale');
  await bundleServer(bundleDir);
  const serverMain = path.join(bundleDir, 'server.js');
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-scale-'));
  // The embedded PostgreSQL runs as the postgres OS user and must reach its folder.
  await fs.chmod(root, 0o755);
  // Workers × 30 + servers × 14 (README, "Scaling out") plus the replacements of killed workers and this process.
  const postgres: RunningPostgres = await startEmbeddedPostgres({ dataDir: path.join(root, 'pg'), databaseName: 'adfleet_scale', persistent: false, maxConnections: 200 });
  const graphDir = path.join(root, 'graph');
  const dataDirs = Array.from({ length: layout.servers }, (_, index) => path.join(root, `server-${index + 1}`));
  const graphPort = await freePort();
  const ports: number[] = [];
  for (let index = 0; index < layout.servers; index++) ports.push(await freePort());
  const publicUrl = `http://127.0.0.1:${graphPort}`;
  const shared = {
    DATABASE_URL: postgres.connectionString,
    TOKEN_ENCRYPTION_KEY: testTokenKeySpec,
    PUBLIC_URL: publicUrl,
    FACEBOOK_REDIRECT_URI: `http://127.0.0.1:${ports[0]}/api/auth/facebook/callback`,
    LOG_LEVEL: 'warn',
  };

  const servers: Launcher[] = [];
  let graphHost: Launcher | undefined;
  const stopAll = async () => {
    for (const slot of workers) await slot.current.stop().catch(() => undefined);
    for (const server of servers) await server.stop();
    await graphHost?.stop();
    await postgres.stop();
    await fs.rm(root, { recursive: true, force: true });
    await fs.rm(bundleDir, { recursive: true, force: true });
  };
  const workers: WorkerSlot[] = [];
  try {
    // Meta's stand-in first: it migrates the database and writes the sandbox secrets the servers then share.
    graphHost = await startLauncher({ dataDir: graphDir, port: graphPort, env: shared, readyPath: '/api/health/database', main: serverMain });
    for (const [index, dataDir] of dataDirs.entries()) {
      await fs.mkdir(path.join(dataDir, 'secrets'), { recursive: true, mode: 0o700 });
      for (const file of ['sandbox-app-secret', 'sandbox-control-key']) await fs.copyFile(path.join(graphDir, 'secrets', file), path.join(dataDir, 'secrets', file));
      servers.push(await startLauncher({ dataDir, port: ports[index] ?? 0, env: shared, readyPath: '/api/health/database', main: serverMain }));
    }

    const appSecret = (await fs.readFile(path.join(graphDir, 'secrets', 'sandbox-app-secret'), 'utf8')).trim();
    const meta = { appId: '', appSecret, graphBaseUrl: `${publicUrl}/sandbox/graph`, graphVersion: GRAPH_API_VERSION, dialogUrl: '', redirectUri: '' };
    // A minute to start: on a loaded machine a new worker's first connections and schedules take a while. At debug
    // level each worker logs its jobs' starts and ends, so a kill can be aimed at a worker holding one.
    const spawnWorker = () => spawnWorkerProcess({ connectionString: postgres.connectionString, config: { meta }, timeoutMs: 60_000, logLevel: 'debug', main: path.join(bundleDir, 'worker.js') });
    for (let slot = 0; slot < layout.workers; slot++) {
      const worker = await spawnWorker();
      workers.push({ slot, current: worker, generations: [worker] });
    }

    return {
      postgres,
      servers,
      workers,
      /** The process whose Graph sandbox every other one calls, and the folder with its control key. */
      graphUrl: publicUrl,
      sandboxDataDir: graphDir,
      /** SIGKILL of the worker in `slot` (no shutdown hook runs), then a new worker in its place at once. */
      async killAndReplace(slot: number): Promise<{ killed: WorkerChild; started: WorkerChild }> {
        const entry = workers[slot];
        if (!entry) throw new Error(`no worker slot ${slot}`);
        const killed = entry.current;
        await killed.kill();
        const started = await spawnWorker();
        entry.current = started;
        entry.generations.push(started);
        return { killed, started };
      },
      stop: stopAll,
    };
  } catch (error) {
    await stopAll();
    throw error;
  }
}

export type ScaleCluster = Awaited<ReturnType<typeof startCluster>>;
