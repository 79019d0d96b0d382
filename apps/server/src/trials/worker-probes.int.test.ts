import { migrateToLatest } from '@adfleet/db';
import { migrateBackTo, migrationNames, useTestDatabase } from '@adfleet/db/testing';
import { freePort } from '@adfleet/test-support/free-port';
import { testConfig } from '@adfleet/test-support/test-server';
import { spawnWorkerProcess, type WorkerChild } from '@adfleet/test-support/worker-child';
import { afterAll, describe, expect, it } from 'vitest';
import { waitFor } from './wait-for.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- probe answers are read as free-form JSON */

/**
 * The real worker process with WORKER_HEALTH_PORT: started on a database that lacks this build's latest migration, it
 * answers /livez but not /readyz and takes no job (it never migrates); once the migration has run elsewhere it starts,
 * and /readyz lists its queues with their counts.
 */
describe('the worker’s /livez and /readyz', () => {
  const database = useTestDatabase();
  let worker: WorkerChild | undefined;
  afterAll(async () => {
    await worker?.stop();
  });

  it('is live but not ready until the schema is migrated, then ready with its queues’ state', async () => {
    await migrateBackTo(database().db, migrationNames().at(-2));
    const port = await freePort();
    const probe = async (path: string) => {
      const response = await fetch(`http://127.0.0.1:${port}${path}`);
      return { status: response.status, body: (await response.json()) as any };
    };
    const spawning = spawnWorkerProcess({
      connectionString: database().connectionString,
      config: testConfig(),
      env: { WORKER_HEALTH_PORT: String(port), WORKER_HEALTH_HOST: '127.0.0.1' },
    });
    const waiting = await waitFor('the worker’s probes', () => probe('/readyz').catch(() => undefined), 60_000);
    expect(waiting).toEqual({ status: 503, body: { status: 'not_ready', reason: 'migrations_pending' } });
    expect(await probe('/livez')).toEqual({ status: 200, body: { status: 'live' } });
    // It waits rather than migrating on its own.
    expect((await probe('/readyz')).body.reason).toBe('migrations_pending');

    await migrateToLatest(database().db);
    worker = await spawning;
    const ready = await waitFor('the worker to be ready', async () => {
      const answer = await probe('/readyz');
      return answer.status === 200 ? answer.body : undefined;
    }, 30_000);
    expect(ready.status).toBe('ready');
    const clone = (ready.queues as Array<{ name: string; queued: number; active: number }>).find((queue) => queue.name === 'clone.account');
    expect(clone).toEqual({ name: 'clone.account', queued: expect.any(Number), active: expect.any(Number) });
    expect((await fetch(`http://127.0.0.1:${port}/nothing`)).status).toBe(404);
  });
});
