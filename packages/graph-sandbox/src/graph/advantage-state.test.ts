import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await startSandbox();
  token = await h.tokenFor('Ana');
});
afterEach(() => h.close());

const post = async (path: string, params: Record<string, unknown>) => {
  const answer = await h.call('POST', `/v27.0/${path}`, { access_token: token, ...params });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id as string;
};
const stateOf = async (campaignId: string) => (await h.call('GET', `/v27.0/${campaignId}`, { access_token: token, fields: 'advantage_state_info' })).body.advantage_state_info;

/** A campaign of `objective`, its budget on itself or on its ad sets, with ad sets of the given targeting. */
async function campaign(objective: string, budgetOn: 'campaign' | 'adsets', ...targetings: Array<Record<string, unknown>>) {
  const act = `act_${h.accountByCurrency('USD').id}`;
  const id = await post(`${act}/campaigns`, { name: 'A+', objective, status: 'PAUSED', special_ad_categories: [], ...(budgetOn === 'campaign' ? { daily_budget: '10000' } : {}) });
  for (const targeting of targetings) {
    await post(`${act}/adsets`, { name: 'AS', campaign_id: id, billing_event: 'IMPRESSIONS', optimization_goal: 'LINK_CLICKS', targeting, ...(budgetOn === 'adsets' ? { daily_budget: '2000' } : {}) });
  }
  return id;
}

const OPEN = { geo_locations: { countries: ['US'] }, targeting_automation: { advantage_audience: 1 } };

describe('advantage_state_info', () => {
  it('is Advantage+ sales, app or leads when the campaign budget, audience and placements are all Advantage+', async () => {
    expect(await stateOf(await campaign('OUTCOME_SALES', 'campaign', OPEN, OPEN))).toEqual({
      advantage_state: 'advantage_plus_sales',
      advantage_budget_state: 'enabled',
      advantage_audience_state: 'enabled',
      advantage_placement_state: 'enabled',
    });
    expect((await stateOf(await campaign('OUTCOME_APP_PROMOTION', 'campaign', OPEN))).advantage_state).toBe('advantage_plus_app');
    expect((await stateOf(await campaign('OUTCOME_LEADS', 'campaign', OPEN))).advantage_state).toBe('advantage_plus_leads');
  });

  it('is off when any lever is, and says which', async () => {
    expect(await stateOf(await campaign('OUTCOME_SALES', 'adsets', OPEN))).toEqual({
      advantage_state: 'disabled',
      advantage_budget_state: 'disabled',
      advantage_audience_state: 'enabled',
      advantage_placement_state: 'enabled',
    });
    const narrow = { ...OPEN, targeting_automation: { advantage_audience: 0 } };
    expect(await stateOf(await campaign('OUTCOME_SALES', 'campaign', OPEN, narrow))).toMatchObject({ advantage_state: 'disabled', advantage_audience_state: 'disabled' });
    const placed = { ...OPEN, publisher_platforms: ['facebook'] };
    expect(await stateOf(await campaign('OUTCOME_SALES', 'campaign', placed))).toMatchObject({ advantage_state: 'disabled', advantage_placement_state: 'disabled' });
    // Traffic campaigns have no Advantage+ kind, whatever their levers.
    expect((await stateOf(await campaign('OUTCOME_TRAFFIC', 'campaign', OPEN))).advantage_state).toBe('disabled');
  });
});
