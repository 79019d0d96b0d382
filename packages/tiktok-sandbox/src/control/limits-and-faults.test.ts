import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness | undefined;
afterEach(async () => h?.close());

describe('QPS and QPM limits', () => {
  it('answers 40100 past the per-second count, then lets calls through in the next second, charging nothing for refusals', async () => {
    let clock = 1_000_000;
    h = await startSandbox({ limits: { qps: 3, qpm: 100 }, limitClock: () => clock });
    const token = await h.tokenFor('Ana');
    const info = () => h!.call('GET', '/advertiser/info/', { advertiser_ids: [h!.advertiser('USD').id] }, token);
    const codes = [];
    for (let index = 0; index < 5; index++) codes.push((await info()).code);
    expect(codes).toEqual([0, 0, 0, 40100, 40100]);
    clock += 1000;
    expect((await info()).code).toBe(0);
    const counters = (await h.control('GET', '/calls')).json().counters;
    expect(counters).toMatchObject({ requests: 6, throttled: 2 });
  });

  it('holds ad/create/ to its own 5 a second while other calls go through, and the controls change the limits', async () => {
    const clock = 9_000_000;
    h = await startSandbox({ limits: { qps: 100, qpm: 1000, endpointQps: { '/ad/create/': 5 } }, limitClock: () => clock });
    const token = await h.tokenFor('Ana');
    // Refused as a parameter error, but admitted: the limit counts calls, not successes.
    const create = async () => (await h!.call('POST', '/ad/create/', { advertiser_id: h!.advertiser('USD').id }, token)).code;
    const codes = [];
    for (let index = 0; index < 6; index++) codes.push(await create());
    expect(codes).toEqual([40002, 40002, 40002, 40002, 40002, 40100]);
    expect((await h.call('GET', '/advertiser/info/', { advertiser_ids: [h.advertiser('USD').id] }, token)).code).toBe(0);
    const changed = await h.control('PUT', '/limits', { endpoint_qps: { '/ad/create/': 10 } });
    expect(changed.json().endpointQps).toEqual({ '/ad/create/': 10 });
    expect(await create()).toBe(40002);
  });

  it('locks every call out for the lock time once the per-minute count is passed', async () => {
    let clock = 5_000_000;
    h = await startSandbox({ limits: { qps: 100, qpm: 4, lockSeconds: 300 }, limitClock: () => clock });
    const token = await h.tokenFor('Ana');
    const info = () => h!.call('GET', '/advertiser/info/', { advertiser_ids: [h!.advertiser('USD').id] }, token);
    for (let index = 0; index < 4; index++) {
      expect((await info()).code).toBe(0);
      clock += 1000;
    }
    const refused = await info();
    expect(refused).toMatchObject({ code: 40100, data: {} });
    expect(refused.message).toContain('locked for 300 seconds');
    clock += 120_000;
    expect((await info()).code).toBe(40100);
    clock += 181_000;
    expect((await info()).code).toBe(0);
  });
});

describe('fault injection and controls', () => {
  it('fails matching calls with the code asked for, a given number of times, and changes nothing', async () => {
    h = await startSandbox();
    const token = await h.tokenFor('Ana');
    const usd = h.advertiser('USD').id;
    const set = await h.control('PUT', '/faults', { errors: [{ code: 50000, rate: 1, path: '/campaign/create/', times: 2 }] });
    expect(set.statusCode).toBe(200);
    const before = Object.keys(h.world.campaigns).length;
    const create = () => h!.call('POST', '/campaign/create/', { advertiser_id: usd, campaign_name: 'Retry me', objective_type: 'TRAFFIC' }, token);
    expect((await create()).code).toBe(50000);
    expect((await create()).message).toBe('System error. Please try again later.');
    expect(Object.keys(h.world.campaigns)).toHaveLength(before);
    expect((await create()).code).toBe(0);
    // Reads were never affected.
    expect((await h.call('GET', '/campaign/get/', { advertiser_id: usd }, token)).code).toBe(0);
  });

  it('fails only the named advertiser’s calls when a rule names one, leaving the others’ calls and its count alone', async () => {
    h = await startSandbox();
    const token = await h.tokenFor('Ana');
    const usd = h.advertiser('USD').id;
    const eur = h.advertiser('EUR').id;
    await h.control('PUT', '/faults', { errors: [{ code: 50000, rate: 1, path: '/campaign/get/', advertiser_id: usd, times: 1 }] });
    const read = (advertiser_id: string) => h!.call('GET', '/campaign/get/', { advertiser_id }, token);
    expect((await read(eur)).code).toBe(0);
    expect((await read(usd)).code).toBe(50000);
    expect((await read(usd)).code).toBe(0);
  });

  it('fails only calls sent with the parameters a rule names: one of several parallel listings, every try of it', async () => {
    h = await startSandbox();
    const token = await h.tokenFor('Ana');
    const usd = h.advertiser('USD').id;
    const deleted = { secondary_status: 'AD_STATUS_DELETE' };
    await h.control('PUT', '/faults', { errors: [{ code: 50000, rate: 1, path: '/ad/get/', params: { filtering: JSON.stringify(deleted) }, times: 2 }] });
    const list = (filtering?: object) => h!.call('GET', '/ad/get/', { advertiser_id: usd, ...(filtering ? { filtering } : {}) }, token);
    expect((await list()).code).toBe(0);
    expect((await list({ secondary_status: 'AD_STATUS_CAMPAIGN_DELETE' })).code).toBe(0);
    expect((await list(deleted)).code).toBe(50000);
    expect((await list(deleted)).code).toBe(50000);
    expect((await list(deleted)).code).toBe(0);
  });

  it('keeps its controls behind the key, validates their bodies, and resets the world', async () => {
    h = await startSandbox();
    const keyless = await h.app.server.inject({ method: 'GET', url: '/_sandbox' });
    expect(keyless.statusCode).toBe(401);
    expect(keyless.json().error).toBe('SANDBOX_KEY_REQUIRED');
    const wrong = await h.app.server.inject({ method: 'POST', url: '/_sandbox/reset', headers: { 'x-sandbox-key': 'guess' }, payload: {} });
    expect(wrong.statusCode).toBe(401);
    expect((await h.control('PUT', '/faults', { errors: [{ code: 'x' }] })).statusCode).toBe(400);

    const info = (await h.control('GET', '')).json();
    expect(info.personas).toHaveLength(3);
    expect(info.advertisers.map((advertiser: { currency: string }) => advertiser.currency).sort()).toEqual(['BRL', 'EUR', 'GBP', 'JPY', 'KRW', 'MXN', 'USD']);
    expect(JSON.stringify(info)).not.toContain(h.appSecret);

    const token = await h.tokenFor('Ana');
    const usd = h.advertiser('USD').id;
    const made = await h.call('POST', '/campaign/create/', { advertiser_id: usd, campaign_name: 'Temporary', objective_type: 'REACH' }, token);
    // The tree opens to the key, or to a token granted the advertiser; to nobody else, and shows them no name.
    const treeWith = (headers: Record<string, string>) => h!.app.server.inject({ method: 'GET', url: `/_sandbox/advertisers/${usd}/tree`, headers });
    const refusedWith: Array<Record<string, string>> = [{}, { 'x-sandbox-key': 'guess' }, { 'access-token': await h.tokenFor('Bruno') }, { 'access-token': 'nope' }];
    for (const headers of refusedWith) {
      const refused = await treeWith(headers);
      expect(refused.statusCode, JSON.stringify(headers)).toBe(401);
      expect(refused.json().error).toBe('SANDBOX_ACCESS_REQUIRED');
      expect(refused.body).not.toContain('Temporary');
    }
    const shownWith: Array<Record<string, string>> = [{ 'x-sandbox-key': h.controlKey }, { 'access-token': token }];
    for (const headers of shownWith) {
      const tree = (await treeWith(headers)).json();
      expect(tree.campaigns.map((campaign: { campaign_id: string }) => campaign.campaign_id)).toContain(made.data.campaign_id);
    }

    expect((await h.control('POST', '/reset', {})).statusCode).toBe(200);
    expect(h.sandbox.state.world.campaigns[made.data.campaign_id]).toBeUndefined();
    expect((await h.call('GET', '/campaign/get/', { advertiser_id: usd }, token)).code).toBe(40105);
  });
});
