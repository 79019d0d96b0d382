import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { diagnosticsPingJob } from '@adfleet/core/jobs';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type JobQueue, startJobQueue, waitForJobResult } from '../jobs/job-queue.ts';
import { freePort } from '@adfleet/test-support/free-port';
import { whileSessionsAreLocked } from '@adfleet/test-support/locked-sessions';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { isRunning, type Launcher, killProcessesUsing, processesUsing, startLauncher } from './launcher-process.ts';
import { waitFor } from './wait-for.ts';

/** The request path's statement limit the launcher's server gets here; the test holds a lock far longer. */
const REQUEST_STATEMENT_TIMEOUT_MS = 2_000;

/**
 * The launcher as `npm start` runs it (ADR 0072), on a database of the test's own (DATABASE_URL), so the test sees the
 * job queue and the workers' heartbeats while the HTTP server is down. Its server and worker are separate processes:
 * a server killed with -9 (as the OOM killer ends it) takes no job down and comes back; a launcher killed with -9
 * takes both with it, so nothing is left holding the port, the jobs or the database's connections.
 */
describe('the launcher’s server and worker processes', () => {
  const database = useTestDatabase();
  let dataDir = '';
  let launcher: Launcher | undefined;
  let jobs: JobQueue;

  const healthy = async (url: string) =>
    fetch(url).then(
      async (response) => response.ok && ((await response.json()) as { healthy?: boolean }).healthy === true,
      () => false,
    );

  beforeAll(async () => {
    // Under the system's temp folder with 755, as the other trials: the sandbox secrets are written there.
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-trial-children-'));
    await fs.chmod(dataDir, 0o755);
    launcher = await startLauncher({
      dataDir,
      port: await freePort(),
      env: { DATABASE_URL: database().connectionString, REQUEST_STATEMENT_TIMEOUT_MS: String(REQUEST_STATEMENT_TIMEOUT_MS) },
    });
    jobs = await startJobQueue(database().connectionString, (error) => {
      throw error;
    });
  }, 180_000);

  afterAll(async () => {
    await jobs?.stop();
    await launcher?.stop();
    // A failed trial may leave orphans (that is the bug it catches): end every process of this DATA_DIR, and only those.
    await killProcessesUsing(dataDir);
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('gives the server process the request path’s statement limit: a statement held past it answers 503, not a hang', async () => {
    const registered = await fetch(`${launcher!.baseUrl}/api/auth/register`, {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({ username: 'held-up', email: 'held-up@example.com', password: TEST_PASSWORD }),
    });
    expect(registered.status).toBe(201);
    const token = ((await registered.json()) as { token: string }).token;

    // The sessions table held locked: the new session's first lookup waits until PostgreSQL cancels it.
    const answer = await whileSessionsAreLocked(database().db, () =>
      fetch(`${launcher!.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${token}`, 'accept-language': 'es' } }),
    );
    expect(answer.status).toBe(503);
    expect(((await answer.json()) as { message: string }).message).toBe(
      'Esta petición tardó demasiado y se detuvo. Acótala (un rango de fechas más corto, menos elementos) o inténtalo de nuevo en un momento.',
    );
  }, 60_000);

  it('keeps the worker running jobs while the server process is killed with -9, and brings the server back', async () => {
    const before = await launcher!.children();
    if (!before.server || !before.worker) throw new Error(`the launcher runs no server or no worker process: ${JSON.stringify(before)}\n${launcher!.output()}`);
    const worker = await database().db.selectFrom('worker_heartbeats').select('worker_id').where('pid', '=', before.worker).executeTakeFirstOrThrow();

    process.kill(before.server, 'SIGKILL');
    await waitFor('the server process to end', async () => ((await isRunning(before.server!)) ? undefined : true), 10_000);

    // A job sent now is run by the same worker process, which never stopped.
    const sent = await jobs.send(diagnosticsPingJob.name, { sentAt: new Date().toISOString() });
    const ran = await waitForJobResult(jobs, diagnosticsPingJob.name, sent, 30_000);
    expect(ran?.workerId, launcher!.output()).toBe(worker.worker_id);
    expect(await isRunning(before.worker)).toBe(true);

    // The launcher starts the server again: its health answers, from a new process, with the same worker beside it.
    await waitFor('the server to answer again', async () => ((await healthy(`${launcher!.baseUrl}/api/health/worker`)) ? true : undefined), 120_000, async () => launcher!.output());
    const after = await launcher!.children();
    expect(after.server).toBeDefined();
    expect(after.server).not.toBe(before.server);
    expect(after.worker).toBe(before.worker);
  }, 180_000);

  it('ends the server and the worker when the launcher is killed with -9', async () => {
    const { server, worker } = await launcher!.children();
    expect([server, worker].every((pid) => pid !== undefined)).toBe(true);
    await launcher!.kill();
    launcher = undefined;
    // The IPC channel closes with the launcher: each child stops by itself. Nothing of this DATA_DIR is left.
    await waitFor('the server and the worker to end', async () => ((await processesUsing(dataDir)).length === 0 ? true : undefined), 45_000, () => processesUsing(dataDir));
  }, 60_000);
});
