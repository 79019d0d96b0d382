import { createDatabase, type DatabaseHandle } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { whileSessionsAreLocked } from '@adfleet/test-support/locked-sessions';
import { startTestServer, type TestServer } from '@adfleet/test-support/test-server';

describe('a statement over the request path’s time limit', () => {
  const database = useTestDatabase();
  let handle: DatabaseHandle;
  let server: TestServer;
  let bearer: Record<string, string>;
  let userId = '';

  beforeAll(async () => {
    // The server's own pool, with PostgreSQL's statement_timeout as the server process sets it (ADR 0072), made short.
    handle = createDatabase(database().connectionString, { maxConnections: 3, statementTimeoutMs: 300 });
    server = await startTestServer({ connectionString: database().connectionString, db: handle.db });
    const registered = await server.app.server.inject({ method: 'POST', url: '/api/auth/register', payload: { username: 'slow-sloth', email: 'slow-sloth@example.com', password: TEST_PASSWORD } });
    expect(registered.statusCode, registered.body).toBe(201);
    bearer = { authorization: `Bearer ${registered.json().token}` };
    userId = (await server.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer })).json().id;
  });
  afterAll(async () => {
    await server?.close();
    await handle?.destroy();
  });

  /** The session cache would answer without a query: the lookup must reach the database, held by the lock. */
  function whileLocked<T>(work: () => Promise<T>): Promise<T> {
    server.sessions.forgetUser(userId);
    return whileSessionsAreLocked(database().db, work);
  }

  it('answers a REST call 503 saying the request took too long, in English and in Spanish, then serves it again', async () => {
    const english = await whileLocked(() => server.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer }));
    expect(english.statusCode).toBe(503);
    expect(english.json()).toEqual({
      error: 'SERVICE_UNAVAILABLE',
      message: 'This request took too long and was stopped. Narrow it (a shorter date range, fewer items) or try again in a moment.',
    });
    // The same request again at once would likely cost as much: no Retry-After invites it.
    expect(english.headers['retry-after']).toBeUndefined();

    const spanish = await whileLocked(() => server.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: { ...bearer, 'accept-language': 'es' } }));
    expect(spanish.statusCode).toBe(503);
    expect(spanish.json().message).toBe('Esta petición tardó demasiado y se detuvo. Acótala (un rango de fechas más corto, menos elementos) o inténtalo de nuevo en un momento.');

    server.sessions.forgetUser(userId);
    const after = await server.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer });
    expect(after.statusCode).toBe(200);
    expect(after.json()).toMatchObject({ username: 'slow-sloth' });
  });

  it('answers a tRPC call 503 SERVICE_UNAVAILABLE with the message code the web app words', async () => {
    const slow = await whileLocked(() => server.app.server.inject({ method: 'GET', url: '/trpc/auth.me', headers: bearer }));
    expect(slow.statusCode).toBe(503);
    expect(slow.json().error.json).toMatchObject({
      message: 'This request took too long and was stopped. Narrow it (a shorter date range, fewer items) or try again in a moment.',
      data: { code: 'SERVICE_UNAVAILABLE', httpStatus: 503, appCode: 'SERVICE_UNAVAILABLE', userMessage: { code: 'requestTookTooLong', params: {} } },
    });
    expect(slow.headers['retry-after']).toBeUndefined();
  });
});
