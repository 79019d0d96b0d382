import { createDatabase, migrateToLatest } from '@adfleet/db';
import { migrateBackTo, migrationNames, useTestDatabase } from '@adfleet/db/testing';
import { freePort } from '@adfleet/test-support/free-port';
import { startTestServer, type TestServer } from '@adfleet/test-support/test-server';
import { afterAll, afterEach, describe, expect, it } from 'vitest';

/**
 * The orchestrator's probes on the real server: /livez answers while the process does; /readyz answers 200 only on a
 * database that answers, holds this build's every migration, and a running job system, and otherwise says why.
 */
describe('GET /livez and /readyz', () => {
  const database = useTestDatabase();
  const servers: TestServer[] = [];
  const start = async (options: Partial<Parameters<typeof startTestServer>[0]> = {}) => {
    const server = await startTestServer({ connectionString: database().connectionString, ...options });
    servers.push(server);
    return server;
  };
  // An orchestrator probes a pod by its address, never by the public name.
  const probe = (server: TestServer, url: string) => server.app.server.inject({ method: 'GET', url, headers: { host: '10.1.2.3:3000' } });
  afterEach(async () => {
    for (const server of servers.splice(0)) await server.close();
  });
  afterAll(async () => {
    await migrateToLatest(database().db);
  });

  it('is ready on a migrated database with the job system running, to anyone, uncached', async () => {
    const server = await start();
    const live = await probe(server, '/livez');
    expect(live.statusCode).toBe(200);
    expect(live.json()).toEqual({ status: 'live' });
    const ready = await probe(server, '/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });
    expect(ready.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 "migrations_pending" while the database lacks this build’s latest migration, and 200 once migrated', async () => {
    const names = migrationNames();
    await migrateBackTo(database().db, names.at(-2));
    const server = await start();
    const pending = await probe(server, '/readyz');
    expect(pending.statusCode).toBe(503);
    expect(pending.json()).toEqual({ status: 'not_ready', reason: 'migrations_pending' });
    expect((await probe(server, '/livez')).statusCode).toBe(200);

    expect(await migrateToLatest(database().db)).toEqual([names.at(-1)]);
    expect((await probe(server, '/readyz')).json()).toEqual({ status: 'ready' });
  });

  it('answers 503 "database_unreachable" when nothing answers at the database’s address', async () => {
    const nowhere = createDatabase(`postgres://adfleet@127.0.0.1:${await freePort()}/adfleet`, { maxConnections: 1 });
    try {
      const server = await start({ db: nowhere.db });
      const response = await probe(server, '/readyz');
      expect(response.statusCode).toBe(503);
      expect(response.json()).toEqual({ status: 'not_ready', reason: 'database_unreachable' });
      expect((await probe(server, '/livez')).statusCode).toBe(200);
    } finally {
      await nowhere.destroy();
    }
  });

  it('answers 503 "jobs_not_running" once its job system has stopped', async () => {
    const server = await start();
    await server.jobs.stop();
    const response = await probe(server, '/readyz');
    expect(response.statusCode).toBe(503);
    expect(response.json()).toEqual({ status: 'not_ready', reason: 'jobs_not_running' });
  });
});
