import { createDatabase, type DatabaseHandle } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { startTestServer, type TestServer } from '@adfleet/test-support/test-server';

describe('a full database connection pool', () => {
  const database = useTestDatabase();
  let handle: DatabaseHandle;
  let server: TestServer;
  let bearer: Record<string, string>;

  beforeAll(async () => {
    // One connection, and a short wait for it: the server's own pool, exhausted by holding that connection. The wait
    // also bounds opening the connection, which a loaded machine can take longer than 150 ms to do; so the connection
    // is opened once here, retried if slow, and kept open (`minConnections`) for every request after.
    handle = createDatabase(database().connectionString, { maxConnections: 1, minConnections: 1, acquireTimeoutMs: 150 });
    await openKeptConnection(handle);
    server = await startTestServer({ connectionString: database().connectionString, db: handle.db });
    const registered = await server.app.server.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'busy-bee', email: 'busy-bee@example.com', password: TEST_PASSWORD } });
    expect(registered.statusCode, registered.body).toBe(201);
    bearer = { authorization: `Bearer ${registered.json().token}` };
  });
  afterAll(async () => {
    await server?.close();
    await handle?.destroy();
  });

  async function openKeptConnection(pool: DatabaseHandle, attempts = 20): Promise<void> {
    for (let attempt = 1; ; attempt += 1) {
      try {
        return await pool.warm();
      } catch (error) {
        if (attempt === attempts) throw error;
      }
    }
  }

  /** Runs `work` while the pool's only connection is held by a statement that waits for it to finish. */
  async function whilePoolIsFull<T>(work: () => Promise<T>): Promise<T> {
    let release = () => undefined as void;
    const released = new Promise<void>((resolve) => (release = resolve));
    let holding = () => undefined as void;
    const held = new Promise<void>((resolve) => (holding = resolve));
    const holder = handle.db.connection().execute(async (connection) => {
      await sql`select 1`.execute(connection);
      holding();
      await released;
    });
    await held;
    try {
      return await work();
    } finally {
      release();
      await holder;
    }
  }

  it('answers a REST call 503 with Retry-After and the documented error body, then serves it once the pool frees', async () => {
    const busy = await whilePoolIsFull(() => server.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer }));
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json()).toEqual({ error: 'SERVICE_UNAVAILABLE', message: 'The service is unavailable right now. Try again in a moment.' });

    const after = await server.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ username: 'busy-bee' });
  });

  it('words the REST refusal in the reader’s language', async () => {
    server.sessions.forgetUser((await server.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer })).json().id);
    const busy = await whilePoolIsFull(() => server.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: { ...bearer, 'accept-language': 'es' } }));
    expect(busy.statusCode).toBe(503);
    expect(busy.json().message).toBe('El servicio no está disponible en este momento. Inténtalo de nuevo en un momento.');
  });

  it('answers a tRPC call 503 with Retry-After and SERVICE_UNAVAILABLE, and the web app’s message code', async () => {
    server.sessions.forgetUser((await server.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer })).json().id);
    const busy = await whilePoolIsFull(() => server.app.server.inject({ method: 'GET', url: '/trpc/auth.me', headers: bearer }));
    expect(busy.statusCode).toBe(503);
    expect(busy.headers['retry-after']).toBe('1');
    expect(busy.json().error.json).toMatchObject({
      message: 'The service is unavailable right now. Try again in a moment.',
      data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, appCode: 'SERVICE_UNAVAILABLE', userMessage: { code: 'serviceUnavailable', params: {} }, retryAfterSeconds: 1 },
    });
  });

  it('changes nothing when a sign-up cannot reach the database', async () => {
    const count = async () => Number((await database().db.selectFrom('users').select((eb) => eb.fn.countAll<string>().as('n')).executeTakeFirstOrThrow()).n);
    const before = await count();
    const busy = await whilePoolIsFull(() =>
      server.app.server.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'late-bee', email: 'late-bee@example.com', password: TEST_PASSWORD } }),
    );
    expect(busy.statusCode).toBe(503);
    expect(await count()).toBe(before);
  });
});
