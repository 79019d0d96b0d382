import { sessionIdFromToken } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { startTestServer, type TestServer } from '@adfleet/test-support/test-server';
import { waitFor } from '../trials/wait-for.ts';

/**
 * Two server processes' worth of servers on one database, as behind a load balancer. The second keeps a validated
 * session for ten minutes, so only the database's notice can make it let go within the test.
 */
describe('the session cache across servers', () => {
  const database = useTestDatabase();
  let a: TestServer;
  let b: TestServer;
  beforeAll(async () => {
    a = await startTestServer({ connectionString: database().connectionString });
    b = await startTestServer({ connectionString: database().connectionString, sessionCache: { ttlMs: 600_000, maxEntries: 100 } });
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  const bearer = (token: string) => ({ authorization: `Bearer ${token}` });
  const me = (server: TestServer, token: string) => server.app.server.inject({ method: 'GET', url: '/api/auth/me', headers: bearer(token) });
  const trpc = (server: TestServer, token: string, path: string, json: object) =>
    server.app.server.inject({ method: 'POST', url: `/trpc/${path}`, headers: { ...bearer(token), 'content-type': 'application/json' }, payload: { json } });
  const gone = (server: TestServer, token: string) =>
    waitFor('the other server to hear that the session ended', async () => (server.sessions.holds(sessionIdFromToken(token)) ? undefined : true), 5_000);

  async function twoSessions(username: string) {
    const registered = await a.app.server.inject({ method: 'POST', url: '/api/auth/register', payload: { username, email: `${username}@example.com`, password: TEST_PASSWORD } });
    expect(registered.statusCode, registered.body).toBe(201);
    const login = await a.app.server.inject({ method: 'POST', url: '/api/auth/login', payload: { username, password: TEST_PASSWORD } });
    expect(login.statusCode, login.body).toBe(200);
    return { first: registered.json().token as string, second: login.json().token as string };
  }
  /**
   * Signs the token in on both servers, so each holds it: once no notice is in flight, as one that lands while the
   * session is read (an earlier test's ending, say) keeps it from being held.
   */
  async function warm(token: string) {
    expect((await me(a, token)).statusCode).toBe(200);
    await waitFor('the other server to hold the session', async () => {
      expect((await me(b, token)).statusCode).toBe(200);
      return b.sessions.holds(sessionIdFromToken(token)) ? true : undefined;
    }, 5_000);
  }

  it('answers a signed-in call from memory, without reading the session again', async () => {
    const { first } = await twoSessions('cache-memory');
    await warm(first);
    // Deleted with triggers off, so no notice goes out: only a cache still answers for it.
    await database().db.transaction().execute(async (trx) => {
      await sql`set local session_replication_role = replica`.execute(trx);
      await trx.deleteFrom('sessions').where('id', '=', sessionIdFromToken(first)).execute();
    });
    expect((await me(b, first)).statusCode).toBe(200);
  });

  it('refuses a signed-out session at once on the server that signed it out, and on the other at its next request', async () => {
    const { first, second } = await twoSessions('cache-signout');
    await warm(first);
    expect((await a.app.server.inject({ method: 'POST', url: '/api/auth/logout', headers: bearer(first) })).statusCode).toBe(200);
    expect((await me(a, first)).statusCode).toBe(401);
    await gone(b, first);
    expect((await me(b, first)).statusCode).toBe(401);
    expect((await me(b, second)).statusCode).toBe(200);
  });

  it('refuses a session revoked in Settings from another one, on every server', async () => {
    const { first, second } = await twoSessions('cache-revoke');
    await warm(first);
    const revoked = await trpc(a, second, 'settings.revokeSession', { id: sessionIdFromToken(first) });
    expect(revoked.statusCode, revoked.body).toBe(200);
    expect((await me(a, first)).statusCode).toBe(401);
    await gone(b, first);
    expect((await me(b, first)).statusCode).toBe(401);
    expect((await me(b, second)).statusCode).toBe(200);
  });

  it('refuses the other sessions after a password change and after "sign out other sessions"', async () => {
    const { first, second } = await twoSessions('cache-password');
    await warm(first);
    const changed = await trpc(a, second, 'settings.changePassword', { currentPassword: TEST_PASSWORD, newPassword: 'fleet-owner-8812', confirmPassword: 'fleet-owner-8812' });
    expect(changed.statusCode, changed.body).toBe(200);
    await gone(b, first);
    expect((await me(b, first)).statusCode).toBe(401);

    const others = await twoSessions('cache-others');
    await warm(others.first);
    expect((await trpc(a, others.second, 'settings.revokeOtherSessions', {})).statusCode).toBe(200);
    await gone(b, others.first);
    expect((await me(b, others.first)).statusCode).toBe(401);
  });

  it('refuses every session of a deleted account, and shows a changed profile at once', async () => {
    const { first, second } = await twoSessions('cache-delete');
    await warm(first);
    await warm(second);
    const renamed = await trpc(a, second, 'settings.updateProfile', { email: 'cache-delete@example.com', firstName: 'Renamed' });
    expect(renamed.statusCode, renamed.body).toBe(200);
    await gone(b, first);
    expect((await me(b, first)).json()).toMatchObject({ email: 'cache-delete@example.com', firstName: 'Renamed' });

    const deleted = await trpc(a, second, 'dataRights.deleteAccount', { confirmUsername: 'cache-delete' });
    expect(deleted.statusCode, deleted.body).toBe(200);
    await gone(b, first);
    for (const token of [first, second]) {
      expect((await me(a, token)).statusCode).toBe(401);
      expect((await me(b, token)).statusCode).toBe(401);
    }
  });
});
