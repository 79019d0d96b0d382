import { INVITATION_LIMIT, INVITATION_TOKEN_LIMIT, sessionIdFromToken, validateSessionToken } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import type { LightMyRequestResponse } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { startTestServer, type TestServer } from '@adfleet/test-support/test-server';
import { verificationTokenFor } from '@adfleet/test-support/verification-mail';

/**
 * Invitations over tRPC (issue 17, ADR 0057): mailed as a single-use link whose token only the mail holds, accepted in
 * the app or by the link by the invited address only, refused once expired, withdrawn or used, and throttled.
 */
describe('invitations', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let server: TestServer;
  const owner = { id: '', token: '', workspaceId: '' };
  let people = 0;

  beforeAll(async () => {
    server = await startTestServer({ connectionString: database().connectionString });
    Object.assign(owner, await register('inv-owner'));
    await db().updateTable('users').set({ language: 'es' }).where('id', '=', owner.id).execute();
  });
  afterAll(() => server?.close());

  async function register(username: string, email = `${username}@example.com`) {
    people += 1;
    const registered = await server.app.server.inject({ method: 'POST', url: '/api/auth/register', payload: { username, email, password: TEST_PASSWORD }, remoteAddress: `10.7.0.${people}` });
    expect(registered.statusCode, registered.body).toBe(201);
    const id = registered.json().user.id as string;
    const { current_workspace_id: workspaceId } = await db().selectFrom('users').select('current_workspace_id').where('id', '=', id).executeTakeFirstOrThrow();
    return { id, token: registered.json().token as string, workspaceId: workspaceId ?? '' };
  }

  function send(token: string | null, path: string, input: unknown, options: { query?: boolean; workspaceId?: string; ip?: string } = {}): Promise<LightMyRequestResponse> {
    const headers: Record<string, string> = { ...(token ? { authorization: `Bearer ${token}` } : {}), ...(options.workspaceId ? { 'x-workspace-id': options.workspaceId } : {}) };
    const encoded = JSON.stringify({ json: input });
    const remoteAddress = options.ip ?? '127.0.0.1';
    return options.query
      ? server.app.server.inject({ method: 'GET', url: `/trpc/${path}?input=${encodeURIComponent(encoded)}`, headers, remoteAddress })
      : server.app.server.inject({ method: 'POST', url: `/trpc/${path}`, payload: encoded, headers: { ...headers, 'content-type': 'application/json' }, remoteAddress });
  }
  const data = (response: LightMyRequestResponse) => response.json().result.data.json;
  const codeOf = (response: LightMyRequestResponse) => response.json().error.json.data.userMessage.code as string;

  /** Invites an address into the owner's workspace and reads the token back from the mail, as the invitee would. */
  async function invite(email: string, extra: object = {}) {
    const created = await send(owner.token, 'invitations.create', { email, role: 'analyst', ...extra }, { workspaceId: owner.workspaceId });
    expect(created.statusCode, created.body).toBe(200);
    const { id } = data(created);
    const mail = await db().selectFrom('mail_messages').selectAll().where('to_address', '=', email.toLowerCase()).orderBy('created_at', 'desc').executeTakeFirstOrThrow();
    const token = /invitation\?token=([\w-]+)/.exec(mail.text_body ?? '')?.[1] ?? '';
    return { id: id as string, token, mail };
  }
  const membership = (userId: string) =>
    db().selectFrom('workspace_members').select('role').where('workspace_id', '=', owner.workspaceId).where('user_id', '=', userId).executeTakeFirst();

  it('mails a single-use link in the inviter’s language; only the token’s SHA-256 is stored; the list and the preview show it', async () => {
    const { id, token, mail } = await invite('Lena@Example.com');
    expect(mail).toMatchObject({ template: 'workspace-invitation', language: 'es', subject: 'Te invitan a inv-owner en AdFleet' });
    expect(mail.text_body).toMatch(new RegExp(`https?://\\S+/invitation\\?token=${token}\\n`));
    expect(token.length).toBeGreaterThanOrEqual(20);
    const row = await db().selectFrom('workspace_invitations').selectAll().where('id', '=', id).executeTakeFirstOrThrow();
    expect(row).toMatchObject({ email: 'lena@example.com', role: 'analyst', token_hash: sessionIdFromToken(token), invited_by: owner.id });
    expect(JSON.stringify(row)).not.toContain(token);
    expect(row.expires_at.getTime() - row.created_at.getTime()).toBe(7 * 24 * 60 * 60 * 1000);

    const listed = data(await send(owner.token, 'invitations.list', undefined, { query: true, workspaceId: owner.workspaceId }));
    expect(listed[0]).toMatchObject({ id, email: 'lena@example.com', role: 'analyst', invitedBy: 'inv-owner', expired: false });
    const preview = await send(null, 'invitations.preview', { token }, { query: true });
    expect(data(preview)).toMatchObject({ workspaceName: 'inv-owner', invitedBy: 'inv-owner', role: 'analyst', email: 'lena@example.com', status: 'pending' });
    const audit = await db().selectFrom('audit_log').select(['actor_user_id', 'metadata']).where('action', '=', 'member.invited').where('target_id', '=', id).executeTakeFirstOrThrow();
    expect(audit).toMatchObject({ actor_user_id: owner.id, metadata: { email: 'lena@example.com', role: 'analyst', replaced: 0 } });
  });

  it('refuses an unknown token with 404 and a clear message', async () => {
    const unknown = await send(null, 'invitations.preview', { token: 'no-such-invitation-token-here' }, { query: true });
    expect(unknown.statusCode).toBe(404);
    expect(codeOf(unknown)).toBe('invitationNotFound');
  });

  it('refuses inviting a member, or a client with nothing to see, changing nothing', async () => {
    const member = await register('inv-member');
    await db().insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: member.id, role: 'manager' }).execute();
    const before = await db().selectFrom('workspace_invitations').select('id').execute();
    const already = await send(owner.token, 'invitations.create', { email: 'INV-MEMBER@example.com', role: 'analyst' }, { workspaceId: owner.workspaceId });
    expect(already.statusCode).toBe(409);
    expect(codeOf(already)).toBe('invitationAlreadyMember');
    const bare = await send(owner.token, 'invitations.create', { email: 'bare@example.com', role: 'client' }, { workspaceId: owner.workspaceId });
    expect(bare.statusCode).toBe(400);
    expect(codeOf(bare)).toBe('invitationClientNeedsAccess');
    const foreign = await send(owner.token, 'invitations.create', { email: 'bare@example.com', role: 'client', adAccountIds: [crypto.randomUUID()] }, { workspaceId: owner.workspaceId });
    expect(codeOf(foreign)).toBe('teamAccountsUnknown');
    expect(await db().selectFrom('workspace_invitations').select('id').execute()).toEqual(before);
  });

  it('by the link: another address is told whom to sign in as; the invited one joins, works there now, and the link is then used', async () => {
    const { id, token } = await invite('mia@example.com');
    const wrong = await register('inv-wrong');
    const mismatch = await send(wrong.token, 'invitations.acceptByToken', { token });
    expect(mismatch.statusCode).toBe(403);
    expect(mismatch.json().error.json.data.userMessage).toEqual({ code: 'invitationEmailMismatch', params: { email: 'mia@example.com' } });
    expect(await membership(wrong.id)).toBeUndefined();

    const mia = await register('inv-mia', 'MIA@example.com');
    const accepted = await send(mia.token, 'invitations.acceptByToken', { token });
    expect(accepted.statusCode, accepted.body).toBe(200);
    expect(data(accepted)).toEqual({ workspaceId: owner.workspaceId });
    expect(await membership(mia.id)).toEqual({ role: 'analyst' });
    const listed = data(await send(mia.token, 'workspaces.list', undefined, { query: true }));
    expect(listed.currentId).toBe(owner.workspaceId);
    const audit = await db().selectFrom('audit_log').select(['actor_user_id', 'workspace_id']).where('action', '=', 'member.joined').where('target_id', '=', id).execute();
    expect(audit).toEqual([{ actor_user_id: mia.id, workspace_id: owner.workspaceId }]);

    const again = await send(mia.token, 'invitations.acceptByToken', { token });
    expect(again.statusCode).toBe(409);
    expect(codeOf(again)).toBe('invitationUsed');
    expect(data(await send(null, 'invitations.preview', { token }, { query: true })).status).toBe('accepted');
  });

  it('refuses an expired invitation, and a withdrawn one, changing nothing', async () => {
    const nia = await register('inv-nia');
    const expired = await invite('inv-nia@example.com');
    await db().updateTable('workspace_invitations').set({ expires_at: new Date(Date.now() - 1000) }).where('id', '=', expired.id).execute();
    const late = await send(nia.token, 'invitations.acceptByToken', { token: expired.token });
    expect(late.statusCode).toBe(409);
    expect(codeOf(late)).toBe('invitationExpired');
    expect(data(await send(null, 'invitations.preview', { token: expired.token }, { query: true })).status).toBe('expired');
    expect(data(await send(owner.token, 'invitations.list', undefined, { query: true, workspaceId: owner.workspaceId })).find((row: { id: string }) => row.id === expired.id)).toMatchObject({ expired: true });
    expect(data(await send(nia.token, 'invitations.mine', undefined, { query: true }))).toEqual([]);

    const withdrawn = await invite('inv-nia@example.com');
    const revoked = await send(owner.token, 'invitations.revoke', { id: withdrawn.id }, { workspaceId: owner.workspaceId });
    expect(revoked.statusCode, revoked.body).toBe(200);
    const refused = await send(nia.token, 'invitations.acceptByToken', { token: withdrawn.token });
    expect(codeOf(refused)).toBe('invitationRevoked');
    expect(await membership(nia.id)).toBeUndefined();
    expect(data(await send(owner.token, 'invitations.list', undefined, { query: true, workspaceId: owner.workspaceId })).map((row: { id: string }) => row.id)).not.toContain(withdrawn.id);
  });

  it('inviting an address again replaces its open invitation: the older link stops working', async () => {
    const first = await invite('ola@example.com');
    const second = await invite('ola@example.com');
    const ola = await register('inv-ola', 'ola@example.com');
    expect(codeOf(await send(ola.token, 'invitations.acceptByToken', { token: first.token }))).toBe('invitationRevoked');
    expect((await send(ola.token, 'invitations.acceptByToken', { token: second.token })).statusCode).toBe(200);
  });

  it('in the app: the person sees their invitations, declines one, and accepts another as a client whose accounts ride in their session', async () => {
    const [account] = await db()
      .insertInto('ad_accounts')
      .values({ workspace_id: owner.workspaceId, connection_id: (await connection()).id, platform_id: 1, ad_account_id: 'act_9001', name: 'Inv account', currency: 'EUR', timezone_name: 'Europe/Madrid', status: 'ACTIVE' })
      .returning('id')
      .execute();
    const pia = await register('inv-pia');
    const declined = await invite('inv-pia@example.com');
    // Anyone may sign up with any address: until it is verified, the app offers none of its invitations.
    expect(data(await send(pia.token, 'invitations.mine', undefined, { query: true }))).toEqual([]);
    expect(codeOf(await send(pia.token, 'invitations.accept', { id: declined.id }))).toBe('invitationNeedsVerifiedEmail');
    expect(codeOf(await send(pia.token, 'invitations.decline', { id: declined.id }))).toBe('invitationNeedsVerifiedEmail');
    expect(await db().selectFrom('workspace_members').select('role').where('workspace_id', '=', owner.workspaceId).where('user_id', '=', pia.id).execute()).toEqual([]);
    const verified = await server.app.server.inject({ method: 'POST', url: '/api/auth/verify-email', payload: { token: await verificationTokenFor(db(), 'inv-pia@example.com') } });
    expect(verified.statusCode, verified.body).toBe(200);
    const mine = data(await send(pia.token, 'invitations.mine', undefined, { query: true }));
    expect(mine).toEqual([expect.objectContaining({ id: declined.id, workspaceId: owner.workspaceId, workspaceName: 'inv-owner', role: 'analyst', invitedBy: 'inv-owner' })]);
    expect((await send(pia.token, 'invitations.decline', { id: declined.id })).statusCode).toBe(200);
    expect(data(await send(pia.token, 'invitations.mine', undefined, { query: true }))).toEqual([]);
    expect(codeOf(await send(pia.token, 'invitations.accept', { id: declined.id }))).toBe('invitationRevoked');

    const asClient = await invite('inv-pia@example.com', { role: 'client', adAccountIds: [account?.id], businessIds: ['555'] });
    // Someone else cannot accept it by its id: to them it does not exist.
    const stranger = await register('inv-stranger');
    expect((await send(stranger.token, 'invitations.accept', { id: asClient.id })).statusCode).toBe(404);
    const accepted = await send(pia.token, 'invitations.accept', { id: asClient.id });
    expect(data(accepted)).toEqual({ workspaceId: owner.workspaceId });
    const session = await validateSessionToken(db(), pia.token, new Date());
    expect(session?.memberships.find((row) => row.workspaceId === owner.workspaceId)).toEqual({ workspaceId: owner.workspaceId, role: 'client', clientAccess: { adAccountIds: [account?.id], businessIds: ['555'] } });
  });

  async function connection() {
    const existing = await db().selectFrom('platform_connections').select('id').where('workspace_id', '=', owner.workspaceId).executeTakeFirst();
    if (existing) return existing;
    return db()
      .insertInto('platform_connections')
      .values({ workspace_id: owner.workspaceId, connected_by: owner.id, platform_id: 1, external_user_id: '9001', access_token_ciphertext: 'x', status: 'active' })
      .returning('id')
      .executeTakeFirstOrThrow();
  }

  it('refuses invitations past the workspace’s hourly limit with 429 and when to retry, sending none', async () => {
    const agency = await register('inv-agency');
    for (let index = 0; index < INVITATION_LIMIT.perWorkspace; index += 1) {
      const created = await send(agency.token, 'invitations.create', { email: `bulk-${index}@example.com`, role: 'analyst' });
      expect(created.statusCode, created.body).toBe(200);
    }
    const refused = await send(agency.token, 'invitations.create', { email: 'one-too-many@example.com', role: 'analyst' });
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe('invitationsLimited');
    expect(refused.json().error.json.data.retryAfterSeconds).toBeGreaterThan(0);
    expect(await db().selectFrom('workspace_invitations').select('id').where('email', '=', 'one-too-many@example.com').execute()).toEqual([]);
  });

  it('throttles looking invitations up by token per address', async () => {
    for (let index = 0; index < INVITATION_TOKEN_LIMIT.perIp; index += 1) {
      expect((await send(null, 'invitations.preview', { token: `guessed-token-number-${index}` }, { query: true, ip: '10.7.9.9' })).statusCode).toBe(404);
    }
    const refused = await send(null, 'invitations.preview', { token: 'guessed-token-number-x' }, { query: true, ip: '10.7.9.9' });
    expect(refused.statusCode).toBe(429);
    expect(codeOf(refused)).toBe('invitationLookupsLimited');
    // Another address is not held back.
    expect((await send(null, 'invitations.preview', { token: 'guessed-token-number-y' }, { query: true, ip: '10.7.9.10' })).statusCode).toBe(404);
  });
});
