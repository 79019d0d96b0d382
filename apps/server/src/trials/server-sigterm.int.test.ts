import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { useTestDatabase } from '@adfleet/db/testing';
import { freePort } from '@adfleet/test-support/free-port';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Launcher, killProcessesUsing, startLauncher } from './launcher-process.ts';
import { waitFor } from './wait-for.ts';

/**
 * SIGTERM to a server given DATABASE_URL, as a rolling upgrade sends it: it stops taking connections at once, yet the
 * request it is in the middle of (held here on a locked table, seen waiting in pg_stat_activity) gets its whole answer
 * before the process exits 0, without waiting for the client to drop its kept-alive connection.
 */
describe('SIGTERM to the server with a request in flight', () => {
  const database = useTestDatabase();
  let dataDir = '';
  let launcher: Launcher | undefined;

  beforeAll(async () => {
    dataDir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-trial-sigterm-'));
    await fs.chmod(dataDir, 0o755);
    launcher = await startLauncher({
      dataDir,
      port: await freePort(),
      // The held statement must outlast the stop, not be cancelled by the request path's limit.
      env: { DATABASE_URL: database().connectionString, START_WORKER: 'false', REQUEST_STATEMENT_TIMEOUT_MS: '60000' },
      readyPath: '/api/health/database',
    });
  }, 180_000);

  afterAll(async () => {
    await launcher?.stop();
    await killProcessesUsing(dataDir);
    await fs.rm(dataDir, { recursive: true, force: true });
  }, 60_000);

  it('refuses new requests and answers the one in flight, then exits 0', async () => {
    const baseUrl = launcher!.baseUrl;
    const post = (url: string, body: object) => fetch(`${baseUrl}${url}`, { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify(body) });
    expect((await post('/api/auth/register', { username: 'draining', email: 'draining@example.com', password: TEST_PASSWORD })).status).toBe(201);

    const held = Promise.withResolvers<void>();
    const released = Promise.withResolvers<void>();
    const holder = database()
      .db.transaction()
      .execute(async (trx) => {
        await sql`lock table users in access exclusive mode`.execute(trx);
        held.resolve();
        await released.promise;
      });
    await Promise.race([held.promise, holder]);
    try {
      const inFlight = post('/api/auth/login', { username: 'draining', password: TEST_PASSWORD });
      await waitFor(
        'the sign-in to wait on the lock',
        async () => {
          const { rows } = await sql<{ waiting: number }>`select count(*)::int as waiting from pg_stat_activity where datname = current_database() and application_name = 'adfleet' and wait_event_type = 'Lock'`.execute(database().db);
          return rows[0]!.waiting > 0 ? true : undefined;
        },
        30_000,
      );
      const stopped = launcher!.stop();
      // Stopping: no new request is taken (the port is closed, or a kept-alive connection is answered 503).
      await waitFor('the server to refuse new requests', async () => {
        const status = await fetch(`${baseUrl}/livez`).then((response) => response.status, () => 0);
        return status === 0 || status === 503 ? true : undefined;
      }, 30_000);
      released.resolve();
      await holder;
      const answer = await inFlight;
      expect(answer.status).toBe(200);
      expect(((await answer.json()) as { user: { username: string } }).user.username).toBe('draining');
      // Within Kubernetes' default grace period (30 s), past which it would be killed: a connection kept alive after
      // its answer must not hold the stop for Fastify's keep-alive timeout (72 s).
      await waitFor('the server to exit', async () => (launcher!.process.exitCode === null ? undefined : true), 30_000, async () => launcher!.output());
      await stopped;
      expect(launcher!.process.exitCode, launcher!.output()).toBe(0);
    } finally {
      released.resolve();
      await holder;
    }
  }, 90_000);
});
