import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await startSandbox();
  token = await h.tokenFor('Ana');
});
afterEach(() => h.close());

const post = (path: string, params: Record<string, unknown>) => h.call('POST', `/v27.0/${path}`, { access_token: token, ...params });
const campaignParams = { name: 'Clone test', objective: 'OUTCOME_SALES', status: 'PAUSED', special_ad_categories: [] };
const targeting = (countries: string[]) => ({ geo_locations: { countries }, age_min: 18 });

/** A campaign with ad-set budgets (no campaign budget), created in the account. */
async function campaignIn(accountId: string, extra: Record<string, unknown> = {}) {
  const answer = await post(`act_${accountId}/campaigns`, { ...campaignParams, ...extra });
  expect(answer.status, JSON.stringify(answer.body)).toBe(200);
  return answer.body.id as string;
}

function pixelOwnedBy(accountId: string) {
  return Object.values(h.world.pixels).find((pixel) => pixel.ownerAccountId === accountId)!;
}

describe('campaigns', () => {
  it('creates a campaign with a Meta-like id and reads it back with ISO times', async () => {
    const account = h.accountByCurrency('USD');
    const id = await campaignIn(account.id, { daily_budget: '5000' });
    expect(id).toMatch(/^120\d{15}$/);
    const read = await h.call('GET', `/v27.0/${id}`, { access_token: token, fields: 'name,status,objective,daily_budget,special_ad_categories,created_time,effective_status' });
    expect(read.body).toMatchObject({ name: 'Clone test', status: 'PAUSED', effective_status: 'PAUSED', daily_budget: '5000', special_ad_categories: [], created_time: '2026-11-22T12:00:00+0000' });
  });

  it('rejects a campaign without special_ad_categories, with a bad objective, or a budget below the minimum', async () => {
    const account = h.accountByCurrency('USD');
    const missing = await post(`act_${account.id}/campaigns`, { name: 'x', objective: 'OUTCOME_SALES' });
    expect(missing.status).toBe(400);
    expect(missing.body.error).toMatchObject({ code: 100, message: '(#100) The parameter special_ad_categories is required', type: 'OAuthException' });
    expect((await post(`act_${account.id}/campaigns`, { ...campaignParams, objective: 'CONVERSIONS' })).body.error.message).toContain('Param objective must be one of');
    const low = await post(`act_${account.id}/campaigns`, { ...campaignParams, daily_budget: '99' });
    expect(low.body.error).toMatchObject({ code: 100, error_user_title: 'Your Budget Is Too Low' });
    const cop = h.accountByCurrency('COP');
    expect((await post(`act_${cop.id}/campaigns`, { ...campaignParams, daily_budget: '3999' })).body.error.error_user_title).toBe('Your Budget Is Too Low');
    expect((await post(`act_${cop.id}/campaigns`, { ...campaignParams, daily_budget: '4000' })).status).toBe(200);
  });

  it('validates without creating with execution_options=["validate_only"]', async () => {
    const account = h.accountByCurrency('USD');
    const before = Object.keys(h.world.campaigns).length;
    expect((await post(`act_${account.id}/campaigns`, { ...campaignParams, execution_options: ['validate_only'] })).body).toEqual({ success: true });
    expect(Object.keys(h.sandbox.state.world.campaigns).length).toBe(before);
    expect((await post(`act_${account.id}/campaigns`, { name: 'x', objective: 'OUTCOME_SALES', execution_options: ['validate_only'] })).status).toBe(400);
  });

  it('refuses writes in disabled and unsettled accounts', async () => {
    const disabled = h.accounts.find((account) => account.accountStatus === 2)!;
    expect((await post(`act_${disabled.id}/campaigns`, campaignParams)).body.error.error_user_title).toBe('Ad Account Disabled');
  });
});

describe('Advantage+ shopping and app campaigns of the old kind', () => {
  const ASC = { ...campaignParams, daily_budget: '5000', smart_promotion_type: 'AUTOMATED_SHOPPING_ADS' };

  it('refuses to create one on every version, as Meta does since 2026-05-19, and still makes a guided one', async () => {
    const account = h.accountByCurrency('USD');
    for (const [smartPromotionType, kind] of [['AUTOMATED_SHOPPING_ADS', 'Advantage+ Shopping Campaign'], ['SMART_APP_PROMOTION', 'Advantage+ App Campaign']]) {
      for (const version of ['v25.0', 'v27.0']) {
        const refused = await h.call('POST', `/${version}/act_${account.id}/campaigns`, { access_token: token, ...ASC, smart_promotion_type: smartPromotionType });
        expect(refused.status).toBe(400);
        expect(refused.body.error).toMatchObject({ code: 100, type: 'OAuthException', message: 'Invalid parameter', error_user_title: `${kind} Can't Be Created` });
        expect(refused.body.error.error_user_msg).toContain('Advantage+ campaign budget, Advantage+ audience and Advantage+ placements');
      }
    }
    const guided = await campaignIn(account.id, { smart_promotion_type: 'GUIDED_CREATION' });
    expect((await h.call('GET', `/v27.0/${guided}`, { access_token: token, fields: 'smart_promotion_type' })).body.smart_promotion_type).toBe('GUIDED_CREATION');
  });

  it('made one on v24.0 before 2026-05-19, never on v25.0, and refuses to copy one', async () => {
    const earlier = await startSandbox({ now: () => new Date('2026-03-02T12:00:00Z') });
    try {
      const earlyToken = await earlier.tokenFor('Ana');
      const account = earlier.accountByCurrency('USD');
      const create = (version: string) => earlier.call('POST', `/${version}/act_${account.id}/campaigns`, { access_token: earlyToken, ...ASC });
      expect((await create('v25.0')).body.error).toMatchObject({ error_user_title: "Advantage+ Shopping Campaign Can't Be Created" });
      const made = await create('v24.0');
      expect(made.status, JSON.stringify(made.body)).toBe(200);
      const before = Object.keys(earlier.sandbox.state.world.campaigns).length;
      const copy = await earlier.call('POST', `/v24.0/${made.body.id}/copies`, { access_token: earlyToken });
      expect(copy.status, JSON.stringify(copy.body)).toBe(200);
      expect((await earlier.call('POST', `/v25.0/${made.body.id}/copies`, { access_token: earlyToken })).body.error).toMatchObject({ error_user_title: "Advantage+ Shopping Campaign Can't Be Copied" });
      expect(Object.keys(earlier.sandbox.state.world.campaigns)).toHaveLength(before + 1);
    } finally {
      await earlier.close();
    }
  });
});

describe('Instagram field names of creatives (v22.0)', () => {
  it('refuses instagram_actor_id, instagram_story_id and effective_instagram_story_id, in object_story_spec or beside it', async () => {
    const account = h.accountByCurrency('USD');
    const page = Object.values(h.world.pages).find((candidate) => candidate.accountIds.includes(account.id))!;
    const hash = Object.keys(h.world.images[account.id]!)[0];
    const spec = { page_id: page.id, link_data: { link: 'https://shop.example.com', image_hash: hash } };
    const refusals = [
      { object_story_spec: { ...spec, instagram_actor_id: '17841400000000001' } },
      { object_story_spec: spec, instagram_actor_id: '17841400000000001' },
      { object_story_spec: spec, instagram_story_id: '17900000000000001' },
      { object_story_spec: { ...spec, effective_instagram_story_id: '17900000000000001' } },
    ];
    for (const params of refusals) {
      const refused = await post(`act_${account.id}/adcreatives`, { name: 'Old names', ...params });
      expect(refused.status).toBe(400);
      expect(refused.body.error).toMatchObject({ code: 100, type: 'OAuthException', error_user_title: 'Field Renamed' });
      expect(refused.body.error.message).toMatch(/^\(#100\) The parameter (instagram_actor_id|instagram_story_id|effective_instagram_story_id) is no longer supported; use (instagram_user_id|source_instagram_media_id|effective_instagram_media_id) instead$/);
    }
    const created = await post(`act_${account.id}/adcreatives`, { name: 'New names', object_story_spec: { ...spec, instagram_user_id: '17841400000000001' }, source_instagram_media_id: '17900000000000001' });
    expect(created.status, JSON.stringify(created.body)).toBe(200);
    const read = await h.call('GET', `/v27.0/${created.body.id}`, { access_token: token, fields: 'instagram_user_id,source_instagram_media_id,effective_instagram_media_id' });
    expect(read.body).toEqual({ id: created.body.id, instagram_user_id: '17841400000000001', source_instagram_media_id: '17900000000000001', effective_instagram_media_id: '17900000000000001' });
    expect((await h.call('GET', `/v27.0/${created.body.id}`, { access_token: token, fields: 'instagram_actor_id' })).body.error).toMatchObject({ code: 100, message: '(#100) Tried accessing nonexisting field (instagram_actor_id) on node type (AdCreative)' });
  });
});

describe('ad sets', () => {
  it('enforces campaign budget versus ad set budgets', async () => {
    const account = h.accountByCurrency('USD');
    const cbo = await campaignIn(account.id, { daily_budget: '10000' });
    const abo = await campaignIn(account.id);
    const base = { name: 'AS', billing_event: 'IMPRESSIONS', optimization_goal: 'LINK_CLICKS', targeting: targeting(['US']) };
    expect((await post(`act_${account.id}/adsets`, { ...base, campaign_id: cbo, daily_budget: '2000' })).body.error.error_user_title).toBe('Budget Set at Campaign Level');
    expect((await post(`act_${account.id}/adsets`, { ...base, campaign_id: cbo })).status).toBe(200);
    expect((await post(`act_${account.id}/adsets`, { ...base, campaign_id: abo })).body.error.error_user_title).toBe('Missing Budget');
    expect((await post(`act_${account.id}/adsets`, { ...base, campaign_id: abo, daily_budget: '2000' })).status).toBe(200);
    const otherAccount = h.accountByCurrency('GBP');
    expect((await post(`act_${otherAccount.id}/adsets`, { ...base, campaign_id: abo, daily_budget: '2000' })).body.error.error_user_title).toBe('Campaign Does Not Exist');
  });

  it('accepts a pixel owned by or shared with the account, and rejects it in an account it is not shared with', async () => {
    const [us, eu, uk] = h.accounts;
    const pixel = pixelOwnedBy(us!.id);
    const adset = (accountId: string, campaignId: string, countries: string[]) =>
      post(`act_${accountId}/adsets`, {
        name: 'Sales',
        campaign_id: campaignId,
        daily_budget: '2000',
        billing_event: 'IMPRESSIONS',
        optimization_goal: 'OFFSITE_CONVERSIONS',
        promoted_object: { pixel_id: pixel.id, custom_event_type: 'PURCHASE' },
        targeting: targeting(countries),
        dsa_payor: 'Payor',
        dsa_beneficiary: 'Beneficiary',
      });
    expect((await adset(us!.id, await campaignIn(us!.id), ['US'])).status).toBe(200);
    expect((await adset(eu!.id, await campaignIn(eu!.id), ['ES'])).status).toBe(200);
    const refused = await adset(uk!.id, await campaignIn(uk!.id), ['GB']);
    expect(refused.status).toBe(400);
    expect(refused.body.error).toMatchObject({ code: 100, message: 'Invalid parameter', error_user_title: 'Pixel Not Available' });
  });

  it('requires the DSA payor (3858079) and beneficiary (3858081) for EU targeting', async () => {
    const account = h.accountByCurrency('EUR');
    const campaignId = await campaignIn(account.id);
    const base = { name: 'EU', campaign_id: campaignId, daily_budget: '2000', billing_event: 'IMPRESSIONS', optimization_goal: 'REACH', targeting: targeting(['FR', 'US']) };
    expect((await post(`act_${account.id}/adsets`, base)).body.error).toMatchObject({ code: 100, error_subcode: 3858079 });
    expect((await post(`act_${account.id}/adsets`, { ...base, dsa_payor: 'Northwind' })).body.error).toMatchObject({ code: 100, error_subcode: 3858081 });
    expect((await post(`act_${account.id}/adsets`, { ...base, dsa_payor: 'Northwind', dsa_beneficiary: 'Northwind Moda' })).status).toBe(200);
    expect((await post(`act_${account.id}/adsets`, { ...base, targeting: targeting(['US']) })).status).toBe(200);
  });

  it("takes the account's default DSA payor and beneficiary for an EU ad set that names none", async () => {
    const account = h.accountByCurrency('USD');
    const campaignId = await campaignIn(account.id);
    const base = { name: 'EU by default', campaign_id: campaignId, daily_budget: '2000', billing_event: 'IMPRESSIONS', optimization_goal: 'REACH', targeting: targeting(['ES']) };
    expect((await post(`act_${account.id}/adsets`, base)).body.error).toMatchObject({ code: 100, error_subcode: 3858079 });
    expect((await post(`act_${account.id}`, { default_dsa_payor: 'Northwind Agency' })).body).toEqual({ success: true });
    expect((await post(`act_${account.id}/adsets`, base)).body.error).toMatchObject({ code: 100, error_subcode: 3858081 });
    expect((await post(`act_${account.id}`, { default_dsa_beneficiary: 'Northwind' })).body).toEqual({ success: true });
    const read = await h.call('GET', `/v27.0/act_${account.id}`, { access_token: token, fields: 'default_dsa_payor,default_dsa_beneficiary' });
    expect(read.body).toMatchObject({ default_dsa_payor: 'Northwind Agency', default_dsa_beneficiary: 'Northwind' });
    const created = await post(`act_${account.id}/adsets`, base);
    expect(created.status).toBe(200);
    // The ad set names no payor of its own: the account's default stands in for it.
    const adset = await h.call('GET', `/v27.0/${created.body.id}`, { access_token: token, fields: 'id,dsa_payor,dsa_beneficiary' });
    expect(adset.body).toEqual({ id: created.body.id });
    expect((await post(`act_${account.id}`, { default_dsa_payor: '' })).body).toEqual({ success: true });
    expect((await post(`act_${account.id}/adsets`, base)).body.error).toMatchObject({ code: 100, error_subcode: 3858079 });
  });
});

describe('creatives, images and ads', () => {
  it('accepts only pages the account can promote and image hashes in THAT account, then copy_from fixes the hash', async () => {
    const [us, , uk] = h.accounts;
    const usImage = Object.values(h.world.images[us!.id]!).find((image) => !h.world.images[uk!.id]![image.hash])!;
    const ukPage = Object.values(h.world.pages).find((page) => page.accountIds.includes(uk!.id))!;
    const usOnlyPage = Object.values(h.world.pages).find((page) => page.accountIds.includes(us!.id) && !page.accountIds.includes(uk!.id))!;
    const spec = (pageId: string, hash: string) => ({
      page_id: pageId,
      link_data: { link: 'https://shop.example.com', message: 'Hi', image_hash: hash, child_attachments: undefined },
    });
    expect((await post(`act_${uk!.id}/adcreatives`, { name: 'c', object_story_spec: spec(usOnlyPage.id, usImage.hash) })).body.error.error_user_title).toBe('Page Not Available');
    expect((await post(`act_${uk!.id}/adcreatives`, { name: 'c', object_story_spec: spec(ukPage.id, usImage.hash) })).body.error.error_user_title).toBe('Image Not Found');
    const carousel = { page_id: ukPage.id, link_data: { link: 'https://x.example', child_attachments: [{ link: 'https://x.example/1', image_hash: usImage.hash }] } };
    expect((await post(`act_${uk!.id}/adcreatives`, { object_story_spec: carousel })).body.error.error_user_title).toBe('Image Not Found');

    const copied = await post(`act_${uk!.id}/adimages`, { copy_from: { source_account_id: us!.id, hash: usImage.hash } });
    expect(copied.status).toBe(200);
    expect(copied.body.images[usImage.name]).toMatchObject({ hash: usImage.hash, url: expect.stringContaining(usImage.hash) });
    expect((await post(`act_${uk!.id}/adcreatives`, { name: 'c', object_story_spec: spec(ukPage.id, usImage.hash) })).status).toBe(200);
    expect((await post(`act_${uk!.id}/adcreatives`, { object_story_spec: carousel })).status).toBe(200);
    const noImage = await post(`act_${uk!.id}/adcreatives`, { object_story_spec: { page_id: ukPage.id, link_data: { link: 'https://x.example' } } });
    expect(noImage.body.error).toMatchObject({ code: 100, error_subcode: 1487212, error_user_title: 'Missing Image' });
  });

  it('refuses copy_from an account the user cannot reach', async () => {
    const notAnas = h.accounts.find((account) => !h.byName('Ana').accountIds.includes(account.id))!;
    const hash = Object.keys(h.world.images[notAnas.id]!)[0];
    const answer = await post(`act_${h.accountByCurrency('USD').id}/adimages`, { copy_from: { source_account_id: notAnas.id, hash } });
    expect(answer.body.error).toMatchObject({ code: 100, error_subcode: 33 });
  });

  it('creates an ad only with an ad set and a creative of the same account', async () => {
    const [us, eu] = h.accounts;
    const usAdset = Object.values(h.world.adsets).find((adset) => adset.accountId === us!.id && adset.status !== 'DELETED')!;
    const usCreative = Object.values(h.world.creatives).find((creative) => creative.accountId === us!.id)!;
    const euCreative = Object.values(h.world.creatives).find((creative) => creative.accountId === eu!.id)!;
    const ok = await post(`act_${us!.id}/ads`, { name: 'Ad', adset_id: usAdset.id, creative: { creative_id: usCreative.id }, status: 'PAUSED' });
    expect(ok.status).toBe(200);
    expect((await post(`act_${us!.id}/ads`, { name: 'Ad', adset_id: usAdset.id, creative: { creative_id: euCreative.id } })).body.error.error_user_title).toBe('Creative Does Not Exist');
    expect((await post(`act_${eu!.id}/ads`, { name: 'Ad', adset_id: usAdset.id, creative: { creative_id: euCreative.id } })).body.error.error_user_title).toBe('Ad Set Does Not Exist');
  });
});

describe('updates and deletes', () => {
  it('updates status, name and budgets, keeps budget kinds and minimums, and deletes with cascade', async () => {
    const account = h.accountByCurrency('USD');
    const id = await campaignIn(account.id, { daily_budget: '5000' });
    h.sandbox.advanceClock(60_000);
    expect((await post(id, { name: 'Renamed', status: 'ACTIVE', daily_budget: '7000' })).body).toEqual({ success: true });
    const read = await h.call('GET', `/v27.0/${id}`, { access_token: token, fields: 'name,status,daily_budget,updated_time' });
    expect(read.body).toMatchObject({ name: 'Renamed', status: 'ACTIVE', daily_budget: '7000', updated_time: '2026-11-22T12:01:00+0000' });
    expect((await post(id, { lifetime_budget: '900000' })).body.error.error_user_title).toBe('Budget Type Cannot Change');
    expect((await post(id, { daily_budget: '10' })).body.error.error_user_title).toBe('Your Budget Is Too Low');

    const adset = await post(`act_${account.id}/adsets`, { name: 'AS', campaign_id: id, billing_event: 'IMPRESSIONS', targeting: targeting(['US']) });
    expect((await h.call('DELETE', `/v27.0/${id}`, { access_token: token })).body).toEqual({ success: true });
    const deleted = await h.call('GET', `/v27.0/${adset.body.id}`, { access_token: token, fields: 'status,effective_status' });
    expect(deleted.body).toMatchObject({ status: 'DELETED', effective_status: 'DELETED' });
    const listed = await h.call('GET', `/v27.0/act_${account.id}/campaigns`, { access_token: token, limit: '100' });
    expect(listed.body.data.map((campaign: { id: string }) => campaign.id)).not.toContain(id);
  });
});
