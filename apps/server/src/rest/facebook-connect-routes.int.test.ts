import { createHmac } from 'node:crypto';
import { insertWorkspace } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, connectThroughDialog, createBrowser, type SandboxedServer, signOut, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testCipher, testDeps } from '@adfleet/test-support/test-server';

let sequence = 0;

describe('connecting Facebook through the sandbox dialog', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
  });
  afterAll(() => app.close());

  const db = () => database().db;
  async function registeredBrowser(): Promise<{ browser: Browser; userId: string; token: string }> {
    sequence += 1;
    // More people register here than one address may in a window; that limit is not under test.
    await db().deleteFrom('auth_attempts').where('key', 'like', 'register:ip:%').execute();
    const browser = createBrowser(app.baseUrl);
    const response = await browser.request('/api/auth/register', {
      method: 'POST',
      body: JSON.stringify({ username: `owner${sequence}`, email: `owner${sequence}@example.com`, password: 'fleet-owner-2931' }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.1.0.${sequence}` },
    });
    const { user, token } = (await response.json()) as { user: { id: string }; token: string };
    return { browser, userId: user.id, token };
  }
  const scheduleOf = async (connectionId: string) =>
    (await sql<{ cron: string; data: { connectionId: string; trigger: string } }>`select cron, data from pgboss.schedule where name = 'sync.connection' and key = ${connectionId}`.execute(db())).rows[0];
  /** The Meta id the user's connection is for: the identity their browser signed in to the sandbox as. */
  const metaIdOf = async (userId: string) =>
    (await db().selectFrom('platform_connections').select('external_user_id').where('workspace_id', '=', await workspaceOf(db(), userId)).executeTakeFirstOrThrow()).external_user_id;
  const actions = async (userId: string) =>
    (await db().selectFrom('audit_log').select('action').where('user_id', '=', userId).orderBy('id').execute()).map((row) => row.action);

  it('starts the flow with an unguessable state bound to the browser by a short-lived httpOnly cookie', async () => {
    const browser = createBrowser(app.baseUrl);
    const response = await browser.get('/api/auth/facebook');
    expect(response.status).toBe(302);
    const dialog = new URL(String(response.headers.get('location')));
    expect(`${dialog.origin}${dialog.pathname}`).toBe(app.config.meta.dialogUrl);
    expect(dialog.searchParams.get('client_id')).toBe(app.config.meta.appId);
    expect(dialog.searchParams.get('redirect_uri')).toBe(app.config.meta.redirectUri);
    expect(dialog.searchParams.get('scope')).toBe('public_profile,email,ads_management,ads_read,business_management');
    const state = dialog.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(20);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('oauth2-redirect-state='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=600/i);
    expect(cookie).toContain(state);
  });

  it('started from another name of the host (localhost, not PUBLIC_URL’s 127.0.0.1) first moves to PUBLIC_URL, setting no state there', async () => {
    const elsewhere = createBrowser(app.baseUrl.replace('127.0.0.1', 'localhost'));
    const moved = await elsewhere.get('/api/auth/facebook?via=accounts');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe(`${app.config.publicUrl}/api/auth/facebook?via=accounts&moved=1`);
    expect(moved.headers.getSetCookie()).toEqual([]);

    // On PUBLIC_URL's host the flow starts, so the state cookie lives where the callback will come back to.
    const browser = createBrowser(app.baseUrl);
    const started = await browser.get(String(moved.headers.get('location')));
    expect(started.status).toBe(302);
    expect(String(started.headers.get('location'))).toMatch(new RegExp(`^${app.config.meta.dialogUrl}\\?`));
    expect(browser.cookies.has('oauth2-redirect-state')).toBe(true);
  });

  it('moves a start of the flow once at most, so a proxy that hides the public host cannot make it loop', async () => {
    const elsewhere = createBrowser(app.baseUrl.replace('127.0.0.1', 'localhost'));
    const started = await elsewhere.get('/api/auth/facebook?moved=1');
    expect(started.status).toBe(302);
    expect(String(started.headers.get('location'))).toMatch(new RegExp(`^${app.config.meta.dialogUrl}\\?`));
  });

  it('connects the signed-in user: encrypted token, ad accounts, audit, first sync queued, then /dashboard/success naming the connection', async () => {
    const { browser, userId, token: bearer } = await registeredBrowser();
    const ana = app.userNamed('Ana');
    const landed = await connectThroughDialog(browser, ana.id, 'continue', undefined, '/api/auth/facebook?return=%2Faccounts');

    const connection = await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', await workspaceOf(db(), userId)).executeTakeFirstOrThrow();
    // The landing page, not the page the flow began on: it says who connected and how the first sync goes.
    expect(`${landed.pathname}${landed.search}`).toBe(`/dashboard/success?connection=${connection.id}`);
    // What that page reads: who on Meta connected, and how many ad accounts came along.
    const summary = await browser.request(`/trpc/connections.summary?input=${encodeURIComponent(JSON.stringify({ json: { connectionId: connection.id } }))}`, {
      headers: { authorization: `Bearer ${bearer}` },
    });
    expect(summary.status).toBe(200);
    expect(((await summary.json()) as { result: { data: { json: unknown } } }).result.data.json).toMatchObject({
      id: connection.id,
      externalUserName: connection.external_user_name,
      adAccountCount: ana.accountIds.length,
      active: true,
    });
    expect(connection.external_user_name).toContain('Ana');
    expect(connection).toMatchObject({ status: 'active', platform_id: 1, connected_by: userId });
    // The browser's own copy of Ana, never Ana's shared id.
    expect(connection.external_user_id).not.toBe(ana.id);
    expect((await app.identitiesOf('Ana')).map((identity) => identity.id)).toContain(connection.external_user_id);
    expect(connection.access_token_ciphertext).toMatch(/^v1:/);
    const token = testCipher.decrypt(connection.access_token_ciphertext);
    expect(token).toMatch(/^EAA/);
    expect(connection.access_token_ciphertext).not.toContain(token);
    expect(connection.scopes).toEqual(expect.arrayContaining(['ads_management', 'ads_read', 'business_management']));

    const accounts = await db().selectFrom('ad_accounts').select(['ad_account_id', 'has_valid_token']).where('workspace_id', '=', await workspaceOf(db(), userId)).execute();
    expect(accounts.map((account) => account.ad_account_id).sort()).toEqual(ana.accountIds.map((id) => (id.startsWith('act_') ? id : `act_${id}`)).sort());
    const runs = await db().selectFrom('sync_runs').select(['kind', 'trigger', 'status']).where('workspace_id', '=', await workspaceOf(db(), userId)).execute();
    expect(runs).toHaveLength(accounts.length);
    expect(runs.every((run) => run.kind === 'ad_account' && run.trigger === 'connect' && run.status === 'queued')).toBe(true);
    expect(await actions(userId)).toEqual(['user.registered', 'connection.connected']);
    // Synced again every hour from now on, at a minute of its own.
    expect(await scheduleOf(connection.id)).toMatchObject({ cron: expect.stringMatching(/^\d+ \* \* \* \*$/), data: { connectionId: connection.id, trigger: 'schedule' } });
    // The browser never sees the token.
    const accountsAnswer = await browser.request('/api/ad-accounts', { headers: {} });
    expect(await accountsAnswer.text()).not.toContain(token);
  });

  it('signs in a visitor without a session by registering them from the Facebook profile, then signs them in again', async () => {
    const chloe = app.userNamed('Chloé');
    const browser = createBrowser(app.baseUrl);
    const landed = await connectThroughDialog(browser, chloe.id);
    expect(landed.pathname).toBe('/auth/recovery');
    expect(browser.cookies.has('adfleet_session')).toBe(true);

    const identity = (await app.identitiesOf('Chloé')).at(-1)!;
    const user = await db().selectFrom('users').selectAll().where('facebook_user_id', '=', identity.id).executeTakeFirstOrThrow();
    expect(user).toMatchObject({ username: 'chloe.martin', email: identity.email, first_name: 'Chloé', last_name: 'Martin', password_hash: null });
    expect(await actions(user.id)).toEqual(['user.registered', 'user.login_succeeded', 'connection.connected']);
    // The new person's connection belongs to their own new workspace, and names them as who connected it.
    const personal = await db().selectFrom('workspace_members').select(['workspace_id', 'role']).where('user_id', '=', user.id).execute();
    expect(personal).toEqual([{ workspace_id: user.current_workspace_id, role: 'owner' }]);
    expect(await db().selectFrom('platform_connections').select(['workspace_id', 'connected_by']).where('external_user_id', '=', identity.id).execute()).toEqual([
      { workspace_id: user.current_workspace_id, connected_by: user.id },
    ]);

    // The recovery screen trades the cookie for a bearer token.
    const recovered = await browser.get('/api/auth/session-token');
    expect(recovered.status).toBe(200);
    const me = await fetch(`${app.baseUrl}/api/auth/me`, { headers: { authorization: `Bearer ${((await recovered.json()) as { token: string }).token}` } });
    expect(((await me.json()) as { id: string }).id).toBe(user.id);

    // Signed out, the same browser picks Chloé again and is the same AdFleet user.
    signOut(browser);
    expect((await connectThroughDialog(browser, chloe.id)).pathname).toBe('/auth/recovery');
    const users = await db().selectFrom('users').select('id').where('facebook_user_id', '=', identity.id).execute();
    expect(users).toHaveLength(1);
  });

  /** A person who signed up with Facebook in a browser of their own (which keeps its sandbox identity), and their row. */
  async function facebookPerson(persona: string) {
    await db().deleteFrom('auth_attempts').where('key', 'like', 'register:ip:%').execute();
    const browser = createBrowser(app.baseUrl);
    expect((await connectThroughDialog(browser, app.userNamed(persona).id)).pathname).toBe('/auth/recovery');
    const identity = (await app.identitiesOf(persona)).at(-1)!;
    const user = await db().selectFrom('users').selectAll().where('facebook_user_id', '=', identity.id).executeTakeFirstOrThrow();
    return { browser, identity, user, personal: user.current_workspace_id ?? '' };
  }
  const inWorkspace = async (workspaceId: string) => ({
    connections: await db().selectFrom('platform_connections').select(['id', 'connected_by']).where('workspace_id', '=', workspaceId).execute(),
    adAccounts: (await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', workspaceId).execute()).length,
    connectedRows: (await db().selectFrom('audit_log').select('id').where('workspace_id', '=', workspaceId).where('action', '=', 'connection.connected').execute()).length,
  });

  it('signed out, “Continue with Facebook” by an analyst working in a team connects into their own workspace, never the team’s', async () => {
    const teamOwner = await registeredBrowser();
    const team = await db().transaction().execute((trx) => insertWorkspace(trx, { name: 'Analysts’ team', ownerId: teamOwner.userId }));
    const analyst = await facebookPerson('Chloé');
    await db().insertInto('workspace_members').values({ workspace_id: team.id, user_id: analyst.user.id, role: 'analyst' }).execute();
    await db().updateTable('users').set({ current_workspace_id: team.id }).where('id', '=', analyst.user.id).execute();

    signOut(analyst.browser);
    expect((await connectThroughDialog(analyst.browser, app.userNamed('Chloé').id)).pathname).toBe('/auth/recovery');
    // The SDK's token, signed out, takes the same path.
    const minted = await app.control('POST', '/tokens', { user_id: analyst.identity.id });
    const sdk = await fetch(`${app.baseUrl}/api/facebook/token`, { method: 'POST', body: JSON.stringify({ accessToken: minted.access_token }), headers: { 'content-type': 'application/json' } });
    expect(sdk.status, await sdk.clone().text()).toBe(200);
    expect(((await sdk.json()) as { user: { id: string } }).user.id).toBe(analyst.user.id);

    expect(await inWorkspace(team.id)).toEqual({ connections: [], adAccounts: 0, connectedRows: 0 });
    const own = await inWorkspace(analyst.personal);
    expect(own.connections).toEqual([{ id: expect.any(String), connected_by: analyst.user.id }]);
    expect(own.adAccounts).toBe(app.userNamed('Chloé').accountIds.length);
  });

  it('signed out, refuses a person who owns no workspace, saying why in their language, and changes nothing', async () => {
    const person = await facebookPerson('Chloé');
    // Their own workspace handed on: they administer it, but it is no longer theirs.
    await db().updateTable('workspace_members').set({ role: 'admin' }).where('user_id', '=', person.user.id).execute();
    const before = { ...(await inWorkspace(person.personal)), sessions: await db().selectFrom('sessions').select('id').where('user_id', '=', person.user.id).execute(), actions: await actions(person.user.id) };

    signOut(person.browser);
    const landed = await connectThroughDialog(person.browser, app.userNamed('Chloé').id);
    expect(`${landed.pathname}${landed.search}`).toBe('/login?error=access_denied&error_reason=no_personal_workspace');
    expect(person.browser.cookies.has('adfleet_session')).toBe(false);
    const minted = await app.control('POST', '/tokens', { user_id: person.identity.id });
    const sdk = await fetch(`${app.baseUrl}/api/facebook/token`, { method: 'POST', body: JSON.stringify({ accessToken: minted.access_token }), headers: { 'content-type': 'application/json', 'accept-language': 'es' } });
    expect(sdk.status).toBe(403);
    expect(await sdk.json()).toMatchObject({ message: expect.stringContaining('No tienes un espacio de trabajo propio') });

    const after = { ...(await inWorkspace(person.personal)), sessions: await db().selectFrom('sessions').select('id').where('user_id', '=', person.user.id).execute(), actions: await actions(person.user.id) };
    expect(after).toEqual(before);
  });

  it('signed in with Facebook, the browser keeps one session: the recovered token is the cookie’s, listed once, and signing out ends it', async () => {
    const { browser, user } = await facebookPerson('Chloé');
    const recover = async () => {
      const response = await browser.get('/api/auth/session-token');
      expect(response.status).toBe(200);
      return ((await response.json()) as { token: string }).token;
    };
    const [first, second] = [await recover(), await recover()];
    expect(second).toBe(first);
    expect(first).toBe(browser.cookies.get('adfleet_session'));
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toHaveLength(1);
    const sessions = await callerAs(testDeps(db(), app.config), first).settings.sessions();
    expect(sessions).toEqual([expect.objectContaining({ current: true })]);

    // The web app signs out with its bearer token alone: the cookie's session is the same one, so it ends too.
    const loggedOut = await fetch(`${app.baseUrl}/api/auth/logout`, { method: 'POST', headers: { authorization: `Bearer ${first}` } });
    expect(loggedOut.status).toBe(200);
    const cookie = `adfleet_session=${first}`;
    expect((await fetch(`${app.baseUrl}/api/auth/me`, { headers: { cookie } })).status).toBe(401);
    expect((await fetch(`${app.baseUrl}/api/auth/session-token`, { headers: { cookie } })).status).toBe(401);
    expect(await db().selectFrom('sessions').select('id').where('user_id', '=', user.id).execute()).toEqual([]);
  });

  it('connects into the workspace chosen when the flow began, not the person’s current one', async () => {
    const { browser, userId } = await registeredBrowser();
    const personal = await workspaceOf(db(), userId);
    const team = await db().transaction().execute((trx) => insertWorkspace(trx, { name: 'Agency team', ownerId: userId }));
    const landed = await connectThroughDialog(browser, app.userNamed('Ana').id, 'continue', undefined, `/api/auth/facebook?workspace=${team.id}`);
    const connection = await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', team.id).executeTakeFirstOrThrow();
    expect(`${landed.pathname}${landed.search}`).toBe(`/dashboard/success?connection=${connection.id}`);
    expect(connection.connected_by).toBe(userId);
    expect(await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', team.id).execute()).toHaveLength(app.userNamed('Ana').accountIds.length);
    // The person's own workspace, still current, got nothing.
    expect(await workspaceOf(db(), userId)).toBe(personal);
    expect(await db().selectFrom('platform_connections').select('id').where('workspace_id', '=', personal).execute()).toEqual([]);
    expect(await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', personal).execute()).toEqual([]);
    const audit = await db().selectFrom('audit_log').select(['workspace_id', 'actor_user_id']).where('action', '=', 'connection.connected').where('target_id', '=', connection.id).execute();
    expect(audit).toEqual([{ workspace_id: team.id, actor_user_id: userId }]);
  });

  it('refuses to start for a workspace the person is not in, and refuses the callback once they have left the one chosen', async () => {
    const { browser, userId } = await registeredBrowser();
    const outsider = await registeredBrowser();
    const theirs = await workspaceOf(db(), outsider.userId);
    const refused = await browser.get(`/api/auth/facebook?return=%2Faccounts&workspace=${theirs}`);
    expect(refused.status).toBe(302);
    expect(String(refused.headers.get('location'))).toBe('/accounts?connect_error=access_denied&connect_reason=workspace_left');

    const team = await db().transaction().execute((trx) => insertWorkspace(trx, { name: 'Left soon', ownerId: outsider.userId }));
    await db().insertInto('workspace_members').values({ workspace_id: team.id, user_id: userId, role: 'admin' }).execute();
    const start = await browser.get(`/api/auth/facebook?return=%2Faccounts&workspace=${team.id}`);
    const dialog = new URL(String(start.headers.get('location')));
    const decided = await browser.postForm(dialog.toString().split('?')[0] ?? '', {
      client_id: dialog.searchParams.get('client_id') ?? '',
      redirect_uri: dialog.searchParams.get('redirect_uri') ?? '',
      state: dialog.searchParams.get('state') ?? '',
      scope: dialog.searchParams.get('scope') ?? '',
      user_id: app.userNamed('Ana').id,
      decision: 'continue',
    });
    // Removed from the workspace while on Meta's dialog.
    await db().deleteFrom('workspace_members').where('workspace_id', '=', team.id).where('user_id', '=', userId).execute();
    const landed = await browser.get(String(decided.headers.get('location')));
    expect(String(landed.headers.get('location'))).toBe('/accounts?connect_error=access_denied&connect_reason=workspace_left');
    expect(await db().selectFrom('platform_connections').select('id').where('workspace_id', 'in', [team.id, await workspaceOf(db(), userId)]).execute()).toEqual([]);
    expect(await actions(userId)).toEqual(['user.registered']);
  });

  it('refuses the callback for a member demoted below administering the workspace while on Meta’s dialog', async () => {
    const { browser, userId } = await registeredBrowser();
    const outsider = await registeredBrowser();
    const team = await db().transaction().execute((trx) => insertWorkspace(trx, { name: 'Demoted soon', ownerId: outsider.userId }));
    await db().insertInto('workspace_members').values({ workspace_id: team.id, user_id: userId, role: 'admin' }).execute();
    const start = await browser.get(`/api/auth/facebook?return=%2Faccounts&workspace=${team.id}`);
    const dialog = new URL(String(start.headers.get('location')));
    const decided = await browser.postForm(dialog.toString().split('?')[0] ?? '', {
      client_id: dialog.searchParams.get('client_id') ?? '',
      redirect_uri: dialog.searchParams.get('redirect_uri') ?? '',
      state: dialog.searchParams.get('state') ?? '',
      scope: dialog.searchParams.get('scope') ?? '',
      user_id: app.userNamed('Ana').id,
      decision: 'continue',
    });
    // Made a manager while on Meta's dialog: still a member, no longer one who may connect.
    await db().updateTable('workspace_members').set({ role: 'manager' }).where('workspace_id', '=', team.id).where('user_id', '=', userId).execute();
    const landed = await browser.get(String(decided.headers.get('location')));
    expect(String(landed.headers.get('location'))).toBe('/accounts?connect_error=access_denied&connect_reason=role');
    expect(await db().selectFrom('platform_connections').select('id').where('workspace_id', 'in', [team.id, await workspaceOf(db(), userId)]).execute()).toEqual([]);
    expect(await actions(userId)).toEqual(['user.registered']);
  });

  it('sends a cancelled dialog back to /login with Meta’s error codes (never its words) and stores nothing', async () => {
    const { browser, userId } = await registeredBrowser();
    const landed = await connectThroughDialog(browser, app.userNamed('Ana').id, 'cancel');
    expect(landed.pathname).toBe('/login');
    expect(Object.fromEntries(landed.searchParams)).toEqual({ error: 'access_denied', error_reason: 'user_denied' });
    expect(await db().selectFrom('platform_connections').select('id').where('workspace_id', '=', await workspaceOf(db(), userId)).execute()).toEqual([]);
  });

  it('sends a refusal back to the page the flow began on, with the codes for its notice, keeping that page’s search; stores nothing', async () => {
    const { browser, userId } = await registeredBrowser();
    const started = await browser.get('/api/auth/facebook?return=%2Faccounts');
    expect(started.headers.getSetCookie().find((line) => line.startsWith('adfleet_connect_return='))).toMatch(/HttpOnly/i);
    const cancelled = await connectThroughDialog(browser, app.userNamed('Ana').id, 'cancel', undefined, '/api/auth/facebook?return=%2Faccounts');
    expect(`${cancelled.pathname}${cancelled.search}`).toBe('/accounts?connect_error=access_denied&connect_reason=user_denied');
    // Used once: a later flow started without a page to return to does not come back here.
    expect(browser.cookies.has('adfleet_connect_return')).toBe(false);

    const origin = encodeURIComponent('/campaign-duplicator?campaignId=120000000000000001');
    const refused = await connectThroughDialog(browser, app.userNamed('Bruno').id, 'continue', undefined, `/api/auth/facebook?return=${origin}`);
    expect(refused.pathname).toBe('/campaign-duplicator');
    expect(Object.fromEntries(refused.searchParams)).toEqual({
      campaignId: '120000000000000001',
      connect_error: 'missing_permissions',
      connect_reason: 'missing_scope',
      connect_missing: 'ads_management',
    });
    expect(await db().selectFrom('platform_connections').select('id').where('workspace_id', '=', await workspaceOf(db(), userId)).execute()).toEqual([]);
  });

  it('never returns to another site or to the sign-in page: such a refusal lands on the sign-in screen as before', async () => {
    // Signed out or not, the page to return to is only ever a path on this site.
    const browser = createBrowser(app.baseUrl);
    for (const origin of ['https://evil.example/accounts', '//evil.example/accounts', '/\\evil.example', '/login']) {
      const start = `/api/auth/facebook?return=${encodeURIComponent(origin)}`;
      const started = await browser.get(start);
      expect(started.headers.getSetCookie().some((line) => line.startsWith('adfleet_connect_return=') && !/max-age=0|expires=thu, 01 jan 1970/i.test(line)), origin).toBe(false);
      const landed = await connectThroughDialog(browser, app.userNamed('Ana').id, 'cancel', undefined, start);
      expect(`${landed.origin}${landed.pathname}`, origin).toBe('http://app.invalid/login');
      expect(Object.fromEntries(landed.searchParams)).toEqual({ error: 'access_denied', error_reason: 'user_denied' });
    }
  });

  it('refuses a callback whose state does not match the browser’s cookie', async () => {
    const { browser, userId } = await registeredBrowser();
    const landed = await connectThroughDialog(browser, app.userNamed('Ana').id, 'continue', (callback) => callback.searchParams.set('state', 'forged-state-value-000000'));
    expect(landed.pathname).toBe('/login');
    expect(Object.fromEntries(landed.searchParams)).toEqual({ error: 'invalid_state', error_reason: 'state_mismatch' });
    expect(await db().selectFrom('platform_connections').select('id').where('workspace_id', '=', await workspaceOf(db(), userId)).execute()).toEqual([]);

    // A callback from another browser (no state cookie at all) fails the same way.
    const stranger = createBrowser(app.baseUrl);
    const code = await stranger.get('/api/auth/facebook/callback?code=abc&state=whatever');
    expect(new URL(String(code.headers.get('location')), app.baseUrl).searchParams.get('error')).toBe('invalid_state');
  });

  it('names the missing scope when the user declines ads_management (Bruno)', async () => {
    const { browser, userId } = await registeredBrowser();
    const landed = await connectThroughDialog(browser, app.userNamed('Bruno').id);
    expect(landed.pathname).toBe('/login');
    expect(landed.searchParams.get('error')).toBe('missing_permissions');
    expect(landed.searchParams.get('error_reason')).toBe('missing_scope');
    expect(landed.searchParams.get('missing')).toBe('ads_management');
    expect(landed.searchParams.has('error_description')).toBe(false);
    expect(await db().selectFrom('platform_connections').select('id').where('workspace_id', '=', await workspaceOf(db(), userId)).execute()).toEqual([]);
  });

  describe('POST /api/facebook/token (the SDK path)', () => {
    const post = (body: object, headers: Record<string, string> = {}) =>
      fetch(`${app.baseUrl}/api/facebook/token`, { method: 'POST', body: JSON.stringify(body), headers: { 'content-type': 'application/json', ...headers } });

    it('connects the bearer’s user and answers success, token and user', async () => {
      const { userId, token } = await registeredBrowser();
      const accessToken = await app.mintToken('Ana');
      const response = await post({ accessToken, userInfo: { id: app.userNamed('Ana').id }, authenticated: true }, { authorization: `Bearer ${token}` });
      expect(response.status).toBe(200);
      expect(await response.json()).toMatchObject({ success: true, token, user: { id: userId } });
      expect(await actions(userId)).toContain('connection.connected');
    });

    it('rejects an expired token with a clear message and stores nothing', async () => {
      const { userId, token } = await registeredBrowser();
      const accessToken = await app.mintToken('Ana', { expires_in: 60 });
      await app.control('POST', '/clock', { advance_seconds: 120 });
      const response = await post({ accessToken }, { authorization: `Bearer ${token}` });
      expect(response.status).toBe(400);
      expect(await response.json()).toMatchObject({ error: 'VALIDATION_FAILED', message: expect.stringContaining('expired') });
      expect(await db().selectFrom('platform_connections').select('id').where('workspace_id', '=', await workspaceOf(db(), userId)).execute()).toEqual([]);
    });

    it('rejects a token for another Facebook user than userInfo names', async () => {
      const response = await post({ accessToken: await app.mintToken('Ana'), userInfo: { id: app.userNamed('Chloé').id } });
      expect(response.status).toBe(400);
    });
  });

  it('GET /api/oauth-status says whether the caller is signed in and how their connection stands', async () => {
    const anonymous = await (await fetch(`${app.baseUrl}/api/oauth-status`)).json();
    expect(anonymous).toEqual({ success: false, error: false, message: 'Not signed in', isAuthenticated: false });
    const inSpanish = await (await fetch(`${app.baseUrl}/api/oauth-status`, { headers: { 'accept-language': 'es' } })).json();
    expect(inSpanish).toMatchObject({ message: 'No has iniciado sesión' });
    const { browser, token } = await registeredBrowser();
    const status = async () => (await fetch(`${app.baseUrl}/api/oauth-status`, { headers: { authorization: `Bearer ${token}` } })).json();
    expect(await status()).toMatchObject({ success: false, error: false, isAuthenticated: true });
    await connectThroughDialog(browser, app.userNamed('Ana').id);
    expect(await status()).toMatchObject({ success: true, error: false, isAuthenticated: true });
  });

  describe('Meta callbacks with signed_request', () => {
    const nowSeconds = () => Math.floor(Date.now() / 1000);
    const sign = (payload: object, secret = app.config.meta.appSecret) => {
      const body = Buffer.from(JSON.stringify(payload)).toString('base64url');
      return `${createHmac('sha256', secret).update(body).digest('base64url')}.${body}`;
    };
    const postForm = (path: string, signedRequest: string) =>
      fetch(`${app.baseUrl}${path}`, { method: 'POST', body: new URLSearchParams({ signed_request: signedRequest }).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

    it('deauthorize revokes the Facebook user’s connections and flags their accounts; a forged request changes nothing', async () => {
      const { browser, userId } = await registeredBrowser();
      await connectThroughDialog(browser, app.userNamed('Ana').id);
      const metaId = await metaIdOf(userId);

      const forged = await postForm('/api/facebook/deauthorize', sign({ algorithm: 'HMAC-SHA256', user_id: metaId, issued_at: nowSeconds() }, 'not-the-secret'));
      expect(forged.status).toBe(400);
      const wrongAlgorithm = await postForm('/api/facebook/deauthorize', sign({ algorithm: 'none', user_id: metaId, issued_at: nowSeconds() }));
      expect(wrongAlgorithm.status).toBe(400);
      const workspaceId = await workspaceOf(db(), userId);
      const connection = () => db().selectFrom('platform_connections').select(['status', 'status_reason']).where('workspace_id', '=', workspaceId).executeTakeFirstOrThrow();
      expect((await connection()).status).toBe('active');

      const valid = await postForm('/api/facebook/deauthorize', sign({ algorithm: 'HMAC-SHA256', user_id: metaId, issued_at: nowSeconds() }));
      expect(valid.status).toBe(200);
      expect(await connection()).toEqual({ status: 'revoked', status_reason: { code: 'connectionAppRemoved', params: {} } });
      const { id: connectionId } = await db().selectFrom('platform_connections').select('id').where('workspace_id', '=', await workspaceOf(db(), userId)).executeTakeFirstOrThrow();
      expect(await scheduleOf(connectionId)).toBeUndefined();
      const flags = await db().selectFrom('ad_accounts').select('has_valid_token').where('workspace_id', '=', await workspaceOf(db(), userId)).execute();
      expect(flags.length).toBeGreaterThan(0);
      expect(flags.every((row) => !row.has_valid_token)).toBe(true);
      expect(await actions(userId)).toContain('connection.revoked');
    });

    it('data deletion removes the Facebook user’s data and answers a status url and confirmation code', async () => {
      const { browser, userId } = await registeredBrowser();
      await connectThroughDialog(browser, app.userNamed('Chloé').id);
      // Forged (signed with another secret): refused, nothing deleted, no request stored, so no code to show.
      const forged = await postForm('/api/facebook/data-deletion', sign({ algorithm: 'HMAC-SHA256', user_id: await metaIdOf(userId), issued_at: nowSeconds() }, 'not-the-secret'));
      expect(forged.status).toBe(400);
      expect((await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', await workspaceOf(db(), userId)).execute()).length).toBeGreaterThan(0);
      expect(await db().selectFrom('data_deletion_requests').select('id').where('source', '=', 'facebook').execute()).toEqual([]);
      const response = await postForm('/api/facebook/data-deletion', sign({ algorithm: 'HMAC-SHA256', user_id: await metaIdOf(userId), issued_at: nowSeconds() }));
      expect(response.status).toBe(200);
      const body = (await response.json()) as { url: string; confirmation_code: string };
      expect(body.url).toBe(`${app.baseUrl}/data-deletion/status?code=${body.confirmation_code}`);
      expect(await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', await workspaceOf(db(), userId)).execute()).toEqual([]);
      // The code is real: the status page's query knows it, and says the deletion is done.
      const status = await fetch(`${app.baseUrl}/trpc/dataRights.deletionStatus?input=${encodeURIComponent(JSON.stringify({ json: { code: body.confirmation_code } }))}`);
      expect(status.status).toBe(200);
      expect(((await status.json()) as { result: { data: { json: unknown } } }).result.data.json).toMatchObject({ code: body.confirmation_code, status: 'done', source: 'facebook' });
    });
  });
});
