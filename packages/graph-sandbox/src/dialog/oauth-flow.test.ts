import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { appsecretProof } from '../auth/token-store.ts';
import { SANDBOX_APP_ID, SANDBOX_APP_NAME } from '../constants.ts';
import { FIXED_NOW, REDIRECT_URI, startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness;
beforeEach(async () => {
  h = await startSandbox();
});
afterEach(() => h.close());

const dialogQuery = (overrides: Record<string, string> = {}) =>
  new URLSearchParams({ client_id: SANDBOX_APP_ID, redirect_uri: REDIRECT_URI, state: 'st4te', scope: 'email,ads_read,ads_management,business_management', response_type: 'code', ...overrides });

/** The browser's cookie header for the dialog; a test that omits it is a browser the dialog has never seen. */
async function decide(userFirstName: string, decision: 'continue' | 'cancel', overrides: Record<string, string> = {}, cookie?: string) {
  const form = new URLSearchParams({ client_id: SANDBOX_APP_ID, redirect_uri: REDIRECT_URI, state: 'st4te', scope: 'email,ads_read,ads_management', user_id: h.byName(userFirstName).id, decision, ...overrides });
  const response = await h.app.server.inject({
    method: 'POST',
    url: '/dialog/oauth',
    payload: form.toString(),
    headers: { 'content-type': 'application/x-www-form-urlencoded', ...(cookie ? { cookie } : {}) },
  });
  return response;
}

async function codeFor(first = 'Ana', cookie?: string) {
  const response = await decide(first, 'continue', {}, cookie);
  expect(response.statusCode).toBe(302);
  const location = new URL(String(response.headers.location));
  return { code: location.searchParams.get('code') ?? '', location };
}

const exchange = (params: Record<string, string>) => h.call('GET', '/v27.0/oauth/access_token', { client_id: SANDBOX_APP_ID, client_secret: h.appSecret, redirect_uri: REDIRECT_URI, ...params });

describe('the login dialog', () => {
  it('shows the app, the requested permissions and the demo users, with no inline script', async () => {
    const response = await h.app.server.inject({ url: `/dialog/oauth?${dialogQuery()}` });
    expect(response.statusCode).toBe(200);
    expect(response.headers['content-type']).toContain('text/html');
    for (const text of ['AdFleet', 'ads_management', 'business_management', 'Ana Torres', 'Bruno Díaz', 'Continue', 'Cancel', 'value="st4te"']) expect(response.body).toContain(text);
    expect(response.body).toContain('will decline ads_management');
    expect(response.body).not.toMatch(/<script/i);
    expect(response.body).not.toMatch(/\son\w+=/i);
  });

  it('continues to the redirect URI with a code and the state, and Cancel redirects with Meta error params', async () => {
    const { code, location } = await codeFor();
    expect(`${location.origin}${location.pathname}`).toBe(REDIRECT_URI);
    expect(code.length).toBeGreaterThan(40);
    expect(location.searchParams.get('state')).toBe('st4te');

    const cancelled = await decide('Ana', 'cancel');
    expect(cancelled.statusCode).toBe(302);
    const denied = new URL(String(cancelled.headers.location));
    expect(Object.fromEntries(denied.searchParams)).toMatchObject({ error: 'access_denied', error_reason: 'user_denied', error_description: 'Permissions error', state: 'st4te' });
    expect(String(cancelled.headers.location)).toContain('error_description=Permissions+error');
  });

  it('renders an error page, never a redirect, for an unregistered redirect_uri or a wrong client_id', async () => {
    const cases: Array<Record<string, string>> = [{ redirect_uri: 'https://evil.example.com/cb' }, { client_id: '999' }, { redirect_uri: `${REDIRECT_URI}/extra` }];
    for (const overrides of cases) {
      const shown = await h.app.server.inject({ url: `/dialog/oauth?${dialogQuery(overrides)}` });
      expect(shown.statusCode).toBe(400);
      expect(shown.headers.location).toBeUndefined();
      const posted = await decide('Ana', 'continue', overrides);
      expect(posted.statusCode).toBe(400);
      expect(posted.headers.location).toBeUndefined();
    }
    const page = await h.app.server.inject({ url: `/dialog/oauth?${dialogQuery({ redirect_uri: 'https://evil.example.com/cb' })}` });
    expect(page.body).toContain('URL blocked');
  });
});

describe("each browser's own identity", () => {
  const meOf = async (code: string) => {
    const { access_token } = (await exchange({ code })).body;
    return { token: access_token as string, me: (await h.call('GET', '/v27.0/me', { access_token, fields: 'id,email' })).body as { id: string; email: string } };
  };
  const cookieFrom = (response: { headers: Record<string, unknown> }) => String(response.headers['set-cookie']).split(';')[0] ?? '';

  it('gives a browser that picks a persona its own Meta id, the same one every time, and another browser a different one', async () => {
    const first = await decide('Ana', 'continue');
    const setCookie = String(first.headers['set-cookie']);
    // Sent on the path the dialog and the Graph API share (the root here, /sandbox inside AdFleet), for the trees.
    expect(setCookie).toMatch(/^sandbox_browser=[\w-]{43}; Path=\/; Max-Age=\d+; HttpOnly; SameSite=Lax$/);
    const browserOne = cookieFrom(first);
    const one = await meOf(new URL(String(first.headers.location)).searchParams.get('code') ?? '');
    expect(one.me.id).not.toBe(h.byName('Ana').id);

    const again = await codeFor('Ana', browserOne);
    expect((await meOf(again.code)).me.id).toBe(one.me.id);

    const stranger = await codeFor('Ana');
    const other = await meOf(stranger.code);
    expect(other.me.id).not.toBe(one.me.id);
    expect(other.me.email).not.toBe(one.me.email);
    // Same demo world: both see Ana's ad accounts.
    const accounts = async (token: string) => (await h.call('GET', '/v27.0/me/adaccounts', { access_token: token, fields: 'id', limit: '100' })).body.data;
    expect(await accounts(other.token)).toEqual(await accounts(one.token));
  });

  it("keeps the persona's declined scopes, and cannot be asked for an identity or an unknown user directly", async () => {
    const { code } = await codeFor('Bruno');
    const { access_token } = (await exchange({ code })).body;
    expect((await h.call('GET', '/v27.0/me/permissions', { access_token })).body.data).toContainEqual({ permission: 'ads_management', status: 'declined' });
    const [identity] = h.sandbox.identities();
    for (const userId of [identity!.id, '__proto__', 'constructor', '']) {
      const refused = await decide('Ana', 'continue', { user_id: userId });
      expect(refused.statusCode).toBe(400);
      expect(refused.body).toContain('Pick one of the demo users');
    }
  });

  it("invalidating a persona's tokens invalidates its identities' tokens too, and added accounts reach them", async () => {
    const { code } = await codeFor('Ana');
    const { token } = await meOf(code);
    const like = h.byName('Ana').accountIds[0]!;
    const added = (await h.control('POST', '/accounts', { like: `act_${like}`, count: 1 })).json().accounts[0].id as string;
    const seen = (await h.call('GET', '/v27.0/me/adaccounts', { access_token: token, fields: 'id', limit: '100' })).body.data.map((account: { id: string }) => account.id);
    expect(seen).toContain(added);
    expect((await h.control('POST', `/users/${h.byName('Ana').id}/invalidate`, { reason: 'invalid' })).json()).toEqual({ invalidated: 1, reason: 'invalid' });
    expect((await h.call('GET', '/v27.0/me', { access_token: token })).body.error).toMatchObject({ code: 190, error_subcode: 467 });
  });
});

describe('token endpoints', () => {
  it('exchanges a code once for a long-lived token, then exchanges that with fb_exchange_token', async () => {
    const { code } = await codeFor();
    const first = await exchange({ code });
    expect(first.status).toBe(200);
    expect(first.body).toEqual({ access_token: expect.stringMatching(/^EAA/), token_type: 'bearer', expires_in: 5_183_944 });

    const again = await exchange({ code });
    expect(again.status).toBe(400);
    expect(again.body.error).toMatchObject({ code: 100, error_subcode: 36009, type: 'OAuthException' });

    const longLived = await h.call('GET', '/v27.0/oauth/access_token', {
      grant_type: 'fb_exchange_token',
      client_id: SANDBOX_APP_ID,
      client_secret: h.appSecret,
      fb_exchange_token: first.body.access_token,
    });
    expect(longLived.status).toBe(200);
    expect(longLived.body.access_token).not.toBe(first.body.access_token);
    const me = await h.call('GET', '/v27.0/me', { access_token: longLived.body.access_token, fields: 'id,name,email,first_name,last_name' });
    // The browser's own copy of Ana: her name, its own id and e-mail.
    const [identity] = h.sandbox.identities();
    expect(identity).toMatchObject({ personaId: h.byName('Ana').id, accountIds: h.byName('Ana').accountIds });
    expect(me.body).toEqual({ id: identity!.id, name: 'Ana Torres', email: `ana.torres+${identity!.id}@example.com`, first_name: 'Ana', last_name: 'Torres' });
  });

  it('rejects a redirect_uri different from the dialog one, a bad secret, and an expired code', async () => {
    const { code } = await codeFor();
    expect((await exchange({ code, redirect_uri: 'http://localhost:3000/other' })).body.error).toMatchObject({ code: 100, error_subcode: 36008 });
    expect((await exchange({ code, client_secret: 'wrong' })).body.error).toMatchObject({ code: 1, message: 'Error validating client secret.' });
    h.sandbox.advanceClock(11 * 60_000);
    expect((await exchange({ code })).body.error).toMatchObject({ code: 100, error_subcode: 36007 });
  });

  it('accepts the code exchange as an OAuth2 library sends it: POST, grant_type and HTTP Basic client credentials', async () => {
    const { code } = await codeFor();
    const response = await h.app.server.inject({
      method: 'POST',
      url: '/v27.0/oauth/access_token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', authorization: `Basic ${Buffer.from(`${SANDBOX_APP_ID}:${h.appSecret}`).toString('base64')}` },
      payload: new URLSearchParams({ grant_type: 'authorization_code', code, redirect_uri: REDIRECT_URI }).toString(),
    });
    expect(response.statusCode).toBe(200);
    expect(response.json().token_type).toBe('bearer');
  });

  it('debug_token describes a token with the app token, and reports invalid ones', async () => {
    const token = await h.tokenFor('Ana');
    const debug = await h.call('GET', '/v27.0/debug_token', { input_token: token, access_token: `${SANDBOX_APP_ID}|${h.appSecret}` });
    expect(debug.body.data).toMatchObject({ app_id: SANDBOX_APP_ID, type: 'USER', is_valid: true, user_id: h.byName('Ana').id, scopes: expect.arrayContaining(['ads_management']) });
    expect(debug.body.data.granular_scopes).toContainEqual({ scope: 'ads_management', target_ids: h.byName('Ana').accountIds });
    h.sandbox.invalidateUserTokens(h.byName('Ana').id, 'expired');
    const expired = await h.call('GET', '/v27.0/debug_token', { input_token: token, access_token: `${SANDBOX_APP_ID}|${h.appSecret}` });
    expect(expired.body.data).toMatchObject({ is_valid: false, error: { code: 190, subcode: 463 } });
  });

  it("issues a system user's token for 60 days, describes it in debug_token, ends it on the sandbox's clock with 190/463, and renews it only when asked", async () => {
    const ana = h.byName('Ana');
    const appToken = `${SANDBOX_APP_ID}|${h.appSecret}`;
    const DAY = 86_400;
    const issuedAt = FIXED_NOW.getTime() / 1000;
    const minted = (await h.control('POST', '/tokens', { user_id: ana.id, type: 'system_user', scopes: ['ads_read', 'ads_management'] })).json();
    expect(minted).toMatchObject({ type: 'system_user', user_id: ana.id, expires_at: issuedAt + 60 * DAY });
    const debug = await h.call('GET', '/v27.0/debug_token', { input_token: minted.access_token, access_token: appToken });
    expect(debug.body).toEqual({
      data: {
        app_id: SANDBOX_APP_ID,
        type: 'SYSTEM_USER',
        application: SANDBOX_APP_NAME,
        data_access_expires_at: 0,
        expires_at: issuedAt + 60 * DAY,
        is_valid: true,
        issued_at: issuedAt,
        scopes: ['ads_read', 'ads_management'],
        granular_scopes: [
          { scope: 'ads_read', target_ids: ana.accountIds },
          { scope: 'ads_management', target_ids: ana.accountIds },
        ],
        user_id: ana.id,
      },
    });

    const exchangeOf = (token: string, extra: Record<string, string> = {}) =>
      h.call('GET', '/v27.0/oauth/access_token', { grant_type: 'fb_exchange_token', client_id: SANDBOX_APP_ID, client_secret: h.appSecret, fb_exchange_token: token, ...extra });
    // Exchanged as a login's token is, a system user's is not extended.
    h.sandbox.advanceClock(50 * DAY * 1000);
    expect((await exchangeOf(minted.access_token)).body).toEqual({ access_token: expect.stringMatching(/^EAA/), token_type: 'bearer', expires_in: 10 * DAY });
    // Refreshed as Meta documents it: 60 days from the refresh.
    const refreshed = await exchangeOf(minted.access_token, { set_token_expires_in_60_days: 'true' });
    expect(refreshed.body).toEqual({ access_token: expect.stringMatching(/^EAA/), token_type: 'bearer', expires_in: 60 * DAY });
    const renewed = await h.call('GET', '/v27.0/debug_token', { input_token: refreshed.body.access_token, access_token: appToken });
    expect(renewed.body.data).toMatchObject({ type: 'SYSTEM_USER', is_valid: true, expires_at: issuedAt + 110 * DAY });

    // Past its expiry on the sandbox's clock, the first token is refused as Meta refuses an expired session.
    expect((await h.control('POST', '/clock', { advance_seconds: 10 * DAY })).statusCode).toBe(200);
    const expired = await h.call('GET', '/v27.0/me', { access_token: minted.access_token });
    expect(expired.status).toBe(400);
    expect(expired.body.error).toMatchObject({ type: 'OAuthException', code: 190, error_subcode: 463, message: expect.stringMatching(/^Error validating access token: Session has expired on /) });
    expect((await h.call('GET', '/v27.0/debug_token', { input_token: minted.access_token, access_token: appToken })).body.data).toMatchObject({
      is_valid: false,
      expires_at: issuedAt + 60 * DAY,
      error: { code: 190, subcode: 463 },
    });
    expect((await exchangeOf(minted.access_token, { set_token_expires_in_60_days: 'true' })).body.error).toMatchObject({ code: 190, error_subcode: 463 });
    expect((await h.call('GET', '/v27.0/me', { access_token: refreshed.body.access_token })).status).toBe(200);
  });

  it("mints a system user's token that never expires when told to (expires_at 0, no expires_in), and user tokens as a login's", async () => {
    const ana = h.byName('Ana');
    const forever = (await h.control('POST', '/tokens', { user_id: ana.id, type: 'system_user', expires_in: 0 })).json();
    expect(forever.expires_at).toBe(0);
    const exchanged = await h.call('GET', '/v27.0/oauth/access_token', { grant_type: 'fb_exchange_token', client_id: SANDBOX_APP_ID, client_secret: h.appSecret, fb_exchange_token: forever.access_token });
    expect(exchanged.body).toEqual({ access_token: expect.stringMatching(/^EAA/), token_type: 'bearer' });
    const user = (await h.control('POST', '/tokens', { user_id: ana.id })).json();
    expect(user).toMatchObject({ type: 'user', expires_at: FIXED_NOW.getTime() / 1000 + 5_183_944 });
    const debug = await h.call('GET', '/v27.0/debug_token', { input_token: user.access_token, access_token: `${SANDBOX_APP_ID}|${h.appSecret}` });
    expect(debug.body.data).toMatchObject({ type: 'USER', data_access_expires_at: FIXED_NOW.getTime() / 1000 + 90 * 86_400 });
  });

  it('lists granted and declined permissions; a user may decline ads_management and then cannot write', async () => {
    const { code } = await codeFor('Bruno');
    const { access_token } = (await exchange({ code })).body;
    const permissions = await h.call('GET', '/v27.0/me/permissions', { access_token });
    expect(permissions.body.data).toContainEqual({ permission: 'ads_read', status: 'granted' });
    expect(permissions.body.data).toContainEqual({ permission: 'ads_management', status: 'declined' });
    const account = h.byName('Bruno').accountIds[0];
    const write = await h.call('POST', `/v27.0/act_${account}/campaigns`, { access_token, name: 'x', objective: 'OUTCOME_SALES', special_ad_categories: [] });
    expect(write.status).toBe(400);
    expect(write.body.error).toMatchObject({ code: 200 });
  });

  it('revokes the app’s login on DELETE /{user-id}/permissions: every token of that user is then refused with 190/458', async () => {
    const token = await h.tokenFor('Ana');
    const other = await h.tokenFor('Ana');
    const bystander = await h.tokenFor('Chloé');
    const revoked = await h.call('DELETE', `/v27.0/${h.byName('Ana').id}/permissions`, { access_token: token });
    expect(revoked.body).toEqual({ success: true });
    for (const refused of [token, other]) {
      const me = await h.call('GET', '/v27.0/me', { access_token: refused });
      expect(me.status).toBe(400);
      expect(me.body.error).toMatchObject({ code: 190, error_subcode: 458, message: `Error validating access token: User ${h.byName('Ana').id} has not authorized application ${SANDBOX_APP_ID}.` });
    }
    const debug = await h.call('GET', '/v27.0/debug_token', { input_token: token, access_token: `${SANDBOX_APP_ID}|${h.appSecret}` });
    expect(debug.body.data).toMatchObject({ is_valid: false, error: { code: 190, subcode: 458 } });
    expect((await h.call('GET', '/v27.0/me', { access_token: bystander })).status).toBe(200);
  });

  it('verifies appsecret_proof when sent, and requires it when configured to', async () => {
    const token = await h.tokenFor('Ana');
    expect((await h.call('GET', '/v27.0/me', { access_token: token, appsecret_proof: appsecretProof(token, h.appSecret) })).status).toBe(200);
    const bad = await h.call('GET', '/v27.0/me', { access_token: token, appsecret_proof: 'f'.repeat(64) });
    expect(bad.body.error).toMatchObject({ code: 100, message: 'Invalid appsecret_proof provided in the API argument', type: 'GraphMethodException' });

    const strict = await startSandbox({ requireAppsecretProof: true });
    const strictToken = await strict.tokenFor('Ana');
    expect((await strict.call('GET', '/v27.0/me', { access_token: strictToken })).body.error.message).toBe('API calls from the server require an appsecret_proof argument');
    expect((await strict.call('GET', '/v27.0/me', { access_token: strictToken, appsecret_proof: appsecretProof(strictToken, strict.appSecret) })).status).toBe(200);
    await strict.close();
  });
});
