import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await startSandbox();
  token = await h.tokenFor('Ana');
});
afterEach(() => h.close());

describe('reads', () => {
  it('pages /me/adaccounts with absolute next/previous links carrying the token, to the end', async () => {
    const seen: string[] = [];
    let answer = await h.call('GET', '/v27.0/me/adaccounts', { access_token: token, limit: '2', fields: 'id,name,currency' });
    expect(answer.body.paging.previous).toBeUndefined();
    for (;;) {
      seen.push(...answer.body.data.map((account: { id: string }) => account.id));
      expect(answer.body.paging.cursors).toEqual({ before: expect.any(String), after: expect.any(String) });
      const next = answer.body.paging.next as string | undefined;
      if (!next) break;
      expect(next).toMatch(/^http:\/\/localhost(:80)?\/v27\.0\/me\/adaccounts\?/);
      expect(new URL(next).searchParams.get('access_token')).toBe(token);
      const url = new URL(next);
      const response = await h.app.server.inject({ url: `${url.pathname}${url.search}` });
      answer = { status: response.statusCode, body: response.json(), headers: response.headers };
      expect(answer.body.paging.previous).toMatch(/before=/);
    }
    expect(seen).toEqual(h.byName('Ana').accountIds.map((id) => `act_${id}`));
  });

  it('uses the configured public base URL for paging links', async () => {
    const mounted = await startSandbox({ publicBaseUrl: 'http://localhost:3000/sandbox/graph' });
    const answer = await mounted.call('GET', '/v24.0/me/adaccounts', { access_token: await mounted.tokenFor('Ana'), limit: '1' });
    expect(answer.body.paging.next).toMatch(/^http:\/\/localhost:3000\/sandbox\/graph\/v24\.0\/me\/adaccounts\?/);
    await mounted.close();
  });

  it('answers with Meta default fields and with selected and nested fields', async () => {
    const defaults = await h.call('GET', '/v27.0/me/adaccounts', { access_token: token, limit: '1' });
    expect(Object.keys(defaults.body.data[0]).sort()).toEqual(['account_id', 'id']);
    const account = h.accountByCurrency('USD');
    const campaigns = await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token });
    expect(Object.keys(campaigns.body.data[0])).toEqual(['id']);
    const detailed = await h.call('GET', `/v27.0/act_${account.id}`, { access_token: token, fields: 'name,currency,account_status,min_daily_budget,business{id,name},timezone_name' });
    expect(detailed.body).toMatchObject({ name: account.name, currency: 'USD', account_status: 1, min_daily_budget: 100, business: { id: account.businessId, name: 'Northwind Agency' } });
    const ads = await h.call('GET', `/v27.0/act_${account.id}/ads`, { access_token: token, limit: '1', fields: 'name,creative{object_story_spec},campaign{objective}' });
    expect(ads.body.data[0].creative.object_story_spec.page_id).toEqual(expect.any(String));
    expect(ads.body.data[0].campaign.objective).toMatch(/^OUTCOME_|CONVERSIONS|LINK_CLICKS/);
    const unknown = await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token, fields: 'id,nonsense' });
    expect(unknown.body.error).toMatchObject({ code: 100, message: '(#100) Tried accessing nonexisting field (nonsense) on node type (Campaign)' });
  });

  it('sends money as numeric strings in minor units and times as ISO 8601 with +0000', async () => {
    const account = h.accountByCurrency('USD');
    const answer = await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token, fields: 'daily_budget,created_time,special_ad_categories', limit: '50' });
    const withBudget = answer.body.data.find((campaign: { daily_budget?: string }) => campaign.daily_budget);
    expect(withBudget.daily_budget).toMatch(/^\d+$/);
    expect(withBudget.created_time).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\+0000$/);
    expect(withBudget.special_ad_categories).toEqual([]);
  });

  it('filters by effective_status, filtering operators and updated_since, hiding deleted and archived by default', async () => {
    const account = h.accountByCurrency('USD');
    const all = await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token, fields: 'effective_status,objective,name', limit: '100', effective_status: ['ACTIVE', 'PAUSED', 'ARCHIVED', 'DELETED'] });
    expect(all.body.data).toHaveLength(20);
    const byDefault = await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token, fields: 'effective_status', limit: '100' });
    expect(byDefault.body.data.every((campaign: { effective_status: string }) => !['DELETED', 'ARCHIVED'].includes(campaign.effective_status))).toBe(true);
    const paused = await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token, fields: 'effective_status', limit: '100', effective_status: ['PAUSED'] });
    expect(paused.body.data.length).toBe(all.body.data.filter((campaign: { effective_status: string }) => campaign.effective_status === 'PAUSED').length);
    const sales = await h.call('GET', `/v27.0/act_${account.id}/campaigns`, {
      access_token: token,
      fields: 'objective',
      limit: '100',
      filtering: [{ field: 'objective', operator: 'IN', value: ['OUTCOME_SALES'] }, { field: 'effective_status', operator: 'NOT_EQUAL', value: 'DELETED' }],
    });
    expect(sales.body.data.length).toBeGreaterThan(0);
    expect(sales.body.data.every((campaign: { objective: string }) => campaign.objective === 'OUTCOME_SALES')).toBe(true);
    const named = await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token, fields: 'name', filtering: [{ field: 'name', operator: 'CONTAIN', value: '#1' }] });
    expect(named.body.data.every((campaign: { name: string }) => campaign.name.includes('#1'))).toBe(true);
    const future = Math.floor(Date.parse('2027-01-01') / 1000);
    expect((await h.call('GET', `/v27.0/act_${account.id}/adsets`, { access_token: token, updated_since: String(future) })).body.data).toEqual([]);
    const bad = await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token, filtering: [{ field: 'name', operator: 'SOUNDS_LIKE', value: 'x' }] });
    expect(bad.body.error.code).toBe(100);
  });

  it('reads ad sets, ads, creatives, images, pixels, pages and audiences of an account, and single objects by id', async () => {
    const account = h.accountByCurrency('USD');
    for (const edge of ['adsets', 'ads', 'adcreatives', 'adimages', 'adspixels', 'promote_pages', 'customaudiences']) {
      const answer = await h.call('GET', `/v27.0/act_${account.id}/${edge}`, { access_token: token });
      expect(answer.status, edge).toBe(200);
      expect(answer.body.data.length, edge).toBeGreaterThan(0);
    }
    const campaign = (await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token, limit: '1' })).body.data[0];
    const read = await h.call('GET', `/v27.0/${campaign.id}`, { access_token: token, fields: 'name,account_id,objective' });
    expect(read.body).toMatchObject({ id: campaign.id, account_id: account.id });
    const adsets = await h.call('GET', `/v27.0/${campaign.id}/adsets`, { access_token: token, fields: 'campaign_id,targeting' });
    expect(adsets.body.data.every((adset: { campaign_id: string }) => adset.campaign_id === campaign.id)).toBe(true);
  });
});

describe('errors', () => {
  it('uses the Meta envelope and codes for a bad, expired, password-changed and invalidated token', async () => {
    const bad = await h.call('GET', '/v27.0/me', { access_token: 'garbage' });
    expect(bad.status).toBe(400);
    expect(bad.body).toEqual({
      error: { message: 'Invalid OAuth access token - Cannot parse access token', type: 'OAuthException', code: 190, is_transient: false, fbtrace_id: expect.any(String) },
    });
    expect(bad.headers['www-authenticate']).toContain('invalid_token');
    expect((await h.call('GET', '/v27.0/me', {})).body.error.code).toBe(104);

    const ana = h.byName('Ana').id;
    h.sandbox.invalidateUserTokens(ana, 'expired');
    expect((await h.call('GET', '/v27.0/me', { access_token: token })).body.error).toMatchObject({ code: 190, error_subcode: 463 });
    const second = await h.tokenFor('Ana');
    h.sandbox.invalidateUserTokens(ana, 'password_changed');
    expect((await h.call('GET', '/v27.0/me', { access_token: second })).body.error).toMatchObject({ code: 190, error_subcode: 460 });
    const third = await h.tokenFor('Ana');
    h.sandbox.invalidateUserTokens(ana, 'invalid');
    expect((await h.call('GET', '/v27.0/me', { access_token: third })).body.error).toMatchObject({ code: 190, error_subcode: 467 });
  });

  it('answers 100/33 for objects that do not exist or belong to accounts the user cannot reach', async () => {
    const notAnas = h.accounts.find((account) => !h.byName('Ana').accountIds.includes(account.id))!;
    for (const path of [`/v27.0/act_${notAnas.id}/campaigns`, '/v27.0/120999999999999999', `/v27.0/act_${notAnas.id}`]) {
      const answer = await h.call('GET', path, { access_token: token });
      expect(answer.status, path).toBe(400);
      expect(answer.body.error, path).toMatchObject({ code: 100, error_subcode: 33, type: 'GraphMethodException' });
    }
    const campaignElsewhere = Object.values(h.world.campaigns).find((campaign) => campaign.accountId === notAnas.id)!;
    expect((await h.call('GET', `/v27.0/${campaignElsewhere.id}`, { access_token: token })).body.error.error_subcode).toBe(33);
    const edge = await h.call('GET', `/v27.0/act_${h.byName('Ana').accountIds[0]}/nonsense`, { access_token: token });
    expect(edge.body.error.message).toBe('(#100) Tried accessing nonexisting field (nonsense) on node type (AdAccount)');
  });

  it('needs ads_read or ads_management for ads reads', async () => {
    const profileOnly = await h.tokenFor('Ana', { scopes: ['public_profile'] });
    expect((await h.call('GET', '/v27.0/me', { access_token: profileOnly })).status).toBe(200);
    expect((await h.call('GET', '/v27.0/me/adaccounts', { access_token: profileOnly })).body.error.code).toBe(200);
  });
});
