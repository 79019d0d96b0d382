import { afterEach, describe, expect, it } from 'vitest';
import { FIXED_NOW, startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A sandbox whose clock reads `now`, and a token of Ana's. */
async function sandboxAt(now: Date) {
  h = await startSandbox({ now: () => now });
  return { h, token: await h.tokenFor('Ana') };
}

const answeredAs = (answer: { headers: Record<string, unknown> }) => answer.headers['facebook-api-version'];

describe('Graph API versions by the sandbox clock', () => {
  it('answers each live version as itself and an unversioned path as the newest', async () => {
    const { h, token } = await sandboxAt(FIXED_NOW);
    for (const version of ['v25.0', 'v26.0', 'v27.0']) {
      const answer = await h.call('GET', `/${version}/me`, { access_token: token });
      expect(answer.status).toBe(200);
      expect(answeredAs(answer)).toBe(version);
    }
    expect(answeredAs(await h.call('GET', '/me', { access_token: token }))).toBe('v27.0');
  });

  it('upgrades a call to an expired version to the next live one, as Meta does', async () => {
    // 2026-11-22: v23.0 (expired 2026-06-09) and v24.0 (2026-11-10) are gone; v25.0 is the oldest live version.
    const { h, token } = await sandboxAt(FIXED_NOW);
    for (const version of ['v23.0', 'v24.0']) {
      const answer = await h.call('GET', `/${version}/me/adaccounts`, { access_token: token, fields: 'id', limit: '2' });
      expect(answer.status).toBe(200);
      expect(answeredAs(answer)).toBe('v25.0');
      // The paging links keep the version the caller asked for.
      expect(answer.body.paging.next).toContain(`/${version}/me/adaccounts?`);
    }
  });

  it('answers a version as itself until the day it expires', async () => {
    const { h, token } = await sandboxAt(new Date('2026-06-08T23:59:00Z'));
    expect(answeredAs(await h.call('GET', '/v23.0/me', { access_token: token }))).toBe('v23.0');
    await h.control('POST', '/clock', { advance_seconds: 120 });
    expect(answeredAs(await h.call('GET', '/v23.0/me', { access_token: token }))).toBe('v24.0');
  });

  it('refuses with 2635 an expired version’s call that a later version changed, and upgrades the others', async () => {
    // 2027-03-01: v25.0 expired on 2027-02-23, so its calls are answered as v26.0, which refuses Explore placements.
    const { h, token } = await sandboxAt(new Date('2027-03-01T12:00:00Z'));
    const account = h.accountByCurrency('USD');
    const campaign = await h.call('POST', `/v25.0/act_${account.id}/campaigns`, { access_token: token, name: 'Upgraded', objective: 'OUTCOME_TRAFFIC', special_ad_categories: [] });
    expect(campaign.status, JSON.stringify(campaign.body)).toBe(200);
    expect(answeredAs(campaign)).toBe('v26.0');

    const adset = { access_token: token, campaign_id: campaign.body.id, name: 'AS', billing_event: 'IMPRESSIONS', optimization_goal: 'LINK_CLICKS', daily_budget: '2000', targeting: { geo_locations: { countries: ['US'] } } };
    const refused = await h.call('POST', `/v25.0/act_${account.id}/adsets`, adset);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({
      code: 2635,
      type: 'OAuthException',
      message: '(#2635) You are calling a deprecated version of the Ads API. Please update to the latest version: v27.0.',
    });
    expect(Object.values(h.sandbox.state.world.adsets).filter((created) => created.campaignId === campaign.body.id)).toEqual([]);
    expect((await h.call('POST', `/v26.0/act_${account.id}/adsets`, adset)).status).toBe(200);
  });

  it('refuses a version older than it serves with 2635 and one it never heard of as an unknown path', async () => {
    const { h, token } = await sandboxAt(FIXED_NOW);
    for (const version of ['v22.0', 'v19.0']) {
      expect((await h.call('GET', `/${version}/me`, { access_token: token })).body.error).toMatchObject({ code: 2635, error_data: JSON.stringify({ version }) });
    }
    expect((await h.call('GET', '/v28.0/me', { access_token: token })).body.error).toMatchObject({ code: 2500, message: 'Unknown path components: /v28.0' });
  });

  it('lists the versions with their dates and what each is answered as in the controls', async () => {
    const { h } = await sandboxAt(FIXED_NOW);
    expect((await h.control('GET', '')).json().versions).toEqual([
      { version: 'v23.0', released: '2025-05-29', marketing_api_expires: '2026-06-09', answered_as: 'v25.0' },
      { version: 'v24.0', released: '2025-10-08', marketing_api_expires: '2026-11-10', answered_as: 'v25.0' },
      { version: 'v25.0', released: '2026-02-18', marketing_api_expires: '2027-02-23', answered_as: 'v25.0' },
      { version: 'v26.0', released: '2026-07-29', marketing_api_expires: null, answered_as: 'v26.0' },
      { version: 'v27.0', released: '2026-11-04', marketing_api_expires: null, answered_as: 'v27.0' },
    ]);
  });
});
