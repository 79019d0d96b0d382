import { insertWorkspace } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type Browser, createBrowser, type SandboxedServer, startSandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testCipher, testDeps } from '@adfleet/test-support/test-server';

interface Persona {
  id: string;
  name: string;
  advertiser_ids: string[];
}

let sequence = 0;

describe('connecting TikTok through the TikTok sandbox’s authorization page', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  let personas: Persona[];
  /** Ana's advertisers connected by one user, which later tests must leave as they are. */
  let anaOwner = { userId: '', token: '' };
  const tiktokUrl = () => `${app.baseUrl}/sandbox/tiktok`;
  const control = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${tiktokUrl()}/_sandbox${path}`, {
      method,
      headers: { 'x-sandbox-key': app.config.tiktok.sandbox?.controlKey ?? '', ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return response.json() as Promise<any>; // eslint-disable-line @typescript-eslint/no-explicit-any -- control answers are free-form JSON
  };
  const persona = (first: string) => {
    const found = personas.find((candidate) => candidate.name.startsWith(first));
    if (!found) throw new Error(`no TikTok demo person ${first}`);
    return found;
  };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    personas = (await control('GET', '')).personas;
    // Flows here follow each other faster than TikTok's Basic tier (10 calls a second) allows; limits are not under test.
    await control('PUT', '/limits', { qps: 1000, qpm: 60000, lock_seconds: 1 });
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
      body: JSON.stringify({ username: `ttowner${sequence}`, email: `ttowner${sequence}@example.com`, password: TEST_PASSWORD }),
      headers: { 'content-type': 'application/json', 'x-forwarded-for': `10.64.0.${sequence}` },
    });
    const { user, token } = (await response.json()) as { user: { id: string }; token: string };
    return { browser, userId: user.id, token };
  }

  /** Clicks "Connect TikTok", picks the demo person on TikTok's page, presses Confirm (or Cancel) and follows the redirect back. */
  async function connectThroughPage(browser: Browser, first: string, options: { decision?: 'confirm' | 'cancel'; tamper?: (callback: URL) => void } = {}) {
    const start = await browser.get('/api/auth/tiktok?return=%2Faccounts');
    const page = new URL(String(start.headers.get('location')));
    const decided = await browser.postForm(`${page.origin}${page.pathname}`, {
      app_id: page.searchParams.get('app_id') ?? '',
      redirect_uri: page.searchParams.get('redirect_uri') ?? '',
      state: page.searchParams.get('state') ?? '',
      persona_id: persona(first).id,
      decision: options.decision ?? 'confirm',
    });
    const callback = new URL(String(decided.headers.get('location')));
    options.tamper?.(callback);
    const landed = await browser.get(callback.toString());
    return { callback, landed: new URL(String(landed.headers.get('location')), 'http://app.invalid') };
  }

  /** What the user's own workspace holds. */
  const stored = async (userId: string) => ({
    connections: await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', await workspaceOf(db(), userId)).where('platform_id', '=', 2).execute(),
    accounts: await db().selectFrom('ad_accounts').selectAll().where('workspace_id', '=', await workspaceOf(db(), userId)).where('platform_id', '=', 2).orderBy('currency').execute(),
  });
  const actions = async (userId: string) =>
    (await db().selectFrom('audit_log').select(['action', 'metadata']).where('user_id', '=', userId).where('action', 'like', 'connection.%').orderBy('id').execute());
  const caller = (token: string) => callerAs({ ...testDeps(db(), app.config), jobs: app.server.jobs }, token);

  it('sends a signed-in browser to TikTok’s page with the app, the exact redirect URI and a single-use state in a short-lived httpOnly cookie', async () => {
    const { browser } = await registeredBrowser();
    const response = await browser.get('/api/auth/tiktok');
    expect(response.status).toBe(302);
    const page = new URL(String(response.headers.get('location')));
    expect(`${page.origin}${page.pathname}`).toBe(app.config.tiktok.authUrl);
    expect(page.searchParams.get('app_id')).toBe(app.config.tiktok.appId);
    expect(page.searchParams.get('redirect_uri')).toBe(`${app.config.publicUrl}/api/auth/tiktok/callback`);
    const state = page.searchParams.get('state') ?? '';
    expect(state.length).toBeGreaterThanOrEqual(32);
    const cookie = response.headers.getSetCookie().find((line) => line.startsWith('adfleet_tiktok_state='));
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/Max-Age=600/i);
    expect(cookie).toContain(state);
  });

  it('started from another name of the host (localhost, not PUBLIC_URL’s 127.0.0.1) first moves to PUBLIC_URL, issuing no state there', async () => {
    const elsewhere = createBrowser(app.baseUrl.replace('127.0.0.1', 'localhost'));
    const moved = await elsewhere.get('/api/auth/tiktok?return=%2Faccounts');
    expect(moved.status).toBe(302);
    expect(moved.headers.get('location')).toBe(`${app.config.publicUrl}/api/auth/tiktok?return=%2Faccounts&moved=1`);
    expect(moved.headers.getSetCookie()).toEqual([]);
    // Once moved, a host that still is not the callback's (a proxy without TRUST_PROXY) goes on rather than looping.
    const again = await elsewhere.get('/api/auth/tiktok?moved=1');
    expect(again.headers.get('location')).toBe('/login');
  });

  it('stores nothing for a member demoted below administering the workspace while on TikTok’s page', async () => {
    const { browser, userId } = await registeredBrowser();
    const owner = await registeredBrowser();
    const team = await db().transaction().execute((trx) => insertWorkspace(trx, { name: 'TikTok demotion', ownerId: owner.userId }));
    await db().insertInto('workspace_members').values({ workspace_id: team.id, user_id: userId, role: 'admin' }).execute();
    const start = await browser.get(`/api/auth/tiktok?return=%2Faccounts&workspace=${team.id}`);
    const page = new URL(String(start.headers.get('location')));
    const decided = await browser.postForm(`${page.origin}${page.pathname}`, {
      app_id: page.searchParams.get('app_id') ?? '',
      redirect_uri: page.searchParams.get('redirect_uri') ?? '',
      state: page.searchParams.get('state') ?? '',
      persona_id: persona('Chloé').id,
      decision: 'confirm',
    });
    // Made an analyst while on TikTok's page: still a member, no longer one who may connect.
    await db().updateTable('workspace_members').set({ role: 'analyst' }).where('workspace_id', '=', team.id).where('user_id', '=', userId).execute();
    const landed = await browser.get(String(decided.headers.get('location')));
    expect(String(landed.headers.get('location'))).toBe('/accounts?connect_error=access_denied&connect_reason=role&connect_platform=tiktok');
    expect(await db().selectFrom('platform_connections').select('id').where('workspace_id', '=', team.id).execute()).toEqual([]);
    expect(await actions(userId)).toEqual([]);
  });

  it('stores the advertisers in the workspace chosen when the flow began, and nothing once the person has left it', async () => {
    const { browser, userId } = await registeredBrowser();
    const owner = await registeredBrowser();
    const team = await db().transaction().execute((trx) => insertWorkspace(trx, { name: 'TikTok team', ownerId: owner.userId }));
    await db().insertInto('workspace_members').values({ workspace_id: team.id, user_id: userId, role: 'admin' }).execute();
    const inTeam = async () => db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', team.id).execute();

    const leaving = async (remove: boolean) => {
      const start = await browser.get(`/api/auth/tiktok?return=%2Faccounts&workspace=${team.id}`);
      const page = new URL(String(start.headers.get('location')));
      const decided = await browser.postForm(`${page.origin}${page.pathname}`, {
        app_id: page.searchParams.get('app_id') ?? '',
        redirect_uri: page.searchParams.get('redirect_uri') ?? '',
        state: page.searchParams.get('state') ?? '',
        persona_id: persona('Chloé').id,
        decision: 'confirm',
      });
      // Removed from the workspace while on TikTok's page.
      if (remove) await db().deleteFrom('workspace_members').where('workspace_id', '=', team.id).where('user_id', '=', userId).execute();
      const landed = await browser.get(String(decided.headers.get('location')));
      return String(landed.headers.get('location'));
    };

    expect(await leaving(true)).toBe('/accounts?connect_error=access_denied&connect_reason=workspace_left&connect_platform=tiktok');
    expect(await inTeam()).toEqual([]);
    expect((await stored(userId)).connections).toEqual([]);
    expect(await actions(userId)).toEqual([]);

    // A member again: the connection goes to that workspace, named as theirs, while their own stays empty.
    await db().insertInto('workspace_members').values({ workspace_id: team.id, user_id: userId, role: 'admin' }).execute();
    expect(await leaving(false)).toBe(`/accounts?connected=tiktok&count=${persona('Chloé').advertiser_ids.length}`);
    const [connection] = await inTeam();
    expect(connection).toMatchObject({ connected_by: userId, platform_id: 2 });
    expect(await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', team.id).execute()).toHaveLength(persona('Chloé').advertiser_ids.length);
    expect(await stored(userId)).toEqual({ connections: [], accounts: [] });
    // Another workspace, its owner's own, sees none of it.
    expect(await stored(owner.userId)).toEqual({ connections: [], accounts: [] });
  });

  it('sends a signed-out browser to sign in first, with no state issued', async () => {
    const response = await createBrowser(app.baseUrl).get('/api/auth/tiktok');
    expect(response.status).toBe(302);
    expect(response.headers.get('location')).toBe('/login');
    expect(response.headers.getSetCookie().some((line) => line.startsWith('adfleet_tiktok_state='))).toBe(false);
  });

  it('connects the advertisers with their currency, time zone and status, the token encrypted, an audit row, and returns to Accounts', async () => {
    const { browser, userId, token } = await registeredBrowser();
    anaOwner = { userId, token };
    const ana = persona('Ana');
    const { landed } = await connectThroughPage(browser, 'Ana');
    expect(`${landed.pathname}${landed.search}`).toBe(`/accounts?connected=tiktok&count=${ana.advertiser_ids.length}`);

    const { connections, accounts } = await stored(userId);
    expect(connections).toHaveLength(1);
    const [connection] = connections;
    expect(accounts.map((account) => account.ad_account_id).sort()).toEqual([...ana.advertiser_ids].sort());
    expect(accounts.map((account) => [account.currency, account.timezone_name, account.status, account.connection_id])).toEqual([
      ['EUR', 'Europe/Madrid', 'ACTIVE', connection?.id],
      ['JPY', 'Asia/Tokyo', 'ACTIVE', connection?.id],
      ['MXN', 'America/Mexico_City', 'ACTIVE', connection?.id],
      ['USD', 'America/New_York', 'ACTIVE', connection?.id],
    ]);
    // Stored encrypted, and what decrypts is a token TikTok (the sandbox) accepts for those advertisers.
    const accessToken = testCipher.decrypt(connection?.access_token_ciphertext ?? '');
    expect(connection?.access_token_ciphertext).not.toContain(accessToken);
    const info = (await (await fetch(`${app.config.tiktok.apiBaseUrl}/advertiser/info/?advertiser_ids=${encodeURIComponent(JSON.stringify(ana.advertiser_ids))}`, { headers: { 'access-token': accessToken } })).json()) as { code: number };
    expect(info.code).toBe(0);

    expect(await actions(userId)).toEqual([
      { action: 'connection.connected', metadata: { platform: 'tiktok', externalUserId: connection?.external_user_id, externalUserName: null, adAccountCount: 4, via: 'oauth' } },
    ]);
    expect((await caller(token).connections.status()).tiktok).toMatchObject({ connected: true, accountCount: 4, error: false });
    const listed = await caller(token).adAccounts.list({ platformId: 2 });
    expect(listed.map((account) => account.currency).sort()).toEqual(['EUR', 'JPY', 'MXN', 'USD']);
  });

  it('shows another user none of them', async () => {
    const { browser } = await registeredBrowser();
    await connectThroughPage(browser, 'Bruno');
    const other = await registeredBrowser();
    expect(await stored(other.userId)).toEqual({ connections: [], accounts: [] });
    expect(await caller(other.token).adAccounts.list({ platformId: 2 })).toEqual([]);
    expect((await caller(other.token).connections.status()).tiktok).toMatchObject({ connected: false, accountCount: 0 });
  });

  it('refuses a forged state, a missing state cookie and a reused state, changing nothing', async () => {
    const forged = await registeredBrowser();
    const { landed } = await connectThroughPage(forged.browser, 'Ana', { tamper: (callback) => callback.searchParams.set('state', 'forged-state-forged-state-forged') });
    expect(`${landed.pathname}${landed.search}`).toBe('/accounts?connect_error=invalid_state&connect_reason=state_mismatch&connect_platform=tiktok');

    const replayed = await registeredBrowser();
    const first = await connectThroughPage(replayed.browser, 'Chloé');
    expect(first.landed.searchParams.get('connected')).toBe('tiktok');
    const again = new URL(String((await replayed.browser.get(first.callback.toString())).headers.get('location')), 'http://app.invalid');
    expect(again.searchParams.get('connect_error')).toBe('invalid_state');

    // Another browser (no state cookie) bringing someone's callback gets nothing.
    const stranger = await registeredBrowser();
    let callback = new URL('http://app.invalid');
    await connectThroughPage(forged.browser, 'Ana', { tamper: (url) => { callback = new URL(url); url.searchParams.set('state', 'x'); } });
    const answer = await stranger.browser.get(callback.toString());
    expect(new URL(String(answer.headers.get('location')), 'http://app.invalid').searchParams.get('connect_error')).toBe('invalid_state');

    for (const who of [forged, stranger]) {
      expect(await stored(who.userId)).toEqual({ connections: [], accounts: [] });
      expect(await actions(who.userId)).toEqual([]);
    }
    expect((await stored(replayed.userId)).accounts).toHaveLength(persona('Chloé').advertiser_ids.length);
  });

  /** One user for the failures, since registrations from one address are limited. */
  let unlucky: Promise<{ browser: Browser; userId: string }> | undefined;
  const unluckyUser = () => (unlucky ??= registeredBrowser());

  it('says access was denied when the person cancels on TikTok’s page, changing nothing', async () => {
    const { browser, userId } = await unluckyUser();
    const { landed } = await connectThroughPage(browser, 'Ana', { decision: 'cancel' });
    expect(`${landed.pathname}${landed.search}`).toBe('/accounts?connect_error=access_denied&connect_reason=user_denied&connect_platform=tiktok');
    expect(await stored(userId)).toEqual({ connections: [], accounts: [] });
  });

  it('says the exchange failed when TikTok answers with an error, changing nothing', async () => {
    const { browser, userId } = await unluckyUser();
    await control('PUT', '/faults', { errors: [{ code: 50000, rate: 1, path: '/oauth2/access_token/', method: 'POST', times: 1 }] });
    try {
      const { landed } = await connectThroughPage(browser, 'Ana');
      expect(`${landed.pathname}${landed.search}`).toBe('/accounts?connect_error=server_error&connect_reason=code_exchange_failed&connect_platform=tiktok');
    } finally {
      await control('DELETE', '/faults');
    }
    // One refusal as too many is waited out in place; one that lasts through every try is reported.
    await control('PUT', '/faults', { errors: [{ code: 40100, rate: 1, path: '/advertiser/info/', method: 'GET', times: 3 }] });
    try {
      const { landed } = await connectThroughPage(browser, 'Ana');
      expect(`${landed.pathname}${landed.search}`).toBe('/accounts?connect_error=temporarily_unavailable&connect_reason=throttled&connect_platform=tiktok');
    } finally {
      await control('DELETE', '/faults');
    }
    const refused = await connectThroughPage(browser, 'Ana', { tamper: (callback) => callback.searchParams.set('auth_code', 'not-a-code') });
    expect(`${refused.landed.searchParams.get('connect_error')}/${refused.landed.searchParams.get('connect_reason')}`).toBe('invalid_grant/code_refused');
    const missing = await connectThroughPage(browser, 'Ana', { tamper: (callback) => callback.searchParams.delete('auth_code') });
    expect(missing.landed.searchParams.get('connect_reason')).toBe('code_missing');
    expect(await stored(userId)).toEqual({ connections: [], accounts: [] });
    expect(await actions(userId)).toEqual([]);
  });

  it('disconnects: the token and the advertisers are deleted here with an audit row, Facebook and other users untouched', async () => {
    const owner = await app.registerConnected(`ttdisconnect${sequence}`, { ip: '10.64.1.1', persona: 'Ana' });
    await connectThroughPage(owner.browser, 'Ana');
    const facebookAccounts = (await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', owner.workspaceId).where('platform_id', '=', 1).execute()).length;
    expect(facebookAccounts).toBeGreaterThan(0);
    const connection = (await stored(owner.id)).connections[0];

    await expect(caller(owner.token).settings.disconnectTikTok()).resolves.toEqual({ disconnected: 1 });

    expect(await stored(owner.id)).toEqual({ connections: [], accounts: [] });
    expect((await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', owner.workspaceId).where('platform_id', '=', 1).execute()).length).toBe(facebookAccounts);
    expect((await stored(anaOwner.userId)).accounts).toHaveLength(4);
    expect((await actions(owner.id)).filter((row) => row.action === 'connection.revoked')).toEqual([
      { action: 'connection.revoked', metadata: { platform: 'tiktok', externalUserId: connection?.external_user_id, reason: 'disconnected' } },
    ]);
    expect((await caller(owner.token).connections.status()).tiktok).toMatchObject({ connected: false, accountCount: 0 });
    // A second click (or a retry after a lost answer) has nothing left to do.
    await expect(caller(owner.token).settings.disconnectTikTok()).resolves.toEqual({ disconnected: 0 });
  });
});
