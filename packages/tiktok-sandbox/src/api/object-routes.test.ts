import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await startSandbox();
  token = await h.tokenFor('Ana');
});
afterEach(() => h.close());

const adgroupBody = (advertiserId: string, campaignId: string, extra: Record<string, unknown> = {}) => ({
  advertiser_id: advertiserId,
  campaign_id: campaignId,
  adgroup_name: 'Broad 18-34',
  location_ids: ['6252001'],
  budget_mode: 'BUDGET_MODE_DAY',
  budget: 25,
  schedule_type: 'SCHEDULE_FROM_NOW',
  schedule_start_time: '2026-11-23 00:00:00',
  optimization_goal: 'CLICK',
  billing_event: 'CPC',
  pacing: 'PACING_MODE_SMOOTH',
  ...extra,
});

describe('campaign, ad group and ad get', () => {
  it('pages with page/page_size and page_info, hides deleted objects unless asked, and filters by ids', async () => {
    const usd = h.advertiser('USD').id;
    const first = await h.call('GET', '/campaign/get/', { advertiser_id: usd, page: 1, page_size: 3 }, token);
    expect(first.code).toBe(0);
    expect(first.data.page_info).toEqual({ page: 1, page_size: 3, total_number: 4, total_page: 2 });
    const second = await h.call('GET', '/campaign/get/', { advertiser_id: usd, page: 2, page_size: 3 }, token);
    expect(second.data.list).toHaveLength(1);
    const ids = [...first.data.list, ...second.data.list].map((row: { campaign_id: string }) => row.campaign_id);
    expect(new Set(ids).size).toBe(4);

    const deleted = await h.call('GET', '/campaign/get/', { advertiser_id: usd, filtering: { secondary_status: 'CAMPAIGN_STATUS_DELETE' } }, token);
    expect(deleted.data.list).toHaveLength(1);
    expect(ids).not.toContain(deleted.data.list[0].campaign_id);

    const adgroups = await h.call('GET', '/adgroup/get/', { advertiser_id: usd, filtering: { campaign_ids: [ids[0]] }, fields: ['adgroup_id', 'campaign_id', 'budget'] }, token);
    expect(adgroups.data.list).toHaveLength(2);
    expect(Object.keys(adgroups.data.list[0]).sort()).toEqual(['adgroup_id', 'budget', 'campaign_id']);
    const ads = await h.call('GET', '/ad/get/', { advertiser_id: usd, filtering: { adgroup_ids: [adgroups.data.list[0].adgroup_id] } }, token);
    expect(ads.data.list).toHaveLength(2);
    expect(ads.data.list[0]).toMatchObject({ campaign_id: ids[0], ad_format: 'SINGLE_IMAGE', operation_status: 'ENABLE' });
  });

  it('refuses a page_size over 1000, a bad filtering JSON and another advertiser', async () => {
    const usd = h.advertiser('USD').id;
    expect((await h.call('GET', '/campaign/get/', { advertiser_id: usd, page_size: 1001 }, token)).code).toBe(40002);
    expect((await h.call('GET', '/campaign/get/', { advertiser_id: usd, filtering: '{nope' }, token)).message).toBe('filtering: Not a valid JSON.');
    expect((await h.call('GET', '/campaign/get/', { advertiser_id: h.advertiser('BRL').id }, token)).code).toBe(40001);
  });
});

describe('creating, updating and switching objects', () => {
  it('builds campaign → ad group → ad, changes names and budgets, and status updates cascade on delete', async () => {
    const usd = h.advertiser('USD').id;
    const campaign = await h.call('POST', '/campaign/create/', { advertiser_id: usd, campaign_name: 'Copy of Sale', objective_type: 'TRAFFIC', budget_mode: 'BUDGET_MODE_DAY', budget: 75.5, operation_status: 'DISABLE' }, token);
    expect(campaign).toMatchObject({ code: 0, data: { campaign_name: 'Copy of Sale', budget: 75.5, operation_status: 'DISABLE', secondary_status: 'CAMPAIGN_STATUS_DISABLE' } });
    const campaignId = campaign.data.campaign_id as string;
    expect(campaignId).toMatch(/^\d{19}$/);

    const adgroup = await h.call('POST', '/adgroup/create/', adgroupBody(usd, campaignId, { operation_status: 'DISABLE' }), token);
    expect(adgroup).toMatchObject({ code: 0, data: { campaign_id: campaignId, budget: 25, secondary_status: 'ADGROUP_STATUS_DISABLE' } });
    const imageId = Object.values(h.world.images).find((image) => image.advertiserIds.includes(usd))?.id;
    const ad = await h.call(
      'POST',
      '/ad/create/',
      {
        advertiser_id: usd,
        adgroup_id: adgroup.data.adgroup_id,
        creatives: [{ ad_name: 'Image A', ad_format: 'SINGLE_IMAGE', ad_text: 'Gear up', image_ids: [imageId], display_name: 'Torres', landing_page_url: 'https://shop.example.com', operation_status: 'DISABLE' }],
      },
      token,
    );
    expect(ad.code).toBe(0);
    expect(ad.data.ad_ids).toHaveLength(1);
    expect(ad.data.creatives[0]).toMatchObject({ ad_name: 'Image A', image_ids: [imageId], secondary_status: 'AD_STATUS_DISABLE' });

    const renamed = await h.call('POST', '/campaign/update/', { advertiser_id: usd, campaign_id: campaignId, campaign_name: 'Renamed', budget: 90 }, token);
    expect(renamed.data).toMatchObject({ campaign_name: 'Renamed', budget: 90 });
    const adUpdated = await h.call('POST', '/ad/update/', { advertiser_id: usd, adgroup_id: adgroup.data.adgroup_id, creatives: [{ ad_id: ad.data.ad_ids[0], ad_text: 'New text' }] }, token);
    expect(adUpdated.data.creatives[0]).toMatchObject({ ad_text: 'New text', call_to_action: 'LEARN_MORE', operation_status: 'DISABLE' });

    const enabled = await h.call('POST', '/campaign/status/update/', { advertiser_id: usd, campaign_ids: [campaignId], operation_status: 'ENABLE' }, token);
    expect(enabled.data).toEqual({ campaign_ids: [campaignId], status: 'ENABLE' });
    const deleted = await h.call('POST', '/campaign/status/update/', { advertiser_id: usd, campaign_ids: [campaignId], operation_status: 'DELETE' }, token);
    expect(deleted.code).toBe(0);
    const gone = await h.call('GET', '/ad/get/', { advertiser_id: usd, filtering: { ad_ids: ad.data.ad_ids } }, token);
    expect(gone.data.list).toEqual([]);
    const again = await h.call('POST', '/adgroup/update/', { advertiser_id: usd, adgroup_id: adgroup.data.adgroup_id, adgroup_name: 'x' }, token);
    expect(again.code).toBe(40002);
  });

  it('rejects bad input with 40002 and a field message, and changes nothing', async () => {
    const usd = h.advertiser('USD').id;
    const jpy = h.advertiser('JPY').id;
    const before = Object.keys(h.world.campaigns).length;
    const missing = await h.call('POST', '/campaign/create/', { advertiser_id: usd, objective_type: 'TRAFFIC' }, token);
    expect(missing).toMatchObject({ code: 40002, message: 'campaign_name: Missing data for required field.' });
    expect((await h.call('POST', '/campaign/create/', { advertiser_id: usd, campaign_name: 'x', objective_type: 'TRAFFIC', budget_mode: 'BUDGET_MODE_DAY', budget: 10 }, token)).message).toBe(
      'budget: The campaign budget must be at least 50.00 USD.',
    );
    expect((await h.call('POST', '/campaign/create/', { advertiser_id: jpy, campaign_name: 'x', objective_type: 'TRAFFIC', budget_mode: 'BUDGET_MODE_DAY', budget: 9000.5 }, token)).code).toBe(40002);
    const campaignId = Object.values(h.world.campaigns).find((campaign) => campaign.advertiserId === usd && !campaign.deleted)?.id ?? '';
    const adgroupCount = Object.keys(h.world.adgroups).length;
    expect((await h.call('POST', '/adgroup/create/', adgroupBody(usd, campaignId, { schedule_start_time: 'tomorrow' }), token)).code).toBe(40002);
    const adgroupId = Object.values(h.world.adgroups).find((adgroup) => adgroup.campaignId === campaignId)?.id;
    // The second creative names an image this advertiser does not have: neither ad is made.
    const foreignImage = Object.values(h.world.images).find((image) => !image.advertiserIds.includes(usd))?.id;
    const ownImage = Object.values(h.world.images).find((image) => image.advertiserIds.includes(usd))?.id;
    const adCount = Object.keys(h.world.ads).length;
    const creative = (imageId: string | undefined) => ({ ad_name: 'A', ad_format: 'SINGLE_IMAGE', ad_text: 'T', image_ids: [imageId], display_name: 'D' });
    const refused = await h.call('POST', '/ad/create/', { advertiser_id: usd, adgroup_id: adgroupId, creatives: [creative(ownImage), creative(foreignImage)] }, token);
    expect(refused.message).toContain('creatives.1.image_ids');
    expect(Object.keys(h.world.campaigns)).toHaveLength(before);
    expect(Object.keys(h.world.adgroups)).toHaveLength(adgroupCount);
    expect(Object.keys(h.world.ads)).toHaveLength(adCount);
    const kr = Object.values(h.world.advertisers).find((advertiser) => advertiser.status === 'STATUS_DISABLE')?.id;
    const chloe = await h.tokenFor('Chloé');
    expect((await h.call('POST', '/campaign/create/', { advertiser_id: kr, campaign_name: 'x', objective_type: 'TRAFFIC' }, chloe)).code).toBe(40002);
  });
});
