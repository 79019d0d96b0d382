import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';
import { adDayMetrics } from '../world/ad-day-metrics.ts';
import { dayIn } from '../world/dates.ts';
import { isSmartPlus } from '../world/world-types.ts';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await startSandbox();
  token = await h.tokenFor('Ana');
});
afterEach(() => h.close());

const ids = (answer: { data: { list: Array<Record<string, string>> } }, key: string) => answer.data.list.map((row) => row[key]);
const smartPlusOf = (advertiserId: string) => Object.values(h.world.campaigns).filter((campaign) => campaign.advertiserId === advertiserId && isSmartPlus(campaign));

describe('Upgraded Smart+ listings', () => {
  it('lists the Smart+ objects only by their own endpoints, never by campaign|adgroup|ad/get', async () => {
    const usd = h.advertiser('USD').id;
    const smartPlus = smartPlusOf(usd);
    expect(smartPlus).toHaveLength(2);
    const smartIds = new Set(smartPlus.map((campaign) => campaign.id));
    const smartAdgroups = Object.values(h.world.adgroups).filter((adgroup) => smartIds.has(adgroup.campaignId));
    const smartAds = Object.values(h.world.ads).filter((ad) => smartIds.has(ad.campaignId));

    const standard = {
      campaigns: ids(await h.call('GET', '/campaign/get/', { advertiser_id: usd, page_size: 1000 }, token), 'campaign_id'),
      adgroups: ids(await h.call('GET', '/adgroup/get/', { advertiser_id: usd, page_size: 1000 }, token), 'adgroup_id'),
      ads: ids(await h.call('GET', '/ad/get/', { advertiser_id: usd, page_size: 1000 }, token), 'ad_id'),
    };
    expect(standard.campaigns).toHaveLength(4);
    expect(standard.campaigns.some((id) => smartIds.has(id ?? ''))).toBe(false);
    expect(standard.adgroups.some((id) => smartAdgroups.some((adgroup) => adgroup.id === id))).toBe(false);
    expect(standard.ads.some((id) => smartAds.some((ad) => ad.id === id))).toBe(false);
    // Not even by id.
    const byId = await h.call('GET', '/campaign/get/', { advertiser_id: usd, filtering: { campaign_ids: [...smartIds] } }, token);
    expect(byId.data.list).toEqual([]);

    const campaigns = await h.call('GET', '/smart_plus/campaign/get/', { advertiser_id: usd, page_size: 1000 }, token);
    expect(campaigns.code).toBe(0);
    expect(new Set(ids(campaigns, 'campaign_id'))).toEqual(smartIds);
    expect(campaigns.data.page_info).toEqual({ page: 1, page_size: 1000, total_number: 2, total_page: 1 });
    expect(campaigns.data.list[0]).toMatchObject({
      advertiser_id: usd,
      objective_type: 'WEB_CONVERSIONS',
      sales_destination: 'WEBSITE',
      budget_optimize_on: true,
      budget_mode: 'BUDGET_MODE_DYNAMIC_DAILY_BUDGET',
      budget: 120,
      operation_status: 'ENABLE',
      secondary_status: 'CAMPAIGN_STATUS_ENABLE',
      smart_plus_adgroup_mode: 'MULTIPLE',
    });
    const adgroups = await h.call('GET', '/smart_plus/adgroup/get/', { advertiser_id: usd, page_size: 1000 }, token);
    expect(new Set(ids(adgroups, 'adgroup_id'))).toEqual(new Set(smartAdgroups.map((adgroup) => adgroup.id)));
    expect(adgroups.data.list[0]).toMatchObject({ targeting_optimization_mode: 'AUTOMATIC', targeting_spec: { location_ids: ['6252001'] }, promotion_type: 'WEBSITE', optimization_goal: 'CONVERT' });
    const ads = await h.call('GET', '/smart_plus/ad/get/', { advertiser_id: usd, page_size: 100 }, token);
    expect(new Set(ids(ads, 'smart_plus_ad_id'))).toEqual(new Set(smartAds.map((ad) => ad.id)));
    expect(ads.data.list[0].ad_id).toBeUndefined();
    expect(ads.data.list[0].creative_list[0].creative_info).toMatchObject({ ad_format: 'SINGLE_VIDEO', identity_type: 'TT_USER' });

    // Another advertiser of the world has none.
    const eur = await h.call('GET', '/smart_plus/campaign/get/', { advertiser_id: h.advertiser('EUR').id }, token);
    expect(eur.data.list).toEqual([]);
  });

  it('filters by ids, name and status, pages ads by at most 100 and always gives an ad its ids', async () => {
    const usd = h.advertiser('USD').id;
    const [sales, leads] = smartPlusOf(usd);
    const adgroups = await h.call('GET', '/smart_plus/adgroup/get/', { advertiser_id: usd, filtering: { campaign_ids: [leads?.id] } }, token);
    expect(adgroups.data.list).toHaveLength(1);
    expect(adgroups.data.list[0]).toMatchObject({ campaign_id: leads?.id, budget_mode: 'BUDGET_MODE_DYNAMIC_DAILY_BUDGET', budget: 40 });
    const named = await h.call('GET', '/smart_plus/campaign/get/', { advertiser_id: usd, filtering: { campaign_name: 'web sales' } }, token);
    expect(ids(named, 'campaign_id')).toEqual([sales?.id]);
    const paused = await h.call('GET', '/smart_plus/campaign/get/', { advertiser_id: usd, filtering: { primary_status: 'STATUS_DISABLE' } }, token);
    expect(ids(paused, 'campaign_id')).toEqual([leads?.id]);
    expect((await h.call('GET', '/smart_plus/ad/get/', { advertiser_id: usd, page_size: 101 }, token)).code).toBe(40002);
    const fields = await h.call('GET', '/smart_plus/ad/get/', { advertiser_id: usd, fields: ['ad_name'], filtering: { campaign_ids: [sales?.id] } }, token);
    expect(Object.keys(fields.data.list[0]).sort()).toEqual(['ad_name', 'advertiser_id', 'smart_plus_ad_id']);
    expect((await h.call('GET', '/smart_plus/campaign/get/', { advertiser_id: h.advertiser('BRL').id }, token)).code).toBe(40001);
  });

  it('reports the Smart+ campaigns’ delivery with the others, at every level, from the same per-ad figures', async () => {
    const us = h.advertiser('USD');
    const [sales] = smartPlusOf(us.id);
    const today = dayIn(new Date('2026-11-22T12:00:00Z'), us.timezone);
    const report = await h.call('GET', '/report/integrated/get/', {
      advertiser_id: us.id,
      report_type: 'BASIC',
      data_level: 'AUCTION_CAMPAIGN',
      dimensions: ['campaign_id', 'stat_time_day'],
      metrics: ['spend', 'impressions', 'campaign_name'],
      start_date: today,
      end_date: today,
      filtering: [{ field_name: 'campaign_ids', filter_type: 'IN', filter_value: [sales?.id] }],
    }, token);
    expect(report.code).toBe(0);
    const ads = Object.values(h.world.ads).filter((ad) => ad.campaignId === sales?.id);
    const expected = ads.reduce((sum, ad) => sum + adDayMetrics(h.world.seed, ad, today, today, 'USD').spendMinor, 0);
    expect(report.data.list).toEqual([{ dimensions: { campaign_id: sales?.id, stat_time_day: `${today} 00:00:00` }, metrics: { spend: (expected / 100).toFixed(2), impressions: expect.any(String), campaign_name: sales?.name } }]);
  });
});

describe('copying an Upgraded Smart+ campaign', () => {
  const requestId = '1788813184506001';

  it('copies within its advertiser as a task: RUNNING, then the new DISABLE campaign with its ad groups and ads', async () => {
    const usd = h.advertiser('USD').id;
    const [sales] = smartPlusOf(usd);
    const adgroups = (await h.call('GET', '/smart_plus/adgroup/get/', { advertiser_id: usd, filtering: { campaign_ids: [sales?.id] } }, token)).data.list as Array<{ adgroup_id: string; adgroup_name: string }>;
    const ads = (await h.call('GET', '/smart_plus/ad/get/', { advertiser_id: usd, filtering: { campaign_ids: [sales?.id] }, page_size: 100 }, token)).data.list as Array<{ smart_plus_ad_id: string; adgroup_id: string; ad_name: string }>;
    const created = await h.call('POST', '/smart_plus/campaign/copy/task/create/', {
      advertiser_id: usd,
      request_id: requestId,
      campaign_id: sales?.id,
      campaign_name: 'Web Sales copy',
      budget: 150,
      schedule_type: 'SCHEDULE_FROM_NOW',
      schedule_start_time: '2026-11-22 12:00:00',
      deep_copy_mode: 'CUSTOM',
      adgroup_list: adgroups.map((adgroup) => ({
        adgroup_id: adgroup.adgroup_id,
        operation_status: 'DISABLE',
        ad_list: ads.filter((ad) => ad.adgroup_id === adgroup.adgroup_id).map((ad) => ({ smart_plus_ad_id: ad.smart_plus_ad_id, operation_status: 'DISABLE', ad_name: ad.ad_name })),
      })),
    }, token);
    expect(created.code).toBe(0);
    const taskId = created.data.task_id as string;
    expect(taskId).toMatch(/^\d+$/);
    expect(Object.keys(created.data)).toEqual(['task_id']);

    expect((await h.call('GET', '/smart_plus/campaign/copy/task/check/', { advertiser_id: usd, task_id: taskId }, token)).data).toEqual({ task_status: 'RUNNING' });
    await h.control('POST', '/clock', { advance_seconds: 2 });
    const checked = await h.call('GET', '/smart_plus/campaign/copy/task/check/', { advertiser_id: usd, task_id: taskId }, token);
    expect(checked.data).toMatchObject({ task_status: 'SUCCESS', task_info: { total_ad_count: 4, success_ad_count: 4 }, task_result: { campaign_name: 'Web Sales copy', campaign_error_infos: [] } });
    const result = checked.data.task_result;
    expect(result.adgroup_result_list.map((adgroup: { ad_status: string }) => adgroup.ad_status)).toEqual(['ALL_SUCCESS', 'ALL_SUCCESS']);

    // The copy is a Smart+ campaign of the same advertiser, listed beside its source, every object DISABLE.
    const copy = await h.call('GET', '/smart_plus/campaign/get/', { advertiser_id: usd, filtering: { campaign_ids: [result.campaign_id] } }, token);
    expect(copy.data.list[0]).toMatchObject({ campaign_name: 'Web Sales copy', operation_status: 'DISABLE', budget: 150, budget_mode: 'BUDGET_MODE_DYNAMIC_DAILY_BUDGET', objective_type: 'WEB_CONVERSIONS' });
    const copiedAdgroups = (await h.call('GET', '/smart_plus/adgroup/get/', { advertiser_id: usd, filtering: { campaign_ids: [result.campaign_id] } }, token)).data.list;
    expect(copiedAdgroups.map((adgroup: { adgroup_name: string; operation_status: string; schedule_start_time: string }) => [adgroup.adgroup_name, adgroup.operation_status, adgroup.schedule_start_time]).sort()).toEqual(
      adgroups.map((adgroup) => [adgroup.adgroup_name, 'DISABLE', '2026-11-22 12:00:00']).sort(),
    );
    const copiedAds = (await h.call('GET', '/smart_plus/ad/get/', { advertiser_id: usd, filtering: { campaign_ids: [result.campaign_id] } }, token)).data.list;
    expect(copiedAds.map((ad: { ad_name: string; operation_status: string }) => [ad.ad_name, ad.operation_status]).sort()).toEqual(ads.map((ad) => [ad.ad_name, 'DISABLE']).sort());
    expect((await h.call('GET', '/campaign/get/', { advertiser_id: usd, filtering: { campaign_ids: [result.campaign_id] } }, token)).data.list).toEqual([]);
  });

  it('runs a copy task as long as the controls say', async () => {
    const usd = h.advertiser('USD').id;
    const [sales] = smartPlusOf(usd);
    expect((await h.control('PUT', '/smart-plus', { copy_seconds: 10 })).json()).toEqual({ copy_seconds: 10, failing_copies: 0, partial_copies: 0 });
    const task = await h.call('POST', '/smart_plus/campaign/copy/task/create/', { advertiser_id: usd, request_id: requestId, campaign_id: sales?.id }, token);
    const status = async () => (await h.call('GET', '/smart_plus/campaign/copy/task/check/', { advertiser_id: usd, task_id: task.data.task_id }, token)).data.task_status;
    await h.control('POST', '/clock', { advance_seconds: 9 });
    expect(await status()).toBe('RUNNING');
    await h.control('POST', '/clock', { advance_seconds: 1 });
    expect(await status()).toBe('SUCCESS');
    expect((await h.control('PUT', '/smart-plus', { copy_seconds: -1 })).statusCode).toBe(400);
  });

  it('fails a copy whole when the controls say, as TikTok reports one: FAILURE with its errors, and nothing made', async () => {
    const usd = h.advertiser('USD').id;
    const [sales] = smartPlusOf(usd);
    const before = Object.keys(h.world.campaigns).length;
    expect((await h.control('PUT', '/smart-plus', { failing_copies: 1 })).json()).toMatchObject({ failing_copies: 1 });
    const failed = await h.call('POST', '/smart_plus/campaign/copy/task/create/', { advertiser_id: usd, request_id: requestId, campaign_id: sales?.id }, token);
    await h.control('POST', '/clock', { advance_seconds: 60 });
    const check = await h.call('GET', '/smart_plus/campaign/copy/task/check/', { advertiser_id: usd, task_id: failed.data.task_id }, token);
    expect(check.data.task_status).toBe('FAILURE');
    expect(check.data.task_result.campaign_id).toBeUndefined();
    expect(check.data.task_result.campaign_error_infos).toEqual(['Internal error. Please try again later.']);
    expect(Object.keys(h.world.campaigns)).toHaveLength(before);
    // Only as many as asked: the next copy is made.
    const next = await h.call('POST', '/smart_plus/campaign/copy/task/create/', { advertiser_id: usd, request_id: requestId, campaign_id: sales?.id }, token);
    await h.control('POST', '/clock', { advance_seconds: 60 });
    const made = await h.call('GET', '/smart_plus/campaign/copy/task/check/', { advertiser_id: usd, task_id: next.data.task_id }, token);
    expect(made.data.task_status).toBe('SUCCESS');
    expect(Object.keys(h.world.campaigns)).toHaveLength(before + 1);
  });

  it('refuses another advertiser’s campaign (40007), an advertiser not granted (40001), a standard campaign, and copies nothing', async () => {
    const usd = h.advertiser('USD').id;
    const eur = h.advertiser('EUR').id;
    const [sales] = smartPlusOf(usd);
    const before = Object.keys(h.world.campaigns).length;
    const across = await h.call('POST', '/smart_plus/campaign/copy/task/create/', { advertiser_id: eur, request_id: requestId, campaign_id: sales?.id }, token);
    expect([across.code, across.message]).toEqual([40007, `campaign_id: ${sales?.id} does not exist in advertiser ${eur}.`]);
    const brazil = await h.call('POST', '/smart_plus/campaign/copy/task/create/', { advertiser_id: h.advertiser('BRL').id, request_id: requestId, campaign_id: sales?.id }, token);
    expect(brazil.code).toBe(40001);
    const standard = Object.values(h.world.campaigns).find((campaign) => campaign.advertiserId === usd && !isSmartPlus(campaign) && !campaign.deleted);
    expect((await h.call('POST', '/smart_plus/campaign/copy/task/create/', { advertiser_id: usd, request_id: requestId, campaign_id: standard?.id }, token)).code).toBe(40002);
    expect((await h.call('POST', '/smart_plus/campaign/copy/task/create/', { advertiser_id: usd, campaign_id: sales?.id }, token)).message).toBe('request_id: Missing data for required field.');
    expect(Object.keys(h.world.campaigns)).toHaveLength(before);
    expect(Object.keys(h.world.copyTasks)).toHaveLength(0);
    // A task is its advertiser's only.
    const task = await h.call('POST', '/smart_plus/campaign/copy/task/create/', { advertiser_id: usd, request_id: requestId, campaign_id: sales?.id }, token);
    expect((await h.call('GET', '/smart_plus/campaign/copy/task/check/', { advertiser_id: eur, task_id: task.data.task_id }, token)).code).toBe(40007);
  });

  it('copies DEFAULT as the source is, COPIED_ names, but an ad group that started long ago fails without a new schedule', async () => {
    const usd = h.advertiser('USD').id;
    const [sales] = smartPlusOf(usd);
    const task = await h.call('POST', '/smart_plus/campaign/copy/task/create/', { advertiser_id: usd, request_id: requestId, campaign_id: sales?.id }, token);
    await h.control('POST', '/clock', { advance_seconds: 2 });
    const checked = (await h.call('GET', '/smart_plus/campaign/copy/task/check/', { advertiser_id: usd, task_id: task.data.task_id }, token)).data;
    expect(checked.task_info).toEqual({ total_ad_count: 4, success_ad_count: 0 });
    expect(checked.task_result.campaign_name).toBe(`COPIED_${sales?.name}`);
    for (const adgroup of checked.task_result.adgroup_result_list) {
      expect(adgroup.adgroup_id).toBeUndefined();
      expect(adgroup.ad_status).toBe('PARTIAL_SUCCESS');
      expect(adgroup.adgroup_error_list[0]).toMatch(/^schedule_start_time: /);
    }
    // The campaign itself was made, DISABLE, empty.
    const copy = await h.call('GET', '/smart_plus/campaign/get/', { advertiser_id: usd, filtering: { campaign_ids: [checked.task_result.campaign_id] } }, token);
    expect(copy.data.list[0].operation_status).toBe('DISABLE');
  });
});
