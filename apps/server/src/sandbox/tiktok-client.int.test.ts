import { createTikTokClient, TikTokApiError } from '@adfleet/core';
import { buildTikTokSandboxServer, newSandboxSecret, type TikTokSandboxServer } from '@adfleet/tiktok-sandbox';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';

// TikTok's client against the TikTok sandbox over real HTTP: paging, throttling, token and transient failures.
describe('TikTok client', () => {
  const controlKey = newSandboxSecret();
  let sandbox: TikTokSandboxServer;
  let base: string;
  let token: string;
  let advertiserId: string;
  const control = async (method: string, path: string, body?: object) => {
    const response = await fetch(`${base}/_sandbox${path}`, {
      method,
      headers: { 'x-sandbox-key': controlKey, ...(body ? { 'content-type': 'application/json' } : {}) },
      ...(body ? { body: JSON.stringify(body) } : {}),
    });
    return response.json() as Promise<Record<string, unknown>>;
  };
  const api = () => `${base}/open_api/v1.3`;

  beforeAll(async () => {
    sandbox = await buildTikTokSandboxServer({ appSecret: newSandboxSecret(), controlKey, redirectUris: ['http://localhost/cb'], limits: { qps: 10_000, qpm: 100_000, endpointQps: {} } });
    base = await sandbox.start({ port: 0, host: '127.0.0.1' });
    const minted = await control('POST', '/tokens', {});
    token = minted.access_token as string;
    advertiserId = (minted.advertiser_ids as string[])[0] ?? '';
  });
  afterAll(() => sandbox.stop());
  beforeEach(async () => {
    await control('DELETE', '/faults');
    await control('PUT', '/limits', { qps: 10_000, qpm: 100_000, lock_seconds: 300, endpoint_qps: {} });
  });

  it('reads every page of a list, in order, with the token in its header', async () => {
    const client = createTikTokClient({ baseUrl: api() });
    const all = await client.allPages<{ campaign_id: string }>('/campaign/get/', { advertiser_id: advertiserId }, { accessToken: token });
    const paged = await client.allPages<{ campaign_id: string }>('/campaign/get/', { advertiser_id: advertiserId }, { accessToken: token }, 2);
    expect(all.length).toBeGreaterThan(2);
    expect(paged.map((campaign) => campaign.campaign_id)).toEqual(all.map((campaign) => campaign.campaign_id));
  });

  it('waits out a refusal as too many requests and then answers', async () => {
    await control('PUT', '/faults', { errors: [{ code: 40100, rate: 1, path: '/campaign/get/', times: 2 }] });
    const waits: number[] = [];
    const calls: unknown[] = [];
    const client = createTikTokClient({ baseUrl: api(), sleep: async (ms) => void waits.push(ms), onCall: (call) => calls.push(call) });
    const data = await client.get<{ list: unknown[] }>('/campaign/get/', { advertiser_id: advertiserId }, { accessToken: token });
    expect(data.list.length).toBeGreaterThan(0);
    expect(waits).toEqual([1_000, 2_000]);
    // Each round trip reaches the observer (the process's metrics), the refusals with TikTok's code.
    const throttled = { platform: 'tiktok', status: 200, code: 40100, result: 'throttled' };
    expect(calls).toEqual([throttled, throttled, { platform: 'tiktok', status: 200, code: 0, result: 'ok' }]);
  });

  it('gives up on a lasting throttle with an error the jobs defer on', async () => {
    await control('PUT', '/faults', { errors: [{ code: 40100, rate: 1, path: '/campaign/get/' }] });
    const client = createTikTokClient({ baseUrl: api(), sleep: async () => {} });
    const error = await client.get('/campaign/get/', { advertiser_id: advertiserId }, { accessToken: token }).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(TikTokApiError);
    expect(error).toMatchObject({ code: 40100, kind: 'throttled', retryAfterMs: 60_000 });
  });

  it('names a revoked token as dead and a refused parameter as the request’s fault', async () => {
    const client = createTikTokClient({ baseUrl: api(), sleep: async () => {} });
    const badRequest = await client.get('/campaign/get/', { advertiser_id: 'not-an-advertiser' }, { accessToken: token }).catch((caught: unknown) => caught);
    expect(badRequest).toMatchObject({ kind: expect.stringMatching(/^(invalid|permission)$/) });
    const other = await control('POST', '/tokens', {});
    const personas = (await control('GET', '')).personas as { id: string }[];
    await control('POST', `/personas/${personas[0]?.id}/revoke`);
    const dead = await client.get('/campaign/get/', { advertiser_id: advertiserId }, { accessToken: other.access_token as string }).catch((caught: unknown) => caught);
    expect(dead).toMatchObject({ code: 40105, kind: 'auth' });
    token = (await control('POST', '/tokens', {})).access_token as string;
  });

  it('retries a read on a system error but never a write, whose lost answer may have created', async () => {
    await control('PUT', '/faults', { errors: [{ code: 50000, rate: 1, times: 1 }] });
    const client = createTikTokClient({ baseUrl: api(), sleep: async () => {} });
    await expect(client.get('/campaign/get/', { advertiser_id: advertiserId }, { accessToken: token })).resolves.toMatchObject({ list: expect.any(Array) });
    await control('PUT', '/faults', { errors: [{ code: 50000, rate: 1, times: 1 }] });
    const write = await client
      .post('/campaign/status/update/', { advertiser_id: advertiserId, campaign_ids: ['1'], operation_status: 'DISABLE' }, { accessToken: token })
      .catch((caught: unknown) => caught);
    expect(write).toMatchObject({ code: 50000, kind: 'transient' });
  });

  it('turns an unreachable host into a transient error', async () => {
    const client = createTikTokClient({ baseUrl: 'http://127.0.0.1:9/open_api/v1.3', readRetries: 0 });
    await expect(client.get('/campaign/get/', {}, { accessToken: token })).rejects.toMatchObject({ code: 0, kind: 'transient' });
  });
});
