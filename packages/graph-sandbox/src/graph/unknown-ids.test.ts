import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';

/** Names every plain object answers to: looked up as ids, they must find nothing, like any other unknown id. */
const HOSTILE = ['__proto__', 'constructor', 'toString', 'hasOwnProperty', 'valueOf', 'isPrototypeOf', '__defineGetter__', 'prototype'];

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await startSandbox();
  token = await h.tokenFor('Ana');
});
afterEach(() => h.close());

describe('ids that name Object.prototype members', () => {
  it('are unknown objects in every path position, for reads, writes and deletes', async () => {
    const act = `act_${h.byName('Ana').accountIds[0]}`;
    for (const id of HOSTILE) {
      for (const path of [`/v27.0/${id}`, `/v27.0/${id}/campaigns`, `/v27.0/act_${id}`, `/v27.0/${act}/${id}`, `/v27.0/${id}/insights`]) {
        for (const method of ['GET', 'POST', 'DELETE'] as const) {
          const answer = await h.call(method, path, { access_token: token });
          expect(answer.status, `${method} ${path}`).toBeGreaterThanOrEqual(400);
          expect(answer.status, `${method} ${path}`).toBeLessThan(500);
          expect(answer.body.error.code, `${method} ${path}`).toBeOneOf([100, 2500]);
        }
      }
    }
    const unknown = await h.call('GET', '/v27.0/__proto__', { access_token: token });
    expect(unknown.body.error).toMatchObject({ code: 100, error_subcode: 33, type: 'GraphMethodException' });
    expect(unknown.body.error.message).toMatch(/^Unsupported get request\. Object with ID '__proto__' does not exist/);
  });

  it('are unknown ids, fields and tokens in parameters, never a crash', async () => {
    const act = `act_${h.byName('Ana').accountIds[0]}`;
    const campaign = (await h.call('GET', `/v27.0/${act}/campaigns`, { access_token: token, fields: 'id', limit: '1' })).body.data[0].id as string;
    const adset = (await h.call('GET', `/v27.0/${campaign}/adsets`, { access_token: token, fields: 'id', limit: '1' })).body.data[0].id as string;
    for (const id of HOSTILE) {
      const answers = [
        await h.call('GET', '/v27.0/me', { access_token: id }),
        await h.call('GET', '/v27.0/me', { access_token: token, fields: id }),
        await h.call('GET', `/v27.0/${act}/campaigns`, { access_token: token, fields: `id,${id}` }),
        await h.call('GET', `/v27.0/${act}/campaigns`, { access_token: token, filtering: [{ field: id, operator: 'EQUAL', value: 'x' }] }),
        await h.call('GET', '/v27.0/', { access_token: token, ids: id }),
        await h.call('GET', '/v27.0/debug_token', { access_token: token, input_token: id }),
        await h.call('GET', '/v27.0/oauth/access_token', { client_id: id, client_secret: id, code: id, redirect_uri: id }),
        await h.call('POST', `/v27.0/${act}/adsets`, { access_token: token, campaign_id: id, name: 'x', optimization_goal: 'REACH', billing_event: 'IMPRESSIONS', daily_budget: '100000', targeting: { geo_locations: { countries: ['US'] } } }),
        await h.call('POST', `/v27.0/${act}/ads`, { access_token: token, adset_id: id, name: 'x', creative: { creative_id: id } }),
        await h.call('POST', `/v27.0/${act}/ads`, { access_token: token, adset_id: adset, name: 'x', creative: { creative_id: id } }),
        await h.call('POST', `/v27.0/${act}/adcreatives`, { access_token: token, name: 'x', object_story_spec: { page_id: id, link_data: { image_hash: id, link: 'https://example.com' } } }),
        await h.call('POST', `/v27.0/${act}/adimages`, { access_token: token, copy_from: { source_account_id: id, hash: id } }),
        await h.call('GET', `/v27.0/${act}/adimages`, { access_token: token, hashes: [id] }),
        await h.call('POST', `/v27.0/${campaign}/copies`, { access_token: token, [id]: id }),
        await h.call('POST', '/v27.0/', { access_token: token, batch: [{ method: 'GET', relative_url: `${id}?fields=${id}` }] }),
        await h.call('POST', `/v27.0/${act}/insights`, { access_token: token, fields: id, level: id }),
        await h.call('GET', `/v27.0/${act}/insights`, { access_token: token, fields: `spend,${id}`, breakdowns: id }),
      ];
      for (const answer of answers) expect(answer.status, JSON.stringify(answer.body)).toBeLessThan(500);
    }
    // Nothing was created by any of it, and the sandbox reported no failure of its own.
    expect(Object.keys(h.world.users)).not.toContain('__proto__');
    expect(Object.getPrototypeOf(h.sandbox.state.world.campaigns)).toBeNull();
  });

  it('are unknown users and accounts to the controls', async () => {
    for (const id of HOSTILE) {
      expect((await h.control('POST', '/tokens', { user_id: id })).statusCode).toBe(404);
      expect((await h.control('POST', `/users/${id}/invalidate`, {})).statusCode).toBe(404);
      expect((await h.control('GET', `/accounts/${id}/usage`)).statusCode).toBe(404);
      expect((await h.control('GET', `/accounts/act_${id}/tree`)).statusCode).toBe(404);
      expect((await h.control('POST', '/accounts', { like: id, count: 1 })).statusCode).toBe(404);
    }
  });
});
