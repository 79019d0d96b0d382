import { sessionIdFromToken } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { startTestServer, type TestServer } from '@adfleet/test-support/test-server';
import { waitFor } from '../../../trials/wait-for.ts';

/**
 * Workspaces over HTTP (ADR 0055), on two servers sharing one database as behind a load balancer; the second keeps a
 * validated session (and its memberships) for ten minutes, so only the database's notice makes it see a change.
 */
describe('workspaces', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let a: TestServer;
  let b: TestServer;
  const ana = { id: '', token: '', personal: '' };
  const ben = { id: '', token: '', personal: '' };

  beforeAll(async () => {
    a = await startTestServer({ connectionString: database().connectionString });
    b = await startTestServer({ connectionString: database().connectionString, sessionCache: { ttlMs: 600_000, maxEntries: 100 } });
    for (const [who, username] of [
      [ana, 'ws-ana'],
      [ben, 'ws-ben'],
    ] as const) {
      const registered = await a.app.server.inject({ method: 'POST', url: '/api/auth/register', payload: { username, email: `${username}@example.com`, password: TEST_PASSWORD } });
      expect(registered.statusCode, registered.body).toBe(201);
      Object.assign(who, { id: registered.json().user.id, token: registered.json().token });
      const listed = await get(a, who.token, '/api/workspaces');
      who.personal = listed.json()[0].id;
    }
  });
  afterAll(async () => {
    await a?.close();
    await b?.close();
  });

  function get(server: TestServer, token: string, url: string, workspaceId?: string) {
    return server.app.server.inject({ method: 'GET', url, headers: { authorization: `Bearer ${token}`, ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}) } });
  }
  function post(server: TestServer, token: string, url: string, payload: object, workspaceId?: string) {
    return server.app.server.inject({ method: 'POST', url, payload, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(workspaceId ? { 'x-workspace-id': workspaceId } : {}) } });
  }
  const trpc = (server: TestServer, token: string, path: string, json: object) => post(server, token, `/trpc/${path}`, { json });
  const workspaceCount = async () => Number((await db().selectFrom('workspaces').select((eb) => eb.fn.countAll<string>().as('count')).executeTakeFirstOrThrow()).count);
  const forgotten = (server: TestServer, token: string) =>
    waitFor('the server to hear the membership changed', async () => (server.sessions.holds(sessionIdFromToken(token)) ? undefined : true), 5_000);

  it('gives each new person a personal workspace they own, and lists only their own', async () => {
    expect((await get(a, ana.token, '/api/workspaces')).json()).toEqual([{ id: ana.personal, name: 'ws-ana', role: 'owner' }]);
    expect((await get(a, ben.token, '/api/workspaces')).json()).toEqual([{ id: ben.personal, name: 'ws-ben', role: 'owner' }]);
    expect(ana.personal).not.toBe(ana.id);
  });

  it('creates a workspace the caller owns, and refuses a blank or overlong name without creating anything', async () => {
    const before = await workspaceCount();
    for (const name of ['   ', 'x'.repeat(81)]) {
      const refused = await post(a, ana.token, '/api/workspaces', { name });
      expect(refused.statusCode, refused.body).toBe(400);
    }
    expect(await workspaceCount()).toBe(before);

    const created = await post(a, ana.token, '/api/workspaces', { name: '  Agency North  ' });
    expect(created.statusCode, created.body).toBe(201);
    expect(created.json()).toEqual({ id: expect.any(String), name: 'Agency North', role: 'owner' });
    expect((await get(a, ana.token, '/api/workspaces')).json()).toEqual([
      { id: ana.personal, name: 'ws-ana', role: 'owner' },
      { id: created.json().id, name: 'Agency North', role: 'owner' },
    ]);
    // Creating does not move the caller: without a header they still act in their personal workspace.
    const activity = (await get(a, ana.token, '/api/activity')).json();
    expect(activity.items.map((item: { action: string }) => item.action)).not.toContain('workspace.created');
    const there = (await get(a, ana.token, '/api/activity', created.json().id)).json();
    expect(there.items[0]).toMatchObject({ action: 'workspace.created', actor: 'ws-ana', metadata: { name: 'Agency North' } });
  });

  it('refuses a workspace the caller is not in, by header or by switching, and changes nothing', async () => {
    const refused = await get(a, ben.token, '/api/activity', ana.personal);
    expect(refused.statusCode, refused.body).toBe(403);
    expect(refused.json()).toEqual({ error: 'FORBIDDEN', message: 'You are not a member of this workspace.' });
    const switched = await trpc(a, ben.token, 'workspaces.switch', { workspaceId: ana.personal });
    expect(switched.statusCode, switched.body).toBe(403);
    expect((await db().selectFrom('users').select('current_workspace_id').where('id', '=', ben.id).executeTakeFirstOrThrow()).current_workspace_id).toBe(ben.personal);
    // A header that is no workspace id at all is refused the same way.
    expect((await get(a, ben.token, '/api/activity', 'not-a-workspace')).statusCode).toBe(403);
  });

  it('remembers the workspace a person switches to, for every later request and every server', async () => {
    const agency = (await get(a, ana.token, '/api/workspaces')).json()[1].id as string;
    expect((await get(b, ana.token, '/api/activity')).statusCode).toBe(200);
    const switched = await trpc(a, ana.token, 'workspaces.switch', { workspaceId: agency });
    expect(switched.statusCode, switched.body).toBe(200);
    await forgotten(b, ana.token);
    for (const server of [a, b]) {
      expect((await get(server, ana.token, '/api/activity')).json().items[0]).toMatchObject({ action: 'workspace.created' });
      expect((await trpc(server, ana.token, 'workspaces.switch', { workspaceId: agency })).statusCode).toBe(200);
    }
    await trpc(a, ana.token, 'workspaces.switch', { workspaceId: ana.personal });
  });

  it('lets a member in at once and shuts a removed member out at once, on a server that keeps sessions', async () => {
    const agency = (await get(a, ana.token, '/api/workspaces')).json()[1].id as string;
    // Held once no notice is in flight: one that lands while the session is read (the last test's switch, say) keeps
    // it from being held, since what was read may already be gone.
    await waitFor('the cached server to hold Ben’s session', async () => {
      expect((await get(b, ben.token, '/api/activity', agency)).statusCode).toBe(403);
      return b.sessions.holds(sessionIdFromToken(ben.token)) ? true : undefined;
    }, 5_000);

    await db().insertInto('workspace_members').values({ workspace_id: agency, user_id: ben.id, role: 'analyst' }).execute();
    await forgotten(b, ben.token);
    const member = await get(b, ben.token, '/api/activity', agency);
    expect(member.statusCode, member.body).toBe(200);
    expect(member.json().items.map((item: { action: string }) => item.action)).toContain('workspace.created');
    expect((await get(b, ben.token, '/api/workspaces')).json()).toContainEqual({ id: agency, name: 'Agency North', role: 'analyst' });
    // A teammate's address stays theirs: Ben reads Ana's row without her IP.
    expect(member.json().items.find((item: { action: string }) => item.action === 'workspace.created')).toMatchObject({ actor: 'ws-ana', ip: null });

    await db().deleteFrom('workspace_members').where('workspace_id', '=', agency).where('user_id', '=', ben.id).execute();
    await forgotten(b, ben.token);
    expect((await get(b, ben.token, '/api/activity', agency)).statusCode).toBe(403);
    expect((await get(b, ben.token, '/api/activity')).statusCode).toBe(200);
  });
});
