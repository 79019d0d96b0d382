import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { TIKTOK_SANDBOX_APP_ID } from '../constants.ts';
import { REDIRECT_URI, startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness;
beforeEach(async () => (h = await startSandbox()));
afterEach(() => h.close());

const authPage = (query: Record<string, string>) => h.app.server.inject({ method: 'GET', url: `/portal/auth?${new URLSearchParams(query)}` });
const confirm = (form: Record<string, string>) =>
  h.app.server.inject({ method: 'POST', url: '/portal/auth', payload: new URLSearchParams(form).toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });

describe('the advertiser authorization', () => {
  it('shows the demo people, redirects back with auth_code and state, and the code buys a token for their advertisers once', async () => {
    const page = await authPage({ app_id: TIKTOK_SANDBOX_APP_ID, redirect_uri: REDIRECT_URI, state: 'st-1' });
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('Ana Torres');
    expect(page.body).toContain('Torres Outdoor US');

    const ana = h.persona('Ana');
    const confirmed = await confirm({ app_id: TIKTOK_SANDBOX_APP_ID, redirect_uri: REDIRECT_URI, state: 'st-1', persona_id: ana.id, decision: 'confirm' });
    expect(confirmed.statusCode).toBe(302);
    const back = new URL(confirmed.headers.location as string);
    expect(`${back.origin}${back.pathname}`).toBe(REDIRECT_URI);
    expect(back.searchParams.get('state')).toBe('st-1');
    const authCode = back.searchParams.get('auth_code') ?? '';

    const exchanged = await h.call('POST', '/oauth2/access_token/', { app_id: TIKTOK_SANDBOX_APP_ID, secret: h.appSecret, auth_code: authCode });
    expect(exchanged).toMatchObject({ status: 200, code: 0, message: 'OK', data: { advertiser_ids: ana.advertiserIds } });
    expect(exchanged.request_id).toMatch(/^\d{14}[0-9A-F]{24}$/);
    expect(exchanged.data.access_token).toMatch(/^[0-9a-f]{40}$/);

    const again = await h.call('POST', '/oauth2/access_token/', { app_id: TIKTOK_SANDBOX_APP_ID, secret: h.appSecret, auth_code: authCode });
    expect(again).toMatchObject({ status: 200, code: 40110, data: {} });

    const listed = await h.call('GET', '/oauth2/advertiser/get/', { app_id: TIKTOK_SANDBOX_APP_ID, secret: h.appSecret }, exchanged.data.access_token);
    expect(listed.code).toBe(0);
    expect(listed.data.list.map((row: { advertiser_id: string }) => row.advertiser_id)).toEqual(ana.advertiserIds);
    expect(listed.data.list[0].advertiser_name).toBe('Torres Outdoor US');
  });

  it('never redirects to an unregistered redirect_uri or for another app, and cancelling sends no code', async () => {
    const stranger = await authPage({ app_id: TIKTOK_SANDBOX_APP_ID, redirect_uri: 'https://evil.example/cb', state: 's' });
    expect(stranger.statusCode).toBe(400);
    expect(stranger.headers.location).toBeUndefined();
    expect((await authPage({ app_id: '1', redirect_uri: REDIRECT_URI })).statusCode).toBe(400);
    const posted = await confirm({ app_id: TIKTOK_SANDBOX_APP_ID, redirect_uri: 'https://evil.example/cb', persona_id: h.persona('Ana').id, decision: 'confirm' });
    expect(posted.statusCode).toBe(400);

    const cancelled = await confirm({ app_id: TIKTOK_SANDBOX_APP_ID, redirect_uri: REDIRECT_URI, state: 'st-2', persona_id: h.persona('Ana').id, decision: 'cancel' });
    const back = new URL(cancelled.headers.location as string);
    expect(back.searchParams.get('error')).toBe('access_denied');
    expect(back.searchParams.get('state')).toBe('st-2');
    expect(back.searchParams.has('auth_code')).toBe(false);
  });

  it('refuses a wrong secret (40101), an unknown or expired code (40110) and a missing one (40002)', async () => {
    const code = h.sandbox.issueAuthCode(h.persona('Bruno').id, h.persona('Bruno').advertiserIds, REDIRECT_URI);
    expect((await h.call('POST', '/oauth2/access_token/', { app_id: TIKTOK_SANDBOX_APP_ID, secret: 'wrong', auth_code: code })).code).toBe(40101);
    expect((await h.call('POST', '/oauth2/access_token/', { app_id: TIKTOK_SANDBOX_APP_ID, secret: h.appSecret, auth_code: 'nope' })).code).toBe(40110);
    const missing = await h.call('POST', '/oauth2/access_token/', { app_id: TIKTOK_SANDBOX_APP_ID, secret: h.appSecret });
    expect(missing).toMatchObject({ code: 40002, message: 'auth_code: Missing data for required field.' });
    // The wrong secret did not use the code up; an hour later it has expired.
    h.sandbox.advanceClock(61 * 60_000);
    expect((await h.call('POST', '/oauth2/access_token/', { app_id: TIKTOK_SANDBOX_APP_ID, secret: h.appSecret, auth_code: code })).code).toBe(40110);
  });

  it('answers 40104 without a token, 40105 for an unknown or revoked one, and 40001 for an advertiser not granted', async () => {
    expect((await h.call('GET', '/advertiser/info/', { advertiser_ids: [h.advertiser('USD').id] })).code).toBe(40104);
    expect((await h.call('GET', '/advertiser/info/', { advertiser_ids: [h.advertiser('USD').id] }, 'f'.repeat(40))).code).toBe(40105);
    const bruno = await h.tokenFor('Bruno');
    const refused = await h.call('GET', '/advertiser/info/', { advertiser_ids: [h.advertiser('USD').id] }, bruno);
    expect(refused).toMatchObject({ status: 200, code: 40001, data: {} });
    await h.control('POST', `/personas/${h.persona('Bruno').id}/revoke`);
    expect((await h.call('GET', '/advertiser/info/', { advertiser_ids: [h.advertiser('BRL').id] }, bruno)).code).toBe(40105);
  });

  it('advertiser/info gives name, currency, time zone and status, with fields to narrow it', async () => {
    const token = await h.tokenFor('Chloé');
    const ids = h.persona('Chloé').advertiserIds;
    const info = await h.call('GET', '/advertiser/info/', { advertiser_ids: ids }, token);
    expect(info.code).toBe(0);
    expect(info.data.list.map((row: { currency: string }) => row.currency)).toEqual(['GBP', 'KRW', 'EUR']);
    expect(info.data.list[1]).toMatchObject({ timezone: 'Asia/Seoul', status: 'STATUS_DISABLE' });
    const narrow = await h.call('GET', '/advertiser/info/', { advertiser_ids: ids, fields: ['name', 'currency'] }, token);
    expect(narrow.data.list[0]).toEqual({ name: 'Martin Beauty UK', currency: 'GBP' });
    expect((await h.call('GET', '/advertiser/info/', { advertiser_ids: ids, fields: ['password'] }, token)).code).toBe(40002);
  });
});

describe('unreadable bodies', () => {
  it('answers malformed JSON on the API with TikTok envelope and 40002, and changes nothing', async () => {
    const token = await h.tokenFor('Ana');
    const before = Object.keys(h.world.campaigns).length;
    const answer = await h.app.server.inject({ method: 'POST', url: '/open_api/v1.3/campaign/create/', headers: { 'access-token': token, 'content-type': 'application/json' }, payload: '{"advertiser_id":' });
    expect(answer.statusCode).toBe(200);
    expect(answer.json()).toMatchObject({ code: 40002, data: {} });
    expect(answer.json().message).toMatch(/^body: /);
    expect(Object.keys(h.world.campaigns)).toHaveLength(before);
    expect((await h.control('GET', '/calls')).json().counters.byCode).toEqual({ 40002: 1 });
  });
});
