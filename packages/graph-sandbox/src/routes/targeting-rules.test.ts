import { afterEach, describe, expect, it } from 'vitest';
import { FIXED_NOW, startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness | undefined;
afterEach(async () => {
  await h?.close();
  h = undefined;
});

/** A sandbox whose clock reads `now`, Ana's token, and a campaign of the US store with ad-set budgets. */
async function sandboxAt(now: Date) {
  const sandbox = await startSandbox({ now: () => now });
  h = sandbox;
  const token = await sandbox.tokenFor('Ana');
  const account = sandbox.accountByCurrency('USD');
  const post = (version: string, path: string, params: Record<string, unknown>) => sandbox.call('POST', `/${version}/${path}`, { access_token: token, ...params });
  const campaign = await post('v25.0', `act_${account.id}/campaigns`, { name: 'Rules', objective: 'OUTCOME_TRAFFIC', status: 'PAUSED', special_ad_categories: [] });
  expect(campaign.status, JSON.stringify(campaign.body)).toBe(200);
  const adset = (version: string, targeting: Record<string, unknown>, name = 'AS') =>
    post(version, `act_${account.id}/adsets`, { name, campaign_id: campaign.body.id, billing_event: 'IMPRESSIONS', optimization_goal: 'LINK_CLICKS', daily_budget: '2000', targeting });
  const targetingOf = async (id: string) => (await sandbox.call('GET', `/v27.0/${id}`, { access_token: token, fields: 'targeting' })).body.targeting;
  /** A campaign as made before these rules, through the controls (no call today can make it). */
  const older = async (adsets: Array<{ name: string; targeting: Record<string, unknown> }>) => {
    const planted = await sandbox.control('POST', `/accounts/act_${account.id}/campaigns`, { name: 'Older', objective: 'OUTCOME_TRAFFIC', adsets: adsets.map((spec) => ({ ...spec, daily_budget: 2000 })) });
    expect(planted.statusCode, planted.body).toBe(200);
    return planted.json() as { id: string; adsets: Array<{ id: string }> };
  };
  return { sandbox, token, account, post, campaignId: campaign.body.id as string, adset, targetingOf, older };
}

const US = { geo_locations: { countries: ['US'] } };

describe('Advantage+ audience by default on new ad sets (v23.0)', () => {
  it('gives a created ad set that leaves it unsaid advantage_audience 1, as Meta does, and keeps an explicit 0 or 1', async () => {
    const { adset, targetingOf } = await sandboxAt(FIXED_NOW);
    const unsaid = await adset('v27.0', US);
    expect(await targetingOf(unsaid.body.id)).toEqual({ ...US, targeting_automation: { advantage_audience: 1 } });
    for (const value of [0, 1]) {
      const said = await adset('v27.0', { ...US, targeting_automation: { advantage_audience: value } });
      expect((await targetingOf(said.body.id)).targeting_automation).toEqual({ advantage_audience: value });
    }
    const odd = await adset('v27.0', { ...US, targeting_automation: { advantage_audience: 2 } });
    expect(odd.status).toBe(400);
    expect(odd.body.error).toMatchObject({ code: 100, message: '(#100) Param targeting[targeting_automation][advantage_audience] must be one of {0, 1}' });
  });

  it('leaves an update without it as sent: the default is only for new ad sets', async () => {
    const { adset, post, targetingOf } = await sandboxAt(FIXED_NOW);
    const created = await adset('v27.0', { ...US, targeting_automation: { advantage_audience: 0 } });
    expect((await post('v27.0', created.body.id, { targeting: { geo_locations: { countries: ['CA'] } } })).status).toBe(200);
    expect(await targetingOf(created.body.id)).toEqual({ geo_locations: { countries: ['CA'] } });
  });

  it('broadens a copy whose source never said, in a campaign copy and an ad-set copy alike, and keeps a source’s explicit 0', async () => {
    const { post, targetingOf, older } = await sandboxAt(FIXED_NOW);
    // Ad sets made before v23.0: one said 0, the other nothing.
    const source = await older([
      { name: 'Narrow', targeting: { ...US, targeting_automation: { advantage_audience: 0 } } },
      { name: 'Unsaid', targeting: US },
    ]);
    const [narrow, unsaid] = source.adsets.map((adset) => adset.id) as [string, string];

    const copied = await post('v27.0', `${source.id}/copies`, { deep_copy: true });
    expect(copied.status, JSON.stringify(copied.body)).toBe(200);
    const copyOf = (sourceId: string) => copied.body.ad_object_ids.find((entry: { source_id: string }) => entry.source_id === sourceId).copied_id as string;
    expect((await targetingOf(copyOf(narrow))).targeting_automation).toEqual({ advantage_audience: 0 });
    expect((await targetingOf(copyOf(unsaid))).targeting_automation).toEqual({ advantage_audience: 1 });

    const single = await post('v27.0', `${unsaid}/copies`, {});
    expect(single.status, JSON.stringify(single.body)).toBe(200);
    expect(single.body.ad_object_ids).toEqual([{ ad_object_type: 'ad_set', source_id: unsaid, copied_id: single.body.copied_adset_id }]);
    expect(await targetingOf(single.body.copied_adset_id)).toEqual({ ...US, targeting_automation: { advantage_audience: 1 } });
  });
});

describe('placements Meta removed in v26.0', () => {
  it('refuses the Instagram Explore feed from v26.0, while v25.0 still takes it', async () => {
    const { adset, targetingOf } = await sandboxAt(FIXED_NOW);
    const explore = { ...US, publisher_platforms: ['instagram'], instagram_positions: ['stream', 'explore'] };
    for (const version of ['v26.0', 'v27.0']) {
      const refused = await adset(version, explore);
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 100, type: 'OAuthException', message: 'Invalid parameter', error_user_title: 'Placement No Longer Available' });
    }
    const older = await adset('v25.0', explore);
    expect(older.status, JSON.stringify(older.body)).toBe(200);
    expect((await targetingOf(older.body.id)).instagram_positions).toEqual(['stream', 'explore']);
  });

  it('refuses an update or a copy that names Explore from v26.0', async () => {
    const { sandbox, adset, post, older } = await sandboxAt(FIXED_NOW);
    const plain = await adset('v27.0', US);
    const update = await post('v27.0', plain.body.id, { targeting: { ...US, instagram_positions: ['explore'] } });
    expect(update.body.error).toMatchObject({ error_user_title: 'Placement No Longer Available' });
    const source = await older([{ name: 'Explore', targeting: { ...US, publisher_platforms: ['instagram'], instagram_positions: ['explore'] } }]);
    const counts = () => [Object.keys(sandbox.sandbox.state.world.campaigns).length, Object.keys(sandbox.sandbox.state.world.adsets).length];
    const before = counts();
    expect((await post('v27.0', `${source.id}/copies`, { deep_copy: true })).body.error).toMatchObject({ error_user_title: 'Placement No Longer Available' });
    expect((await post('v27.0', `${source.adsets[0]?.id}/copies`, {})).body.error).toMatchObject({ error_user_title: 'Placement No Longer Available' });
    expect(counts()).toEqual(before);
  });

  it('leaves Messenger Stories out silently: on v26.0 at once, on every version from 2026-10-27', async () => {
    const messenger = { ...US, publisher_platforms: ['facebook', 'messenger'], messenger_positions: ['messenger_home', 'story'] };
    const before = await sandboxAt(new Date('2026-09-01T12:00:00Z'));
    const kept = await before.adset('v25.0', messenger);
    expect((await before.targetingOf(kept.body.id)).messenger_positions).toEqual(['messenger_home', 'story']);
    const dropped = await before.adset('v26.0', messenger);
    expect(dropped.status).toBe(200);
    expect((await before.targetingOf(dropped.body.id)).messenger_positions).toEqual(['messenger_home']);
    await h?.close();

    const after = await sandboxAt(FIXED_NOW);
    for (const version of ['v25.0', 'v27.0']) {
      const created = await after.adset(version, messenger);
      expect((await after.targetingOf(created.body.id)).messenger_positions).toEqual(['messenger_home']);
    }
  });
});
