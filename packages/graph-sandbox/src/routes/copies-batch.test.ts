import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await startSandbox();
  token = await h.tokenFor('Ana');
});
afterEach(() => h.close());

function campaignWithChildren(min: number, max: number) {
  const accountIds = h.byName('Ana').accountIds.filter((id) => h.world.accounts[id]!.accountStatus === 1);
  return Object.values(h.world.campaigns).find((campaign) => {
    if (!accountIds.includes(campaign.accountId) || campaign.status === 'DELETED') return false;
    const adsets = Object.values(h.world.adsets).filter((adset) => adset.campaignId === campaign.id && adset.status !== 'DELETED');
    const ads = Object.values(h.world.ads).filter((ad) => adsets.some((adset) => adset.id === ad.adsetId) && ad.status !== 'DELETED');
    return adsets.length + ads.length >= min && adsets.length + ads.length <= max;
  })!;
}

describe('copies', () => {
  it('deep-copies a small campaign in the same account, PAUSED, with the ids of every copy', async () => {
    const source = campaignWithChildren(2, 3);
    const answer = await h.call('POST', `/v27.0/${source.id}/copies`, { access_token: token, deep_copy: 'true' });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    expect(answer.body.ad_object_ids[0]).toEqual({ ad_object_type: 'campaign', source_id: source.id, copied_id: answer.body.copied_campaign_id });
    expect(answer.body.ad_object_ids.map((entry: { ad_object_type: string }) => entry.ad_object_type)).toContain('ad_set');
    const copy = await h.call('GET', `/v27.0/${answer.body.copied_campaign_id}`, { access_token: token, fields: 'name,status,account_id' });
    expect(copy.body).toMatchObject({ name: `${source.name} - Copy`, status: 'PAUSED', account_id: source.accountId });
  });

  it('refuses a synchronous deep copy of more than 3 objects (100/1885194) but allows it in an async batch request', async () => {
    // Async batch requests are for apps created before 2026-11-04 (graph/legacy-request-forms.test.ts).
    await h.close();
    h = await startSandbox({ appCreatedAt: new Date('2025-06-01T00:00:00Z') });
    token = await h.tokenFor('Ana');
    const source = campaignWithChildren(4, 51);
    const sync = await h.call('POST', `/v27.0/${source.id}/copies`, { access_token: token, deep_copy: 'true' });
    expect(sync.body.error).toMatchObject({ code: 100, error_subcode: 1885194 });
    const set = await h.call('POST', `/v27.0/act_${source.accountId}/async_batch_requests`, {
      access_token: token,
      name: 'copy',
      adbatch: [{ name: 'copy', relative_url: `${source.id}/copies`, body: 'deep_copy=true&status_option=PAUSED' }],
    });
    expect(set.status).toBe(200);
    const status = await h.call('GET', `/v27.0/${set.body.id}`, { access_token: token });
    expect(status.body).toMatchObject({ is_completed: true, success_count: 1, error_count: 0 });
    const requests = await h.call('GET', `/v27.0/${set.body.id}/requests`, { access_token: token, fields: 'status,result' });
    expect(requests.body.data[0]).toMatchObject({ status: 'SUCCESS', result: { copied_campaign_id: expect.any(String) } });
  });

  it('copies a campaign budget campaign without children (shallow copy)', async () => {
    const source = campaignWithChildren(4, 51);
    const answer = await h.call('POST', `/v27.0/${source.id}/copies`, { access_token: token, rename_options: { rename_suffix: ' (v2)' }, status_option: 'INHERITED_FROM_SOURCE' });
    expect(answer.body.ad_object_ids).toHaveLength(1);
    expect(h.sandbox.state.world.campaigns[answer.body.copied_campaign_id]).toMatchObject({ name: `${source.name} (v2)`, status: source.status });
  });
});

describe('batch', () => {
  it('runs operations in order with {result=…} references, depends_on and per-operation answers; one failure fails only itself', async () => {
    const account = h.accountByCurrency('USD');
    const batch = [
      { method: 'POST', name: 'campaign', relative_url: `act_${account.id}/campaigns`, body: 'name=Batch&objective=OUTCOME_TRAFFIC&status=PAUSED&special_ad_categories=%5B%5D' },
      {
        method: 'POST',
        name: 'adset',
        depends_on: 'campaign',
        relative_url: `act_${account.id}/adsets`,
        body: `name=AS&campaign_id=%7Bresult%3Dcampaign%3A%24.id%7D&daily_budget=2000&billing_event=IMPRESSIONS&targeting=${encodeURIComponent('{"geo_locations":{"countries":["US"]}}')}`,
        omit_response_on_success: false,
      },
      { method: 'GET', relative_url: 'v27.0/{result=campaign:$.id}?fields=name,status' },
      { method: 'POST', relative_url: `act_${account.id}/campaigns`, body: 'name=Broken&objective=OUTCOME_TRAFFIC' },
      { method: 'GET', relative_url: 'me?fields=name' },
    ];
    const answer = await h.call('POST', '/v27.0/', { access_token: token, batch });
    expect(answer.status).toBe(200);
    const [campaign, adset, read, broken, me] = answer.body;
    expect(campaign).toBeNull();
    expect(adset.code).toBe(200);
    expect(adset.headers).toContainEqual({ name: 'Content-Type', value: 'text/javascript; charset=UTF-8' });
    expect(JSON.parse(adset.body).id).toMatch(/^120/);
    expect(JSON.parse(read.body)).toMatchObject({ name: 'Batch', status: 'PAUSED' });
    expect(broken.code).toBe(400);
    expect(JSON.parse(broken.body).error).toMatchObject({ code: 100, message: '(#100) The parameter special_ad_categories is required' });
    expect(JSON.parse(me.body).name).toBe('Ana Torres');
    expect(h.sandbox.state.world.adsets[JSON.parse(adset.body).id]?.campaignId).toBe(JSON.parse(read.body).id);
  });

  it('fails dependents of a failed operation and refuses more than 50 operations', async () => {
    const account = h.accountByCurrency('USD');
    const answer = await h.call('POST', '/', {
      access_token: token,
      batch: [
        { method: 'POST', name: 'bad', relative_url: `act_${account.id}/campaigns`, body: 'name=x' },
        { method: 'GET', relative_url: '{result=bad:$.id}' },
      ],
    });
    expect(answer.body.map((entry: { code: number }) => entry.code)).toEqual([400, 400]);
    const tooMany = await h.call('POST', '/v27.0/', { access_token: token, batch: Array.from({ length: 51 }, () => ({ method: 'GET', relative_url: 'me' })) });
    expect(tooMany.body.error).toMatchObject({ code: 100, message: '(#100) Too many requests in batch message. Maximum batch size is 50' });
  });
});
