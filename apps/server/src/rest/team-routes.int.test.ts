import { sessionIdFromToken } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { startTestServer, type TestServer } from '@adfleet/test-support/test-server';
import { verificationTokenFor } from '@adfleet/test-support/verification-mail';

/**
 * The team and invitations over REST (issue 17): the contract's shapes and statuses exactly, ad accounts by the
 * platform's id (`act_…`), and `:id` naming the workspace (403 for someone not in it).
 */
describe('team and invitations over REST', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let server: TestServer;
  const owner = { id: '', token: '', workspaceId: '' };
  const client = { id: '', token: '' };
  const analyst = { id: '', token: '' };
  let accountId = '';
  let people = 0;

  beforeAll(async () => {
    server = await startTestServer({ connectionString: database().connectionString });
    Object.assign(owner, await register('rest-owner'));
    Object.assign(client, await register('rest-client'));
    Object.assign(analyst, await register('rest-analyst'));
    const connection = await db()
      .insertInto('platform_connections')
      .values({ workspace_id: owner.workspaceId, connected_by: owner.id, platform_id: 1, external_user_id: '7001', access_token_ciphertext: 'x', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
    const account = await db()
      .insertInto('ad_accounts')
      .values({ workspace_id: owner.workspaceId, connection_id: connection.id, platform_id: 1, ad_account_id: 'act_7001', name: 'REST account', currency: 'EUR', timezone_name: 'Europe/Madrid', status: 'ACTIVE' })
      .returning('id')
      .executeTakeFirstOrThrow();
    accountId = account.id;
    // One at a time, so each joins after the one before (the list is oldest first).
    await db().insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: client.id, role: 'client' }).execute();
    await db().insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: analyst.id, role: 'analyst' }).execute();
    await db().insertInto('member_accounts').values({ workspace_id: owner.workspaceId, user_id: client.id, ad_account_id: accountId }).execute();
  });
  afterAll(() => server?.close());

  async function register(username: string) {
    people += 1;
    const registered = await server.app.server.inject({ method: 'POST', url: '/api/auth/register', payload: { username, email: `${username}@example.com`, password: TEST_PASSWORD }, remoteAddress: `10.6.0.${people}` });
    expect(registered.statusCode, registered.body).toBe(201);
    const id = registered.json().user.id as string;
    const { current_workspace_id: workspaceId } = await db().selectFrom('users').select('current_workspace_id').where('id', '=', id).executeTakeFirstOrThrow();
    return { id, token: registered.json().token as string, workspaceId: workspaceId ?? '' };
  }

  const request = (token: string, method: 'GET' | 'POST' | 'PATCH' | 'DELETE', url: string, payload?: object) =>
    server.app.server.inject({ method, url, headers: { authorization: `Bearer ${token}`, ...(payload ? { 'content-type': 'application/json' } : {}) }, ...(payload ? { payload } : {}) });
  const members = `/api/workspaces/${'{id}'}/members`;
  const url = (template: string, workspaceId = owner.workspaceId) => template.replace('{id}', workspaceId);

  it('GET members: `[{ userId, username, role, adAccountIds? }]`, accounts by the platform’s id and only for clients', async () => {
    const response = await request(owner.token, 'GET', url(members));
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual([
      { userId: owner.id, username: 'rest-owner', role: 'owner' },
      { userId: client.id, username: 'rest-client', role: 'client', adAccountIds: ['act_7001'] },
      { userId: analyst.id, username: 'rest-analyst', role: 'analyst' },
    ]);
  });

  it('refuses someone who is not in the workspace with 403, whatever the route', async () => {
    const outsider = await register('rest-outsider');
    for (const [method, path] of [['GET', url(members)], ['GET', url('/api/workspaces/{id}/invitations')], ['DELETE', `${url(members)}/${analyst.id}`]] as const) {
      expect((await request(outsider.token, method, path)).statusCode, `${method} ${path}`).toBe(403);
    }
    expect(await db().selectFrom('workspace_members').select('role').where('user_id', '=', analyst.id).where('workspace_id', '=', owner.workspaceId).executeTakeFirst()).toEqual({ role: 'analyst' });
    // A path naming no workspace at all is refused the same way, accounts in the body or not.
    expect((await request(owner.token, 'PATCH', `/api/workspaces/not-a-workspace/members/${client.id}`, { adAccountIds: ['act_7001'] })).statusCode).toBe(403);
    expect((await request(owner.token, 'POST', '/api/workspaces/not-a-workspace/invitations', { email: 'x@example.com', role: 'client', adAccountIds: ['act_7001'] })).statusCode).toBe(403);
  });

  it('PATCH a member: 200 with the member; a client’s accounts by platform id; an unknown one 400, nothing changed', async () => {
    const patched = await request(owner.token, 'PATCH', `${url(members)}/${client.id}`, { adAccountIds: ['act_7001'], businessIds: ['42'] });
    expect(patched.statusCode, patched.body).toBe(200);
    expect(patched.json()).toEqual({ userId: client.id, username: 'rest-client', role: 'client', adAccountIds: ['act_7001'] });
    const unknown = await request(owner.token, 'PATCH', `${url(members)}/${client.id}`, { adAccountIds: ['act_999'] });
    expect(unknown.statusCode).toBe(400);
    expect(await db().selectFrom('member_accounts').select('ad_account_id').where('user_id', '=', client.id).execute()).toEqual([{ ad_account_id: accountId }]);
    const role = await request(owner.token, 'PATCH', `${url(members)}/${analyst.id}`, { role: 'manager' });
    expect(role.json()).toEqual({ userId: analyst.id, username: 'rest-analyst', role: 'manager' });
  });

  it('invitations: POST 201 `{ id }`, GET lists it with platform account ids, DELETE 204', async () => {
    const created = await request(owner.token, 'POST', url('/api/workspaces/{id}/invitations'), { email: 'rest-invitee@example.com', role: 'client', adAccountIds: ['act_7001'] });
    expect(created.statusCode, created.body).toBe(201);
    const { id } = created.json();
    expect(Object.keys(created.json())).toEqual(['id']);
    const listed = await request(owner.token, 'GET', url('/api/workspaces/{id}/invitations'));
    expect(listed.json()).toEqual([
      { id, email: 'rest-invitee@example.com', role: 'client', adAccountIds: ['act_7001'], businessIds: [], invitedBy: 'rest-owner', createdAt: expect.any(String), expiresAt: expect.any(String), expired: false },
    ]);
    const deleted = await request(owner.token, 'DELETE', `${url('/api/workspaces/{id}/invitations')}/${id}`);
    expect(deleted.statusCode).toBe(204);
    expect(deleted.body).toBe('');
    expect((await request(owner.token, 'GET', url('/api/workspaces/{id}/invitations'))).json()).toEqual([]);
  });

  it('the caller’s invitations: GET lists them; accept by id or by token answers 200 `{ workspaceId }`; decline 204', async () => {
    const invitee = await register('rest-joiner');
    // Verified from the sign-up mail: the app offers invitations only to the address's verified holder.
    const verified = await server.app.server.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: await verificationTokenFor(db(), 'rest-joiner@example.com') } });
    expect(verified.statusCode, verified.body).toBe(200);
    const invite = async (token: string) =>
      (await db().insertInto('workspace_invitations').values({ workspace_id: owner.workspaceId, email: 'rest-joiner@example.com', role: 'analyst', token_hash: sessionIdFromToken(token), invited_by: owner.id, expires_at: new Date(Date.now() + 60_000) }).returning('id').executeTakeFirstOrThrow()).id;
    const declinedId = await invite('rest-token-declined-0000000000');
    const mine = await request(invitee.token, 'GET', '/api/invitations');
    expect(mine.json()).toEqual([{ id: declinedId, workspaceId: owner.workspaceId, workspaceName: 'rest-owner', role: 'analyst', invitedBy: 'rest-owner', expiresAt: expect.any(String) }]);
    const declined = await request(invitee.token, 'POST', `/api/invitations/${declinedId}/decline`);
    expect(declined.statusCode).toBe(204);

    await invite('rest-token-accepted-000000000000');
    const byToken = await request(invitee.token, 'POST', '/api/invitations/accept', { token: 'rest-token-accepted-000000000000' });
    expect(byToken.statusCode, byToken.body).toBe(200);
    expect(byToken.json()).toEqual({ workspaceId: owner.workspaceId });

    const other = await register('rest-second');
    const verifiedOther = await server.app.server.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: await verificationTokenFor(db(), 'rest-second@example.com') } });
    expect(verifiedOther.statusCode, verifiedOther.body).toBe(200);
    const secondId = (await db().insertInto('workspace_invitations').values({ workspace_id: owner.workspaceId, email: 'rest-second@example.com', role: 'manager', token_hash: sessionIdFromToken('rest-token-second-0000000000000'), invited_by: owner.id, expires_at: new Date(Date.now() + 60_000) }).returning('id').executeTakeFirstOrThrow()).id;
    const byId = await request(other.token, 'POST', `/api/invitations/${secondId}/accept`);
    expect(byId.statusCode, byId.body).toBe(200);
    expect(byId.json()).toEqual({ workspaceId: owner.workspaceId });
  });

  it('DELETE a member: 204, connections kept by default; a bad `connections` is 400', async () => {
    const bad = await request(owner.token, 'DELETE', `${url(members)}/${analyst.id}?connections=maybe`);
    expect(bad.statusCode).toBe(400);
    const removed = await request(owner.token, 'DELETE', `${url(members)}/${analyst.id}`);
    expect(removed.statusCode).toBe(204);
    expect(await db().selectFrom('workspace_members').select('role').where('user_id', '=', analyst.id).where('workspace_id', '=', owner.workspaceId).executeTakeFirst()).toBeUndefined();
    const audit = await db().selectFrom('audit_log').select('metadata').where('action', '=', 'member.removed').where('user_id', '=', analyst.id).executeTakeFirstOrThrow();
    expect(audit.metadata).toMatchObject({ connections: 'keep' });
  });
});
