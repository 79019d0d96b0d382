import { renderMessage, sessionIdFromToken, userMessage } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, startTestServer, testCipher, testDeps, type TestServer } from '@adfleet/test-support/test-server';
import { waitFor } from '../../../trials/wait-for.ts';
import { createSourceCampaign } from '../clone/clone-fixture.ts';
import { registerMember } from '../clone/clone-members.ts';

/**
 * The team over tRPC (issue 17, ADR 0057): who sees whom, role changes, removal (at once, in every process, with the
 * member's connections kept or disconnected at Meta and their unstarted work cancelled), leaving and handing ownership
 * on. A second server keeps validated sessions for ten minutes, so only the database's notice can make it refuse.
 */
describe('team', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  let cached: TestServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const admin = { id: '', token: '' };
  const analyst = { id: '', token: '' };
  const client = { id: '', token: '' };
  let accountIds: string[] = [];
  let memberCount = 0;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    cached = await startTestServer({ connectionString: database().connectionString, sessionCache: { ttlMs: 600_000, maxEntries: 100 } });
    Object.assign(owner, await app.registerConnected('team-owner', { ip: '10.8.0.1', persona: 'Ana' }));
    Object.assign(admin, await member('team-admin', 'admin'));
    Object.assign(analyst, await member('team-analyst', 'analyst'));
    Object.assign(client, await member('team-client', 'client'));
    accountIds = (await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', owner.workspaceId).orderBy('id').execute()).map((row) => row.id);
    await db().insertInto('member_accounts').values({ workspace_id: owner.workspaceId, user_id: client.id, ad_account_id: accountIds[0] ?? '' }).execute();
  }, 120_000);
  afterAll(async () => {
    await cached?.close();
    await app?.close();
  });

  function member(username: string, role: 'admin' | 'manager' | 'analyst' | 'client') {
    memberCount += 1;
    return registerMember(app, db(), owner.workspaceId, { username, ip: `10.8.1.${memberCount}`, role });
  }

  function send(token: string, path: string, input: unknown, options: { server?: TestServer; query?: boolean } = {}): Promise<LightMyRequestResponse> {
    const headers = { authorization: `Bearer ${token}`, 'x-workspace-id': owner.workspaceId };
    const inject = options.server ? options.server.app.server.inject : app.inject;
    const encoded = JSON.stringify({ json: input });
    return options.query
      ? inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(encoded)}`, headers })
      : inject({ method: 'POST', url: `/trpc/${path}`, payload: encoded, headers: { ...headers, 'content-type': 'application/json' } });
  }
  const data = (response: LightMyRequestResponse) => response.json().result.data.json;
  const refusal = (response: LightMyRequestResponse) => response.json().error.json;
  const members = async (token: string) => data(await send(token, 'team.members', undefined, { query: true })) as Array<Record<string, unknown>>;
  const roleOf = async (userId: string) => (await db().selectFrom('workspace_members').select('role').where('workspace_id', '=', owner.workspaceId).where('user_id', '=', userId).executeTakeFirst())?.role;
  const auditActions = async (action: string) => db().selectFrom('audit_log').select(['actor_user_id', 'user_id', 'metadata']).where('workspace_id', '=', owner.workspaceId).where('action', '=', action).orderBy('id').execute();

  it('lists the members oldest first; only admins and the owner see emails; a client sees only their own row', async () => {
    const asAdmin = await members(admin.token);
    expect(asAdmin.map((row) => [row.username, row.role])).toEqual([
      ['team-owner', 'owner'],
      ['team-admin', 'admin'],
      ['team-analyst', 'analyst'],
      ['team-client', 'client'],
    ]);
    expect(asAdmin[0]).toMatchObject({ userId: owner.id, email: 'team-owner@example.com', connectionsMade: 1, isYou: false, adAccountIds: [], businessIds: [] });
    expect(asAdmin[1]).toMatchObject({ isYou: true });
    expect(asAdmin[3]).toMatchObject({ adAccountIds: [accountIds[0]] });

    const asAnalyst = await members(analyst.token);
    expect(asAnalyst).toHaveLength(4);
    expect(asAnalyst.map((row) => row.email)).toEqual([null, null, null, null]);

    const asClient = await members(client.token);
    expect(asClient.map((row) => row.username)).toEqual(['team-client']);
  });

  it('changes a role with an audit row, and refuses changing the owner’s, one’s own, or giving accounts to a non-client, changing nothing', async () => {
    const changed = await send(admin.token, 'team.updateMember', { userId: analyst.id, role: 'manager' });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(data(changed)).toMatchObject({ userId: analyst.id, role: 'manager', email: 'team-analyst@example.com' });
    expect(await roleOf(analyst.id)).toBe('manager');
    expect((await auditActions('member.role_changed')).at(-1)).toMatchObject({ actor_user_id: admin.id, user_id: analyst.id, metadata: { username: 'team-analyst', from: 'analyst', to: 'manager' } });

    const refusals: Array<[object, number, string]> = [
      [{ userId: owner.id, role: 'admin' }, 403, 'teamOwnerRoleFixed'],
      [{ userId: admin.id, role: 'analyst' }, 403, 'teamOwnRoleFixed'],
      [{ userId: analyst.id, adAccountIds: [accountIds[0]] }, 400, 'teamAssignmentsOnlyClients'],
      [{ userId: client.id, adAccountIds: [crypto.randomUUID()] }, 400, 'teamAccountsUnknown'],
      [{ userId: analyst.id, role: 'client' }, 400, 'invitationClientNeedsAccess'],
      [{ userId: crypto.randomUUID(), role: 'analyst' }, 404, 'teamMemberNotFound'],
    ];
    for (const [input, status, code] of refusals) {
      const refused = await send(admin.token, 'team.updateMember', input);
      expect(refused.statusCode, JSON.stringify(input)).toBe(status);
      expect(refusal(refused).data.userMessage.code).toBe(code);
    }
    expect(await roleOf(owner.id)).toBe('owner');
    expect(await roleOf(admin.id)).toBe('admin');
    expect(await roleOf(analyst.id)).toBe('manager');
    await send(admin.token, 'team.updateMember', { userId: analyst.id, role: 'analyst' });
  });

  it('replaces a client’s accounts (seen in their session on the next call), and drops them when the client gets another role', async () => {
    const assigned = await send(admin.token, 'team.updateMember', { userId: client.id, adAccountIds: accountIds.slice(0, 2), businessIds: ['1234567890'] });
    expect(assigned.statusCode, assigned.body).toBe(200);
    expect(data(assigned)).toMatchObject({ adAccountIds: [...accountIds.slice(0, 2)].sort(), businessIds: ['1234567890'] });
    const seen = await members(client.token);
    expect(seen[0]).toMatchObject({ adAccountIds: [...accountIds.slice(0, 2)].sort(), businessIds: ['1234567890'] });

    const promoted = await send(admin.token, 'team.updateMember', { userId: client.id, role: 'analyst' });
    expect(data(promoted)).toMatchObject({ role: 'analyst', adAccountIds: [], businessIds: [] });
    expect(await db().selectFrom('member_accounts').select('ad_account_id').where('user_id', '=', client.id).execute()).toEqual([]);
    expect(await db().selectFrom('member_businesses').select('business_id').where('user_id', '=', client.id).execute()).toEqual([]);
    await send(admin.token, 'team.updateMember', { userId: client.id, role: 'client', adAccountIds: [accountIds[0]] });
  });

  it('removes a member at once: their next call, even to a server that cached their session, is refused', async () => {
    const leaving = await member('team-removed', 'manager');
    // Held once the notice of their joining has passed (it drops whatever was held before).
    await waitFor('the cached server to hold the member’s session', async () => {
      expect((await send(leaving.token, 'team.members', undefined, { server: cached, query: true })).statusCode).toBe(200);
      return cached.sessions.holds(sessionIdFromToken(leaving.token)) ? true : undefined;
    }, 5_000);

    const removed = await send(admin.token, 'team.removeMember', { userId: leaving.id, connections: 'keep' });
    expect(removed.statusCode, removed.body).toBe(200);
    expect(data(removed)).toEqual({ connectionsDisconnected: 0, workCancelled: 0 });
    await waitFor('the cached server to hear the member left', async () => (cached.sessions.holds(sessionIdFromToken(leaving.token)) ? undefined : true), 5_000);
    const refused = await send(leaving.token, 'team.members', undefined, { server: cached, query: true });
    expect(refused.statusCode).toBe(403);
    expect(refused.body).toContain(renderMessage(userMessage('workspaceNotMember'), 'en'));
    expect((await auditActions('member.removed')).at(-1)).toMatchObject({ actor_user_id: admin.id, user_id: leaving.id, metadata: { username: 'team-removed', role: 'manager', connections: 'keep' } });
  });

  it('refuses removing the owner or oneself, and a manager removing anyone', async () => {
    expect(refusal(await send(admin.token, 'team.removeMember', { userId: owner.id, connections: 'keep' })).data.userMessage.code).toBe('teamOwnerNotRemovable');
    expect(refusal(await send(admin.token, 'team.removeMember', { userId: admin.id, connections: 'keep' })).data.userMessage.code).toBe('teamRemoveSelf');
    const manager = await member('team-manager', 'manager');
    const refused = await send(manager.token, 'team.removeMember', { userId: analyst.id, connections: 'keep' });
    expect(refused.statusCode).toBe(403);
    expect(await roleOf(analyst.id)).toBe('analyst');
    expect(await roleOf(owner.id)).toBe('owner');
  });

  /** A member (an admin, who may connect) connects Chloé's Facebook into the owner's workspace through the SDK path. */
  async function memberWithConnection(username: string) {
    const connector = await member(username, 'admin');
    const connected = await app.inject({
      method: 'POST',
      url: '/api/facebook/token',
      payload: { accessToken: await app.mintToken('Chloé') },
      headers: { authorization: `Bearer ${connector.token}`, 'x-workspace-id': owner.workspaceId },
    });
    expect(connected.statusCode, connected.body).toBe(200);
    const connection = await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', owner.workspaceId).where('connected_by', '=', connector.id).executeTakeFirstOrThrow();
    return { ...connector, connection };
  }

  it('with `disconnect`, revokes the member’s connections at Meta and deletes them; the owner’s own stays', async () => {
    const leaving = await memberWithConnection('team-disconnected');
    const accessToken = testCipher.decrypt(leaving.connection.access_token_ciphertext);
    expect((await app.graphGet('me', { access_token: accessToken })).id).toBe(leaving.connection.external_user_id);

    const removed = await send(admin.token, 'team.removeMember', { userId: leaving.id, connections: 'disconnect' });
    expect(data(removed)).toEqual({ connectionsDisconnected: 1, workCancelled: 0 });
    expect((await app.graphGet('me', { access_token: accessToken })).error).toMatchObject({ code: 190 });
    expect(await db().selectFrom('platform_connections').select('id').where('id', '=', leaving.connection.id).execute()).toEqual([]);
    expect(await db().selectFrom('platform_connections').select('connected_by').where('workspace_id', '=', owner.workspaceId).execute()).toEqual([{ connected_by: owner.id }]);
  });

  it('with `keep`, leaves the member’s connections working, still naming who connected them', async () => {
    const leaving = await memberWithConnection('team-kept');
    const removed = await send(admin.token, 'team.removeMember', { userId: leaving.id, connections: 'keep' });
    expect(data(removed)).toEqual({ connectionsDisconnected: 0, workCancelled: 0 });
    const kept = await db().selectFrom('platform_connections').selectAll().where('id', '=', leaving.connection.id).executeTakeFirstOrThrow();
    expect(kept).toMatchObject({ status: 'active', connected_by: leaving.id });
    expect((await app.graphGet('me', { access_token: testCipher.decrypt(kept.access_token_ciphertext) })).id).toBe(kept.external_user_id);
  });

  it('removed mid-clone: the target under way is left to finish, the queued ones are cancelled, and the owner and admins hear', { timeout: 60_000 }, async () => {
    const starter = await member('team-cloner', 'manager');
    const worker = await app.startWorker();
    await settledSyncRuns(db(), owner);
    // A source campaign made at Meta and read by a real sync, as the clone tests make theirs.
    const { accounts } = await app.control('GET', '');
    const named = (part: string) => (accounts as Array<{ id: string; name: string }>).find((account) => account.name.includes(part))?.id ?? '';
    const targets = [named('EU'), named('US Store')];
    const source = await createSourceCampaign(app, await app.mintToken('Ana'), named('US Store'), 'Team Source');
    await callerAs({ ...testDeps(db(), app.config), jobs: app.server.jobs }, owner.token).sync.start();
    await settledSyncRuns(db(), owner, { atLeast: 3 });
    const campaign = { id: source.campaignId };
    // Scheduled for later, so no job runs meanwhile; one target is then marked begun, as a worker would have.
    const started = await send(starter.token, 'clone.start', {
      campaignId: campaign.id,
      nameTemplate: '{name} · mid-removal',
      budgetType: 'daily',
      dailyBudget: 40000,
      targetAccounts: targets,
      options: { startAt: new Date(Date.now() + 60 * 60 * 1000).toISOString() },
    });
    expect(started.statusCode, started.body).toBe(200);
    const { batchId } = data(started);
    // Some accounts may refuse at the request already (their outcome stays): the queued ones are what removal cancels.
    const queued = await db().selectFrom('clone_targets').select('id').where('batch_id', '=', batchId).where('state', '=', 'queued').orderBy('id').execute();
    expect(queued.length).toBeGreaterThanOrEqual(2);
    const [running, ...waiting] = queued.map((row) => row.id);
    await db().updateTable('clone_targets').set({ state: 'running', started_at: new Date() }).where('id', '=', running ?? '').execute();
    // A budget change of theirs still waiting for a worker (none runs now).
    await worker.stop({ timeoutMs: 5_000 });
    const [budgetRow] = data(await send(starter.token, 'budget.overview', {}, { query: true })).rows as Array<{ accountId: string; objectType: string; objectId: string }>;
    const change = await send(starter.token, 'budget.change', { items: [{ accountId: budgetRow?.accountId, objectType: budgetRow?.objectType, objectId: budgetRow?.objectId }], operation: { kind: 'raise', percent: 5 } });
    expect(change.statusCode, change.body).toBe(200);
    const { changeId } = data(change);

    const removed = await send(admin.token, 'team.removeMember', { userId: starter.id, connections: 'keep' });
    expect(data(removed)).toEqual({ connectionsDisconnected: 0, workCancelled: waiting.length + 1 });
    expect(await db().selectFrom('budget_change_items').select(['state', 'error']).where('change_id', '=', changeId).execute()).toEqual([{ state: 'failed', error: { code: 'workStarterLostRole', params: {} } }]);
    const states = await db().selectFrom('clone_targets').select(['id', 'state', 'message']).where('id', 'in', queued.map((row) => row.id)).orderBy('id').execute();
    expect(states.find((row) => row.id === running)).toMatchObject({ state: 'running' });
    expect(states.filter((row) => row.id !== running).map((row) => [row.state, row.message])).toEqual(waiting.map(() => ['cancelled', { code: 'workStarterLostRole', params: {} }]));
    const told = await db().selectFrom('notifications').select('user_id').where('kind', '=', 'work_cancelled').execute();
    expect(told.map((row) => row.user_id)).toEqual(expect.arrayContaining([owner.id, admin.id]));
    expect(told.map((row) => row.user_id)).not.toContain(starter.id);
  });

  it('refuses the owner leaving until they hand ownership on; a transfer leaves exactly one owner, who was a member', async () => {
    const refused = await send(owner.token, 'team.leave', {});
    expect(refused.statusCode).toBe(403);
    expect(refusal(refused).data.userMessage.code).toBe('teamOwnerMustTransfer');

    const stranger = await registerMember(app, db(), (await db().selectFrom('workspaces').select('id').where('name', '=', 'team-admin').executeTakeFirstOrThrow()).id, { username: 'team-outsider', ip: '10.8.2.1' });
    expect((await send(owner.token, 'team.transferOwnership', { userId: stranger.id })).statusCode).toBe(404);
    expect((await send(admin.token, 'team.transferOwnership', { userId: admin.id })).statusCode).toBe(403);

    // Two transfers at the same moment (two tabs): one goes through, the other finds the caller no longer owns it.
    const [toAnalyst, toAdmin] = await Promise.all([send(owner.token, 'team.transferOwnership', { userId: analyst.id }), send(owner.token, 'team.transferOwnership', { userId: admin.id })]);
    expect([toAnalyst.statusCode, toAdmin.statusCode].sort()).toEqual([200, 403]);
    const heir = toAnalyst.statusCode === 200 ? { id: analyst.id, username: 'team-analyst' } : { id: admin.id, username: 'team-admin' };
    const owners = await db().selectFrom('workspace_members').select('user_id').where('workspace_id', '=', owner.workspaceId).where('role', '=', 'owner').execute();
    expect(owners).toEqual([{ user_id: heir.id }]);
    expect(await roleOf(owner.id)).toBe('admin');
    expect(await auditActions('workspace.ownership_transferred')).toEqual([expect.objectContaining({ actor_user_id: owner.id, metadata: { toUsername: heir.username } })]);

    // Now an admin, the former owner may leave, and goes on in their own first workspace.
    const left = await send(owner.token, 'team.leave', {});
    expect(left.statusCode, left.body).toBe(200);
    expect(data(left).workspaceId).not.toBe(owner.workspaceId);
    expect(await roleOf(owner.id)).toBeUndefined();
    expect((await auditActions('member.left')).at(-1)).toMatchObject({ actor_user_id: owner.id, metadata: { role: 'admin' } });
  });
});
