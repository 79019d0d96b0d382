import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await startSandbox();
  token = await h.tokenFor('Ana');
});
afterEach(() => h.close());

type Row = { dimensions: Record<string, string>; metrics: Record<string, string> };
const sum = (rows: Row[], metric: string) => rows.reduce((total, row) => total + Number(row.metrics[metric]), 0);

async function report(advertiserId: string, level: string, dimension: string, extra: Record<string, unknown> = {}): Promise<Row[]> {
  const answer = await h.call(
    'GET',
    '/report/integrated/get/',
    { advertiser_id: advertiserId, report_type: 'BASIC', data_level: level, dimensions: [dimension, 'stat_time_day'], metrics: ['spend', 'impressions', 'clicks', 'conversion'], start_date: '2026-11-01', end_date: '2026-11-22', page_size: 1000, ...extra },
    token,
  );
  expect(answer.code).toBe(0);
  return answer.data.list;
}

describe('report/integrated/get', () => {
  it('adds up exactly from ad to ad group to campaign to advertiser, day by day', async () => {
    for (const currency of ['USD', 'JPY']) {
      const advertiserId = h.advertiser(currency).id;
      const levels = await Promise.all([
        report(advertiserId, 'AUCTION_AD', 'ad_id'),
        report(advertiserId, 'AUCTION_ADGROUP', 'adgroup_id'),
        report(advertiserId, 'AUCTION_CAMPAIGN', 'campaign_id'),
        report(advertiserId, 'AUCTION_ADVERTISER', 'advertiser_id'),
      ]);
      const spendCents = levels.map((rows) => Math.round(sum(rows, 'spend') * 100));
      expect(spendCents[0]).toBeGreaterThan(0);
      expect(new Set(spendCents).size).toBe(1);
      for (const metric of ['impressions', 'clicks', 'conversion']) expect(new Set(levels.map((rows) => sum(rows, metric))).size).toBe(1);
      const advertiserRows = levels[3] ?? [];
      expect(advertiserRows).toHaveLength(22);
      expect(advertiserRows[0]?.dimensions).toEqual({ advertiser_id: advertiserId, stat_time_day: '2026-11-01 00:00:00' });
      if (currency === 'JPY') expect(advertiserRows[0]?.metrics.spend).toMatch(/^\d+$/);
      else expect(advertiserRows[0]?.metrics.spend).toMatch(/^\d+\.\d{2}$/);
    }
  });

  it('filters by campaign, names rows, and is the same on every run', async () => {
    const usd = h.advertiser('USD').id;
    const campaignId = Object.values(h.world.campaigns).find((campaign) => campaign.advertiserId === usd)?.id ?? '';
    const rows = await report(usd, 'AUCTION_CAMPAIGN', 'campaign_id', {
      filtering: [{ field_name: 'campaign_ids', filter_type: 'IN', filter_value: JSON.stringify([campaignId]) }],
      metrics: ['spend', 'campaign_name', 'ctr', 'cpc'],
    });
    expect(new Set(rows.map((row) => row.dimensions.campaign_id))).toEqual(new Set([campaignId]));
    expect(rows[0]?.metrics.campaign_name).toBe(h.world.campaigns[campaignId]?.name);
    const twin = await startSandbox();
    try {
      const twinToken = await twin.tokenFor('Ana');
      const again = await twin.call('GET', '/report/integrated/get/', { advertiser_id: usd, report_type: 'BASIC', data_level: 'AUCTION_ADVERTISER', dimensions: ['advertiser_id'], start_date: '2026-10-01', end_date: '2026-11-22' }, twinToken);
      const here = await h.call('GET', '/report/integrated/get/', { advertiser_id: usd, report_type: 'BASIC', data_level: 'AUCTION_ADVERTISER', dimensions: ['advertiser_id'], start_date: '2026-10-01', end_date: '2026-11-22' }, token);
      expect(again.data).toEqual(here.data);
    } finally {
      await twin.close();
    }
  });

  it('pages rows and refuses what TikTok refuses', async () => {
    const usd = h.advertiser('USD').id;
    const base = { advertiser_id: usd, report_type: 'BASIC', data_level: 'AUCTION_AD', dimensions: ['ad_id', 'stat_time_day'], start_date: '2026-11-01', end_date: '2026-11-22' };
    const first = await h.call('GET', '/report/integrated/get/', { ...base, page: 2, page_size: 50 }, token);
    expect(first.data.page_info).toMatchObject({ page: 2, page_size: 50 });
    expect(first.data.page_info.total_page).toBe(Math.ceil(first.data.page_info.total_number / 50));
    const refuse = async (changes: Record<string, unknown>) => (await h.call('GET', '/report/integrated/get/', { ...base, ...changes }, token)).code;
    expect(await refuse({ end_date: '2026-12-15' })).toBe(40002);
    expect(await refuse({ report_type: 'AUDIENCE' })).toBe(40002);
    expect(await refuse({ dimensions: ['campaign_id'] })).toBe(40002);
    expect(await refuse({ metrics: ['reach_magic'] })).toBe(40002);
    expect(await refuse({ start_date: undefined })).toBe(40002);
    expect(await refuse({ advertiser_id: h.advertiser('BRL').id })).toBe(40001);
  });
});
