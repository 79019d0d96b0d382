import { afterEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness | undefined;
afterEach(() => h?.close());

describe('usage headers and throttling', () => {
  it('reports app, business use case and ad account usage in Meta header formats', async () => {
    h = await startSandbox({ usage: { accountBudget: 100, windowSeconds: 100 } });
    const token = await h.tokenFor('Ana');
    const account = h.accountByCurrency('USD');
    for (let call = 0; call < 9; call++) await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token });
    const answer = await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token });
    const buc = JSON.parse(String(answer.headers['x-business-use-case-usage']));
    expect(buc[account.businessId][0]).toMatchObject({ type: 'ads_management', call_count: 10, total_cputime: 5, total_time: 5, estimated_time_to_regain_access: 0 });
    expect(JSON.parse(String(answer.headers['x-ad-account-usage']))).toMatchObject({ acc_id_util_pct: 10, reset_time_duration: 10 });
    expect(JSON.parse(String(answer.headers['x-app-usage']))).toEqual({ call_count: expect.any(Number), total_cputime: expect.any(Number), total_time: expect.any(Number) });
    const me = await h.call('GET', '/v27.0/me', { access_token: token });
    expect(me.headers['x-business-use-case-usage']).toBeUndefined();
    const insights = await h.call('GET', `/v27.0/act_${account.id}/insights`, { access_token: token });
    expect(JSON.parse(String(insights.headers['x-business-use-case-usage']))[account.businessId][0].type).toBe('ads_insights');
  });

  it('charges writes 3 points, throttles a full account with 80004/2446079, leaves other accounts alone and recovers with time', async () => {
    let now = Date.parse('2026-11-22T12:00:00Z');
    h = await startSandbox({ now: () => new Date(now), usage: { accountBudget: 30, windowSeconds: 300 } });
    const token = await h.tokenFor('Ana');
    const [us, eu] = h.accounts;
    for (let call = 0; call < 10; call++) {
      const write = await h.call('POST', `/v27.0/act_${us!.id}/campaigns`, { access_token: token, name: `c${call}`, objective: 'OUTCOME_SALES', special_ad_categories: [] });
      expect(write.status).toBe(200);
    }
    const throttled = await h.call('GET', `/v27.0/act_${us!.id}/campaigns`, { access_token: token });
    expect(throttled.status).toBe(400);
    expect(throttled.body.error).toMatchObject({ code: 80004, error_subcode: 2446079, is_transient: true });
    const buc = JSON.parse(String(throttled.headers['x-business-use-case-usage']))[us!.businessId][0];
    expect(buc.call_count).toBe(100);
    expect(buc.estimated_time_to_regain_access).toBeGreaterThanOrEqual(1);
    expect((await h.call('GET', `/v27.0/act_${eu!.id}/campaigns`, { access_token: token })).status).toBe(200);
    expect((await h.call('GET', `/v27.0/act_${us!.id}/insights`, { access_token: token })).body.error.code).toBe(80000);
    now += buc.estimated_time_to_regain_access * 60_000;
    expect((await h.call('GET', `/v27.0/act_${us!.id}/campaigns`, { access_token: token })).status).toBe(200);
  });
});
