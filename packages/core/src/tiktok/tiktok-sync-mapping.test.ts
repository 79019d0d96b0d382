import { describe, expect, it } from 'vitest';
import { budgetsOf, effectiveStatusName, resultKindOfGoal, statusName, tiktokInstant, toSyncedAdgroup, toTikTokDailyMetrics } from './tiktok-sync-mapping.ts';
import { dayWindows } from './tiktok-account-reader.ts';

describe('TikTok objects and reports as the store takes them', () => {
  it('names statuses as the lists do, keeping TikTok’s where Meta has no name', () => {
    expect(statusName('ENABLE', 'CAMPAIGN_STATUS_ENABLE')).toBe('ACTIVE');
    expect(statusName('DISABLE', 'CAMPAIGN_STATUS_DISABLE')).toBe('PAUSED');
    expect(statusName('ENABLE', 'ADGROUP_STATUS_CAMPAIGN_DELETE')).toBe('DELETED');
    expect(effectiveStatusName('AD_STATUS_ADGROUP_DISABLE')).toBe('ADSET_PAUSED');
    expect(effectiveStatusName('ADGROUP_STATUS_CAMPAIGN_DISABLE')).toBe('CAMPAIGN_PAUSED');
    expect(effectiveStatusName('ADGROUP_STATUS_AUDIT_DENY')).toBe('ADGROUP_STATUS_AUDIT_DENY');
  });

  it('turns budgets in currency units into minor units by budget mode', () => {
    expect(budgetsOf('BUDGET_MODE_DAY', 50.25, 'USD')).toEqual({ dailyBudget: '5025', lifetimeBudget: null });
    expect(budgetsOf('BUDGET_MODE_TOTAL', '7000', 'JPY')).toEqual({ dailyBudget: null, lifetimeBudget: '7000' });
    expect(budgetsOf('BUDGET_MODE_DAY', 0.1 + 0.2, 'EUR')).toEqual({ dailyBudget: '30', lifetimeBudget: null });
    expect(budgetsOf('BUDGET_MODE_INFINITE', 0, 'USD')).toEqual({ dailyBudget: null, lifetimeBudget: null });
    // Smart+'s dynamic daily budget is a daily average: listed as the daily budget it is.
    expect(budgetsOf('BUDGET_MODE_DYNAMIC_DAILY_BUDGET', 120, 'USD')).toEqual({ dailyBudget: '12000', lifetimeBudget: null });
  });

  it('keeps an ad group’s schedule (UTC times); one scheduled from now has no end, whatever end TikTok shows', () => {
    const adgroup = { adgroup_id: '1', campaign_id: '2', adgroup_name: 'G', operation_status: 'ENABLE', secondary_status: 'ADGROUP_STATUS_DELIVERY_OK', schedule_start_time: '2026-03-20 05:00:00' };
    expect(toSyncedAdgroup({ ...adgroup, schedule_type: 'SCHEDULE_START_END', schedule_end_time: '2026-05-19 05:00:00' })).toMatchObject({
      startTime: new Date('2026-03-20T05:00:00Z'),
      endTime: new Date('2026-05-19T05:00:00Z'),
    });
    expect(toSyncedAdgroup({ ...adgroup, schedule_type: 'SCHEDULE_FROM_NOW', schedule_end_time: '2036-03-20 05:00:00' })).toMatchObject({ endTime: null });
    expect(toSyncedAdgroup({ ...adgroup, schedule_type: 'SCHEDULE_FROM_NOW', schedule_end_time: null })).toMatchObject({ endTime: null });
  });

  it('reads a daily report row: the advertiser’s day, exact spend, counts; no conversion value in BASIC metrics', () => {
    const row = { dimensions: { campaign_id: '1', stat_time_day: '2026-11-20 00:00:00' }, metrics: { spend: '12.34', impressions: '1000', clicks: '20', conversion: '3' } };
    expect(toTikTokDailyMetrics(row, 'conversions')).toEqual({
      date: '2026-11-20',
      spend: '12.34',
      impressions: 1000,
      clicks: 20,
      conversions: 3,
      conversionValue: null,
      resultKind: 'conversions',
      results: 3,
      linkClicks: null,
      purchases: null,
      reach: null,
    });
    expect(toTikTokDailyMetrics({ dimensions: { stat_time_day: '2026-11-20 00:00:00' }, metrics: { spend: '-' } }, null).spend).toBe('0');
    expect(tiktokInstant('2026-11-20 08:30:00').toISOString()).toBe('2026-11-20T08:30:00.000Z');
  });

  it('counts results by what the ad group optimizes for, and none where the report has no such metric', () => {
    const row = { dimensions: { stat_time_day: '2026-11-20 00:00:00' }, metrics: { spend: '5', impressions: '900', clicks: '14', conversion: '2' } };
    expect(resultKindOfGoal('CLICK')).toBe('clicks');
    expect(toTikTokDailyMetrics(row, resultKindOfGoal('CLICK'))).toMatchObject({ resultKind: 'clicks', results: 14 });
    expect(toTikTokDailyMetrics(row, resultKindOfGoal('CONVERT'))).toMatchObject({ resultKind: 'conversions', results: 2 });
    expect(toTikTokDailyMetrics(row, resultKindOfGoal('REACH'))).toMatchObject({ resultKind: 'reach', results: null });
    expect(toTikTokDailyMetrics(row, 'mixed')).toMatchObject({ resultKind: 'mixed', results: null });
  });

  it('splits 90 days into three daily-report windows of at most 30 days', () => {
    expect(dayWindows({ since: '2026-08-27', until: '2026-11-24' }, 30)).toEqual([
      { since: '2026-08-27', until: '2026-09-25' },
      { since: '2026-09-26', until: '2026-10-25' },
      { since: '2026-10-26', until: '2026-11-24' },
    ]);
    expect(dayWindows({ since: '2026-11-22', until: '2026-11-24' }, 30)).toEqual([{ since: '2026-11-22', until: '2026-11-24' }]);
  });
});
