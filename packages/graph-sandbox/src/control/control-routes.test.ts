import { mkdtemp, readFile, rm, stat } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterEach, describe, expect, it } from 'vitest';
import { SANDBOX_APP_ID } from '../constants.ts';
import { FIXED_NOW, REDIRECT_URI, startSandbox, type Harness } from '../testing/sandbox-harness.ts';
import { seedWorld } from '../world/seed-world.ts';

let h: Harness | undefined;
afterEach(() => h?.close());
const control = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, payload?: object) => h!.control(method, url, payload);

describe('control endpoints', () => {
  it('describe the sandbox: app id, users, accounts, and never the app secret or the key', async () => {
    h = await startSandbox({ controlKeyHint: 'DATA_DIR/secrets/sandbox-control-key' });
    const answer = await control('GET', '');
    const info = answer.json();
    expect(info.app).toEqual({ id: SANDBOX_APP_ID, name: 'AdFleet', redirect_uris: [expect.any(String)], created_at: '2026-11-04T00:00:00.000Z' });
    expect(info.users).toHaveLength(3);
    expect(info.accounts.length).toBeGreaterThanOrEqual(8);
    expect(answer.body).not.toContain(h.appSecret);
    expect(answer.body).not.toContain(h.controlKey);
  });

  it('refuse every control without the right key, with a 401 saying how to pass it, and change nothing', async () => {
    h = await startSandbox({ controlKeyHint: 'DATA_DIR/secrets/sandbox-control-key' });
    const ana = h.byName('Ana');
    const calls: Array<['GET' | 'POST' | 'PUT' | 'DELETE', string, object?]> = [
      ['GET', ''],
      ['POST', '/tokens', { user_id: ana.id }],
      ['POST', `/users/${ana.id}/invalidate`, { reason: 'invalid' }],
      ['GET', '/faults'],
      ['PUT', '/faults', { errors: [{ code: 2, rate: 1 }] }],
      ['DELETE', '/faults'],
      ['GET', '/usage'],
      ['PUT', '/usage', { account_budget: 1 }],
      ['POST', '/accounts', { like: `act_${ana.accountIds[0]}`, count: 1 }],
      ['POST', `/accounts/act_${ana.accountIds[0]}/throttle`, {}],
      ['DELETE', `/accounts/act_${ana.accountIds[0]}/throttle`],
      ['GET', `/accounts/act_${ana.accountIds[0]}/usage`],
      ['POST', `/accounts/act_${ana.accountIds[0]}/campaigns`, { name: 'Older', objective: 'OUTCOME_SALES' }],
      ['POST', '/reset', {}],
      ['POST', '/clock', { advance_seconds: 60 }],
      ['GET', '/calls'],
      ['DELETE', '/calls'],
    ];
    const before = JSON.stringify(h.sandbox.state.world);
    for (const key of [undefined, '', 'wrong', `${h.controlKey}x`, h.controlKey.slice(1)]) {
      for (const [method, url, payload] of calls) {
        const refused = await h.app.server.inject({ method, url: `/_sandbox${url}`, headers: key === undefined ? {} : { 'x-sandbox-key': key }, ...(payload ? { payload } : {}) });
        expect(refused.statusCode, `${method} ${url}`).toBe(401);
        expect(refused.json()).toEqual({ error: 'SANDBOX_KEY_REQUIRED', message: expect.stringContaining('x-sandbox-key header') });
        expect(refused.json().message).toContain('DATA_DIR/secrets/sandbox-control-key');
      }
    }
    expect(JSON.stringify(h.sandbox.state.world)).toBe(before);
    expect(Object.keys(h.sandbox.state.tokens)).toHaveLength(0);
    expect(h.sandbox.state.faults.get().rules).toHaveLength(0);
    expect((await control('GET', '/faults')).statusCode).toBe(200);
  });

  it('show an account tree only with the key or to a user who sees the account, by token or by the browser that signed in', async () => {
    h = await startSandbox({ controlKeyHint: 'DATA_DIR/secrets/sandbox-control-key' });
    const ana = h.byName('Ana');
    const accountId = ana.accountIds.find((id) => h!.users.some((user) => !user.accountIds.includes(id)))!;
    const outsider = h.users.find((user) => !user.accountIds.includes(accountId))!;
    const names = Object.values(h.world.campaigns).filter((campaign) => campaign.accountId === accountId).map((campaign) => campaign.name);
    expect(names.length).toBeGreaterThan(0);
    const tree = (headers: Record<string, string> = {}, query = '') => h!.app.server.inject({ url: `/_sandbox/accounts/act_${accountId}/tree${query}`, headers });

    // A stranger, a wrong key, a token of someone who does not see the account, a dead token: refused, no name shown.
    const anaToken = await h.tokenFor('Ana');
    const outsiderToken = await h.tokenFor(outsider.firstName);
    const expired = (await control('POST', '/tokens', { user_id: ana.id, expires_in: 0 })).json().access_token as string;
    h.sandbox.state.tokens[expired]!.expiresAt = FIXED_NOW.getTime() - 1;
    for (const [headers, query] of [[{}, ''], [{ 'x-sandbox-key': 'wrong' }, ''], [{}, `?access_token=${outsiderToken}`], [{ authorization: `Bearer ${outsiderToken}` }, ''], [{}, `?access_token=${expired}`], [{}, '?access_token=nope']] as const) {
      const refused = await tree(headers, query);
      expect(refused.statusCode, JSON.stringify([headers, query])).toBe(401);
      expect(refused.json()).toEqual({ error: 'SANDBOX_ACCESS_REQUIRED', message: expect.stringContaining('DATA_DIR/secrets/sandbox-control-key') });
      for (const name of names) expect(refused.body).not.toContain(name);
    }

    // The key, or Ana's own token (as Graph takes it, in the query or the header).
    for (const [headers, query] of [[{ 'x-sandbox-key': h.controlKey }, ''], [{}, `?access_token=${anaToken}`], [{ authorization: `OAuth ${anaToken}` }, '']] as const) {
      const shown = await tree(headers, query);
      expect(shown.statusCode).toBe(200);
      expect(shown.json().campaigns.map((campaign: { name: string }) => campaign.name).sort()).toEqual([...names].sort());
    }

    // The browser that picked Ana in the dialog reads it by its cookie; one that picked the outsider does not.
    const browserOf = async (userId: string) => {
      const form = new URLSearchParams({ client_id: SANDBOX_APP_ID, redirect_uri: REDIRECT_URI, state: 's', scope: 'ads_read', user_id: userId, decision: 'continue' });
      const decided = await h!.app.server.inject({ method: 'POST', url: '/dialog/oauth', payload: form.toString(), headers: { 'content-type': 'application/x-www-form-urlencoded' } });
      expect(decided.statusCode).toBe(302);
      return String(decided.headers['set-cookie']).split(';')[0] ?? '';
    };
    expect((await tree({ cookie: await browserOf(ana.id) })).statusCode).toBe(200);
    expect((await tree({ cookie: await browserOf(outsider.id) })).statusCode).toBe(401);
  });

  it('keep the image placeholders public: the app loads them with a plain <img>', async () => {
    h = await startSandbox();
    const account = h.accountByCurrency('USD');
    const hash = Object.keys(h.world.images[account.id]!)[0];
    expect((await h.app.server.inject({ url: `/_sandbox/images/${hash}.svg` })).statusCode).toBe(200);
  });

  it('inject errors by code and rate, and latency', async () => {
    h = await startSandbox();
    const token = await h.tokenFor('Ana');
    expect((await control('PUT', '/faults', { errors: [{ code: 2, rate: 1, path: '/campaigns' }] })).statusCode).toBe(200);
    const failed = await h.call('GET', `/v27.0/act_${h.accountByCurrency('USD').id}/campaigns`, { access_token: token });
    expect(failed.status).toBe(500);
    expect(failed.body.error).toMatchObject({ code: 2, is_transient: true });
    expect((await h.call('GET', '/v27.0/me', { access_token: token })).status).toBe(200);

    await control('PUT', '/faults', { errors: [{ code: 17, rate: 0.3 }] });
    const codes = [];
    for (let call = 0; call < 40; call++) codes.push((await h.call('GET', '/v27.0/me', { access_token: token })).status);
    const failures = codes.filter((status) => status !== 200).length;
    expect(failures).toBeGreaterThan(3);
    expect(failures).toBeLessThan(25);

    await control('DELETE', '/faults');
    await control('PUT', '/faults', { latency_ms: 60 });
    const started = performance.now();
    await h.call('GET', '/v27.0/me', { access_token: token });
    expect(performance.now() - started).toBeGreaterThanOrEqual(55);
    expect((await control('PUT', '/faults', { errors: [{ code: 'x', rate: 2 }] })).statusCode).toBe(400);
  });

  it('expire a user token, throttle an account, dump its tree, read the call log, and reset', async () => {
    h = await startSandbox();
    const ana = h.byName('Ana');
    const minted = (await control('POST', '/tokens', { user_id: ana.id, scopes: ['ads_read'] })).json();
    expect(minted.scopes).toEqual(['ads_read']);
    const token = minted.access_token;
    const account = h.accountByCurrency('USD');

    expect((await control('POST', `/accounts/act_${account.id}/throttle`, { seconds: 120 })).json()).toEqual({ throttled: true, seconds: 120 });
    const throttled = await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token });
    expect(throttled.body.error).toMatchObject({ code: 80004, error_subcode: 2446079 });
    expect(JSON.parse(String(throttled.headers['x-business-use-case-usage']))[account.businessId][0].estimated_time_to_regain_access).toBe(2);
    await control('DELETE', `/accounts/${account.id}/throttle`);
    expect((await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token })).status).toBe(200);

    const tree = (await control('GET', `/accounts/act_${account.id}/tree`)).json();
    expect(tree.campaigns).toHaveLength(20);
    expect(tree.campaigns[0].adsets[0].ads[0].creative.object_story_spec).toBeDefined();
    expect(tree.images.length).toBeGreaterThan(0);

    const calls = (await control('GET', '/calls?limit=5')).json();
    expect(calls.counters).toMatchObject({ requests: 2, total: 2, reads: 2, throttled: 1 });
    expect(calls.data[0]).toMatchObject({ method: 'GET', path: `/act_${account.id}/campaigns`, status: 400, errorCode: 80004, accountId: account.id });
    expect(JSON.stringify(calls)).not.toContain(token);

    expect((await control('POST', `/users/${ana.id}/invalidate`, { reason: 'expired' })).json()).toEqual({ invalidated: 1, reason: 'expired' });
    expect((await h.call('GET', '/v27.0/me', { access_token: token })).body.error).toMatchObject({ code: 190, error_subcode: 463 });

    await h.call('POST', `/v27.0/act_${account.id}/campaigns`, { access_token: await h.tokenFor('Ana'), name: 'new', objective: 'OUTCOME_SALES', special_ad_categories: [] });
    expect((await control('POST', '/reset', {})).json()).toEqual({ seed: 1 });
    expect(h.sandbox.state.world).toEqual(seedWorld(1, FIXED_NOW));
    expect(Object.keys(h.sandbox.state.tokens)).toHaveLength(0);
  });

  it('add ad accounts like an existing one: same business and currency, seen by its users, its pages and pixels usable', async () => {
    h = await startSandbox();
    const like = h.accountByCurrency('USD');
    const added = (await control('POST', '/accounts', { like: `act_${like.id}`, count: 3, name_prefix: 'Bench' })).json().accounts;
    expect(added.map((account: { name: string }) => account.name)).toEqual(['Bench 1', 'Bench 2', 'Bench 3']);
    expect(added[0]).toMatchObject({ currency: 'USD', business_id: like.businessId });
    const token = await h.tokenFor('Ana');
    const seen = (await h.call('GET', '/v27.0/me/adaccounts', { access_token: token, fields: 'id,account_status', limit: '100' })).body.data;
    const ids = (path: string) => h!.call('GET', path, { access_token: token, fields: 'id', limit: '100' }).then((answer) => answer.body.data.map((item: { id: string }) => item.id).sort());
    for (const account of added) {
      expect(seen).toContainEqual({ id: account.id, account_status: 1 });
      expect(await ids(`/v27.0/${account.id}/promote_pages`)).toEqual(await ids(`/v27.0/act_${like.id}/promote_pages`));
      expect(await ids(`/v27.0/${account.id}/adspixels`)).toEqual(await ids(`/v27.0/act_${like.id}/adspixels`));
      expect(await ids(`/v27.0/${account.id}/campaigns`)).toEqual([]);
    }
    expect((await control('POST', '/accounts', { like: 'act_1', count: 1 })).statusCode).toBe(404);
    expect((await control('POST', '/accounts', { like: `act_${like.id}`, count: 0 })).statusCode).toBe(400);
  });

  it('fill added accounts with delivering campaigns: listed, with daily insights for 90 days, within Meta\'s cap', async () => {
    h = await startSandbox();
    const like = h.accountByCurrency('USD');
    const [added] = (await control('POST', '/accounts', { like: `act_${like.id}`, count: 1, campaigns: 7 })).json().accounts;
    const token = await h.tokenFor('Ana');
    const campaigns = (await h.call('GET', `/v27.0/${added.id}/campaigns`, { access_token: token, fields: 'id,effective_status', limit: '100' })).body.data;
    expect(campaigns).toHaveLength(7);
    expect(campaigns.every((campaign: { effective_status: string }) => campaign.effective_status === 'ACTIVE')).toBe(true);
    const days = (await h.call('GET', `/v27.0/${added.id}/insights`, { access_token: token, fields: 'spend', date_preset: 'last_90d', time_increment: '1', limit: '500' })).body.data;
    // Each campaign's one ad delivers on most days (the generator skips about 6 %), every day of the window has some.
    expect(days.length).toBeGreaterThanOrEqual(85);
    expect((await control('POST', '/accounts', { like: `act_${like.id}`, count: 1, campaigns: 6001 })).statusCode).toBe(400);
  });

  it('store a campaign made under earlier rules as given, which no Graph call may make today, and change no figures', async () => {
    h = await startSandbox();
    const token = await h.tokenFor('Ana');
    const account = h.accountByCurrency('USD');
    const page = Object.values(h.world.pages).find((candidate) => candidate.accountIds.includes(account.id))!;
    const hash = Object.keys(h.world.images[account.id]!)[0];
    const spentBefore = (await h.call('GET', `/v27.0/act_${account.id}`, { access_token: token, fields: 'amount_spent' })).body.amount_spent;
    const older = {
      name: 'ASC 2025',
      objective: 'OUTCOME_SALES',
      smart_promotion_type: 'AUTOMATED_SHOPPING_ADS',
      daily_budget: 10000,
      adsets: [
        {
          name: 'Explore and Messenger Stories',
          targeting: { geo_locations: { countries: ['US'] }, publisher_platforms: ['instagram', 'messenger'], instagram_positions: ['explore'], messenger_positions: ['story'] },
          ads: [{ name: 'Ad', creative: { object_story_spec: { page_id: page.id, instagram_actor_id: '17841400000000001', link_data: { link: 'https://shop.example.com', image_hash: hash } } } }],
        },
      ],
    };
    const planted = await control('POST', `/accounts/act_${account.id}/campaigns`, older);
    expect(planted.statusCode, planted.body).toBe(200);
    const { id, adsets } = planted.json();
    const read = await h.call('GET', `/v27.0/${id}`, { access_token: token, fields: 'name,smart_promotion_type,daily_budget,status' });
    expect(read.body).toEqual({ id, name: 'ASC 2025', smart_promotion_type: 'AUTOMATED_SHOPPING_ADS', daily_budget: '10000', status: 'ACTIVE' });
    const adset = await h.call('GET', `/v27.0/${adsets[0].id}`, { access_token: token, fields: 'targeting' });
    expect(adset.body.targeting).toEqual(older.adsets[0]!.targeting);
    const creative = await h.call('GET', `/v27.0/${adsets[0].ads[0].creative_id}`, { access_token: token, fields: 'object_story_spec' });
    expect(creative.body.object_story_spec).toEqual(older.adsets[0]!.ads[0]!.creative.object_story_spec);
    // Its ads have no delivery history: the account's figures stay as they were.
    expect((await h.call('GET', `/v27.0/act_${account.id}`, { access_token: token, fields: 'amount_spent' })).body.amount_spent).toBe(spentBefore);

    expect((await control('POST', '/accounts/act_1/campaigns', { name: 'x', objective: 'OUTCOME_SALES' })).statusCode).toBe(404);
    const invalid = await control('POST', `/accounts/act_${account.id}/campaigns`, { name: 'x', objective: 'OUTCOME_SALES', smart_promotion_type: 'SOMETHING' });
    expect(invalid.statusCode).toBe(400);
    expect(invalid.json()).toMatchObject({ error: 'INVALID_BODY' });
  });

  it('change the usage budgets, as a move to standard access does, until a reset', async () => {
    h = await startSandbox();
    const account = h.accountByCurrency('USD');
    const token = await h.tokenFor('Ana');
    expect((await control('PUT', '/usage', { account_budget: 2 })).json()).toMatchObject({ account_budget: 2, app_budget: 5000 });
    const campaigns = () => h!.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token });
    expect((await campaigns()).status).toBe(200);
    expect((await campaigns()).status).toBe(200);
    expect((await campaigns()).body.error).toMatchObject({ code: 80004 });
    expect((await control('PUT', '/usage', { account_budget: 0 })).statusCode).toBe(400);
    await control('PUT', '/usage', { account_budget: 100_000 });
    expect((await campaigns()).status).toBe(200);
    await control('POST', '/reset', {});
    expect((await control('GET', '/usage')).json()).toEqual({ account_budget: 300, app_budget: 5000, window_seconds: 300 });
  });

  it('serve placeholder images for image urls and nothing else', async () => {
    h = await startSandbox();
    const hash = Object.keys(Object.values(h.world.images)[0]!)[0];
    const image = await control('GET', `/images/${hash}.svg`);
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toContain('image/svg+xml');
    expect((await control('GET', '/images/%3Cscript%3E.svg')).statusCode).toBe(404);
  });
});

describe('persistence', () => {
  it('keeps objects and tokens across a restart with a state file, and starts fresh without one', async () => {
    const folder = await mkdtemp(path.join(tmpdir(), 'graph-sandbox-'));
    const stateFile = path.join(folder, 'state.json');
    try {
      h = await startSandbox({ stateFile });
      const token = await h.tokenFor('Ana');
      const account = h.accountByCurrency('USD');
      const created = await h.call('POST', `/v27.0/act_${account.id}/campaigns`, { access_token: token, name: 'Survives', objective: 'OUTCOME_SALES', special_ad_categories: [] });
      // Written before the answer, not on close: the journal beside the state file already has it (the file itself is
      // the snapshot written at start), and only their owner may read either.
      expect(JSON.parse(await readFile(stateFile, 'utf8')).format).toBe(1);
      expect(await readFile(`${stateFile}.journal`, 'utf8')).toContain(created.body.id);
      expect((await stat(stateFile)).mode & 0o777).toBe(0o600);
      expect((await stat(`${stateFile}.journal`)).mode & 0o777).toBe(0o600);
      await h.close();

      h = await startSandbox({ stateFile });
      const read = await h.call('GET', `/v27.0/${created.body.id}`, { access_token: token, fields: 'name' });
      expect(read.body).toEqual({ name: 'Survives', id: created.body.id });
      await h.close();

      h = await startSandbox();
      expect((await h.call('GET', `/v27.0/${created.body.id}`, { access_token: token })).body.error.code).toBe(190);
    } finally {
      await rm(folder, { recursive: true, force: true });
    }
  });
});
