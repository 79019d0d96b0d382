import { describe, expect, it } from 'vitest';
import type { SmartPlusCloneSnapshot } from './smart-plus-clone-source.ts';
import { planSmartPlusCopy, type SmartPlusCopyInput, smartPlusOptionsSnapshot } from './smart-plus-copy-plan.ts';

const adgroup = (id: string, extra: Partial<SmartPlusCloneSnapshot['adgroups'][number]> = {}) => ({
  adgroup_id: id,
  adgroup_name: `Group ${id}`,
  operation_status: 'ENABLE',
  budget_mode: 'BUDGET_MODE_INFINITE',
  budget: 0,
  schedule_type: 'SCHEDULE_FROM_NOW',
  schedule_start_time: '2026-12-07 20:00:00',
  schedule_end_time: null,
  ...extra,
});
const ad = (id: string, adgroupId: string, status = 'ENABLE') => ({ smart_plus_ad_id: id, ad_name: `Post ${id}`, adgroup_id: adgroupId, operation_status: status });

/** Campaign budget optimization on: the budget is the campaign's. */
const snapshot: SmartPlusCloneSnapshot = {
  platform: 'tiktok',
  smartPlus: true,
  sourceAdvertiserId: '100',
  sourceCurrency: 'USD',
  campaign: { campaign_id: 'c1', campaign_name: 'Smart+ Web Sales', objective_type: 'WEB_CONVERSIONS', budget_optimize_on: true, budget_mode: 'BUDGET_MODE_DYNAMIC_DAILY_BUDGET', budget: 120 },
  adgroups: [adgroup('g1'), adgroup('g2', { operation_status: 'DISABLE' })],
  ads: [ad('a1', 'g1'), ad('a2', 'g1', 'DISABLE'), ad('a3', 'g2')],
};

const NOW = new Date('2026-12-08T06:00:00Z');
const input = (extra: Partial<SmartPlusCopyInput> = {}): SmartPlusCopyInput => ({
  snapshot,
  target: { advertiserId: '100', campaignName: 'Smart+ Web Sales – copy', budgetMinor: 15_000, currency: 'USD' },
  request: {},
  now: NOW,
  requestId: '123456789',
  ...extra,
});

describe('the Smart+ copy AdFleet asks TikTok for', () => {
  it('names every ad group and ad it copies, all DISABLE with the source’s names, the campaign DISABLE with the target’s name and budget', () => {
    const { body, warnings } = planSmartPlusCopy(input());
    expect(body).toEqual({
      advertiser_id: '100',
      request_id: '123456789',
      campaign_id: 'c1',
      campaign_name: 'Smart+ Web Sales – copy',
      operation_status: 'DISABLE',
      budget: 150,
      deep_copy_mode: 'CUSTOM',
      adgroup_list: [
        {
          adgroup_id: 'g1',
          adgroup_name: 'Group g1',
          operation_status: 'DISABLE',
          ad_list: [
            { smart_plus_ad_id: 'a1', ad_name: 'Post a1', operation_status: 'DISABLE' },
            { smart_plus_ad_id: 'a2', ad_name: 'Post a2', operation_status: 'DISABLE' },
          ],
        },
        { adgroup_id: 'g2', adgroup_name: 'Group g2', operation_status: 'DISABLE', ad_list: [{ smart_plus_ad_id: 'a3', ad_name: 'Post a3', operation_status: 'DISABLE' }] },
      ],
    });
    expect(warnings).toEqual([]);
  });

  it('gives each ad group the budget when the campaign holds none, scaled from its own with a multiplier', () => {
    const own = { ...snapshot, campaign: { ...snapshot.campaign, budget_optimize_on: false, budget_mode: 'BUDGET_MODE_INFINITE', budget: 0 }, adgroups: [adgroup('g1', { budget_mode: 'BUDGET_MODE_DYNAMIC_DAILY_BUDGET', budget: 40 })] };
    const plain = planSmartPlusCopy(input({ snapshot: own })).body;
    expect(plain.budget).toBeUndefined();
    expect((plain.adgroup_list as Array<{ budget: number }>).map((group) => group.budget)).toEqual([150]);
    const scaled = planSmartPlusCopy(input({ snapshot: own, request: { options: { budgetMultiplier: 1.5 } } })).body;
    expect((scaled.adgroup_list as Array<{ budget: number }>).map((group) => group.budget)).toEqual([60]);
  });

  it('copies ad groups that started over 12 hours ago from now, and says which lose their end date', () => {
    const started = { ...snapshot, adgroups: [adgroup('g1', { schedule_start_time: '2026-10-01 00:00:00' }), adgroup('g2', { schedule_type: 'SCHEDULE_START_END', schedule_end_time: '2027-01-31 00:00:00' })] };
    const { body, warnings } = planSmartPlusCopy(input({ snapshot: started }));
    expect([body.schedule_type, body.schedule_start_time]).toEqual(['SCHEDULE_FROM_NOW', '2026-12-08 06:00:00']);
    expect(warnings).toEqual([{ code: 'cloneWarnSmartPlusRunsOn', params: { adSet: 'Group g2' } }]);
    // Within 12 hours of its start an ad group is copied as it is.
    expect(planSmartPlusCopy(input()).body.schedule_type).toBeUndefined();
  });

  it('keeps what the options keep: paused ad groups and ads left out when asked, and nothing without the ads', () => {
    const active = smartPlusOptionsSnapshot(snapshot, { includePaused: false });
    expect([active.adgroups.map((group) => group.adgroup_id), active.ads.map((item) => item.smart_plus_ad_id)]).toEqual([['g1'], ['a1']]);
    for (const options of [{ duplicateAds: false }, { duplicateAdSets: false, duplicateAds: false }]) {
      const none = smartPlusOptionsSnapshot(snapshot, options);
      expect([none.adgroups, none.ads]).toEqual([[], []]);
    }
  });
});
