import { describe, expect, it } from 'vitest';
import { planTikTokClone, type TikTokPlanInput } from './tiktok-clone-plan.ts';
import type { TikTokCloneSnapshot } from './tiktok-clone-source.ts';

const adgroup = (id: string, extra: Partial<TikTokCloneSnapshot['adgroups'][number]> = {}) => ({
  adgroup_id: id,
  adgroup_name: `Group ${id}`,
  operation_status: 'ENABLE',
  budget_mode: 'BUDGET_MODE_DAY',
  budget: 40,
  placement_type: 'PLACEMENT_TYPE_NORMAL',
  placements: ['PLACEMENT_TIKTOK'],
  location_ids: ['6252001'],
  schedule_type: 'SCHEDULE_FROM_NOW',
  schedule_start_time: '2026-01-01 00:00:00',
  schedule_end_time: null,
  optimization_goal: 'CLICK',
  billing_event: 'CPC',
  bid_type: 'BID_TYPE_NO_BID',
  pacing: 'PACING_MODE_SMOOTH',
  promotion_type: 'WEBSITE',
  ...extra,
});
const ad = (id: string, adgroupId: string, imageId: string, status = 'ENABLE') => ({
  ad_id: id,
  ad_name: `Ad ${id}`,
  adgroup_id: adgroupId,
  operation_status: status,
  ad_format: 'SINGLE_IMAGE',
  ad_text: 'Go outside',
  call_to_action: 'LEARN_MORE',
  landing_page_url: 'https://example.com',
  display_name: 'Torres',
  identity_type: 'CUSTOMIZED_USER',
  image_ids: [imageId],
});

const snapshot: TikTokCloneSnapshot = {
  platform: 'tiktok',
  sourceAdvertiserId: '100',
  sourceCurrency: 'USD',
  campaign: { campaign_id: 'c1', campaign_name: 'Spring', objective_type: 'TRAFFIC', budget_mode: 'BUDGET_MODE_INFINITE', budget: 0 },
  adgroups: [adgroup('g1'), adgroup('g2', { operation_status: 'DISABLE', budget: 30 })],
  ads: [ad('a1', 'g1', 'i1'), ad('a2', 'g1', 'i2', 'DISABLE'), ad('a3', 'g2', 'i1')],
  images: [
    { image_id: 'i1', material_id: 'm1' },
    { image_id: 'i2', material_id: 'm2' },
  ],
};

const input = (overrides: Partial<TikTokPlanInput> = {}): TikTokPlanInput => ({
  snapshot,
  target: { advertiserId: '200', campaignName: 'Spring – MX', budgetMinor: 50_000, currency: 'MXN' },
  request: { budgetType: 'daily' },
  now: new Date('2026-11-24T12:00:00Z'),
  ...overrides,
});

describe('planning a TikTok clone', () => {
  it('shares the images first, then campaign → ad groups → ads, every object DISABLE, each linked to the id its parent gets', () => {
    const { steps } = planTikTokClone(input());
    expect(steps.map((step) => `${step.kind}:${step.sourceId}`)).toEqual(['image:i1', 'image:i2', 'campaign:c1', 'adset:g1', 'adset:g2', 'ad:a1', 'ad:a2', 'ad:a3']);
    expect(steps.filter((step) => step.kind !== 'image').map((step) => step.params.operation_status ?? (step.params.creatives as Array<{ operation_status: string }>)[0]?.operation_status)).toEqual(Array(6).fill('DISABLE'));
    expect(steps.find((step) => step.sourceId === 'g1')?.links).toEqual([{ path: ['campaign_id'], from: { kind: 'campaign', sourceId: 'c1' } }]);
    expect(steps.find((step) => step.sourceId === 'a3')?.links).toEqual([{ path: ['adgroup_id'], from: { kind: 'adset', sourceId: 'g2' } }]);
    expect(steps[0]?.params).toEqual({ material_id: 'm1' });
  });

  it('puts the request’s budget where the source keeps its own, in the target currency’s units with TikTok’s budget mode', () => {
    const adgroupLevel = planTikTokClone(input()).steps;
    expect(adgroupLevel.find((step) => step.kind === 'campaign')?.params).toMatchObject({ budget_mode: 'BUDGET_MODE_INFINITE', campaign_name: 'Spring – MX' });
    expect(adgroupLevel.find((step) => step.sourceId === 'g1')?.params).toMatchObject({ budget_mode: 'BUDGET_MODE_DAY', budget: 500 });
    const campaignLevel = planTikTokClone(input({ snapshot: { ...snapshot, campaign: { ...snapshot.campaign, budget_mode: 'BUDGET_MODE_DAY', budget: 100 } } })).steps;
    expect(campaignLevel.find((step) => step.kind === 'campaign')?.params).toMatchObject({ budget_mode: 'BUDGET_MODE_DAY', budget: 500 });
    expect(campaignLevel.find((step) => step.sourceId === 'g1')?.params).toMatchObject({ budget_mode: 'BUDGET_MODE_INFINITE' });
    expect(campaignLevel.find((step) => step.sourceId === 'g1')?.params).not.toHaveProperty('budget');
  });

  it('scales the source ad groups’ own budgets into the target currency with a multiplier', () => {
    const { steps } = planTikTokClone(input({ target: { advertiserId: '200', campaignName: 'x', budgetMinor: 1, currency: 'USD' }, request: { budgetType: 'daily', options: { budgetMultiplier: 2 } } }));
    expect(steps.filter((step) => step.kind === 'adset').map((step) => step.params.budget)).toEqual([80, 60]);
  });

  it('with a total budget, gives ad groups without an end one 30 days after the start, and says so', () => {
    const { steps, warnings } = planTikTokClone(input({ request: { budgetType: 'lifetime' } }));
    expect(steps.find((step) => step.sourceId === 'g1')?.params).toMatchObject({
      budget_mode: 'BUDGET_MODE_TOTAL',
      schedule_type: 'SCHEDULE_START_END',
      schedule_start_time: '2026-11-24 12:00:00',
      schedule_end_time: '2026-12-24 12:00:00',
    });
    expect(warnings.map((warning) => warning.code)).toEqual(['cloneWarnLifetimeEndAdded', 'cloneWarnLifetimeEndAdded']);
  });

  it('follows the options: paused ad groups and ads left out with their images, or the campaign alone', () => {
    const active = planTikTokClone(input({ request: { budgetType: 'daily', options: { includePaused: false } } })).steps;
    expect(active.map((step) => `${step.kind}:${step.sourceId}`)).toEqual(['image:i1', 'campaign:c1', 'adset:g1', 'ad:a1']);
    const campaignOnly = planTikTokClone(input({ request: { budgetType: 'daily', options: { duplicateAdSets: false } } })).steps;
    expect(campaignOnly.map((step) => step.kind)).toEqual(['campaign']);
  });

  it('shares nothing when the target is the source’s own advertiser', () => {
    const { steps } = planTikTokClone(input({ target: { advertiserId: '100', campaignName: 'Spring copy', budgetMinor: 5000, currency: 'USD' } }));
    expect(steps.some((step) => step.kind === 'image')).toBe(false);
  });
});
