import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { firstIssueMessageOf } from '../validation/zod-issue-message.ts';
import { setSchemaClock } from './schema-clock.ts';
import { accountDays, checkReportingRange, presetDays, previousAccountDays, previousDays, REPORTING_PRESETS, type ReportingPreset, reportingRangeShape } from './reporting-range.ts';

/**
 * Sunday 1 November 2026, 06:30 UTC: in Tokyo 15:30 that Sunday, in Bogotá 01:30 that Sunday, in Los Angeles still
 * 23:30 on Saturday 31 October (Pacific Daylight Time ends at 09:00 UTC that day).
 */
const NOW = new Date('2026-11-01T06:30:00Z');

/** Ads Manager's days for each preset, worked out by hand on a calendar. */
const EXPECTED: Record<ReportingPreset, { sunday: [string, string]; saturday: [string, string] }> = {
  today: { sunday: ['2026-11-01', '2026-11-01'], saturday: ['2026-10-31', '2026-10-31'] },
  yesterday: { sunday: ['2026-10-31', '2026-10-31'], saturday: ['2026-10-30', '2026-10-30'] },
  last7Days: { sunday: ['2026-10-25', '2026-10-31'], saturday: ['2026-10-24', '2026-10-30'] },
  last14Days: { sunday: ['2026-10-18', '2026-10-31'], saturday: ['2026-10-17', '2026-10-30'] },
  last30Days: { sunday: ['2026-10-02', '2026-10-31'], saturday: ['2026-10-01', '2026-10-30'] },
  last90Days: { sunday: ['2026-08-03', '2026-10-31'], saturday: ['2026-08-02', '2026-10-30'] },
  thisMonth: { sunday: ['2026-11-01', '2026-11-01'], saturday: ['2026-10-01', '2026-10-31'] },
  lastMonth: { sunday: ['2026-10-01', '2026-10-31'], saturday: ['2026-09-01', '2026-09-30'] },
  maximum: { sunday: ['2023-10-01', '2026-11-01'], saturday: ['2023-09-30', '2026-10-31'] },
};

describe('reporting ranges, as Ads Manager counts them', () => {
  it.each(REPORTING_PRESETS)('%s covers each account its own days', (preset) => {
    const windows = accountDays({ preset }, NOW, ['Asia/Tokyo', 'America/Bogota', 'America/Los_Angeles']);
    const [sundayFrom, sundayTo] = EXPECTED[preset].sunday;
    const [saturdayFrom, saturdayTo] = EXPECTED[preset].saturday;
    expect(windows).toEqual([
      { from: sundayFrom, to: sundayTo, timeZones: ['Asia/Tokyo', 'America/Bogota'] },
      { from: saturdayFrom, to: saturdayTo, timeZones: ['America/Los_Angeles'] },
    ]);
  });

  it('reads an account without a time zone in UTC, and a custom range the same for every account', () => {
    expect(accountDays({ preset: 'yesterday' }, NOW, [null, 'UTC'])).toEqual([{ from: '2026-10-31', to: '2026-10-31', timeZones: ['UTC'] }]);
    expect(accountDays({ from: '2026-10-01', to: '2026-10-07' }, NOW, ['Asia/Tokyo', null])).toEqual([{ from: '2026-10-01', to: '2026-10-07', timeZones: null }]);
  });

  it('compares with the period of the same length directly before', () => {
    expect(previousAccountDays([{ from: '2026-10-25', to: '2026-10-31', timeZones: ['UTC'] }])).toEqual([{ from: '2026-10-18', to: '2026-10-24', timeZones: ['UTC'] }]);
    // This month so far (6 days) against the 6 days before it.
    expect(previousAccountDays([{ ...presetDays('thisMonth', '2026-12-06'), timeZones: null }])).toEqual([{ from: '2026-11-25', to: '2026-11-30', timeZones: null }]);
  });

  it.each([
    ['seven days', '2026-11-17', '2026-11-23', { from: '2026-11-10', to: '2026-11-16' }],
    ['a single day', '2026-11-23', '2026-11-23', { from: '2026-11-22', to: '2026-11-22' }],
    ['across a month and a leap day', '2028-03-01', '2028-03-02', { from: '2028-02-28', to: '2028-02-29' }],
    ['thirty days across a year', '2026-01-01', '2026-01-30', { from: '2025-12-02', to: '2025-12-31' }],
  ])('the previous period of %s has the same length and ends the day before', (_label, from, to, expected) => {
    expect(previousDays({ from, to })).toEqual(expected);
  });

  it('counts last month whole, short months and leap days included', () => {
    expect(presetDays('lastMonth', '2028-03-31')).toEqual({ from: '2028-02-01', to: '2028-02-29' });
    expect(presetDays('lastMonth', '2027-01-15')).toEqual({ from: '2026-12-01', to: '2026-12-31' });
  });

  describe('as an input', () => {
    const schema = z.object(reportingRangeShape).superRefine(checkReportingRange);
    const refusal = (value: unknown) => {
      const result = schema.safeParse(value);
      return result.success ? undefined : firstIssueMessageOf(result.error)?.code;
    };
    setSchemaClock(() => NOW);

    it('takes a preset, or both ends of a custom range, or nothing', () => {
      expect(refusal({ preset: 'last14Days' })).toBeUndefined();
      expect(refusal({ from: '2026-10-01', to: '2026-10-02' })).toBeUndefined();
      expect(refusal({})).toBeUndefined();
    });

    it('refuses half a range, a preset beside dates, an unknown preset and reversed ends', () => {
      expect(refusal({ from: '2026-10-01' })).toBe('dateRangeHalf');
      expect(refusal({ preset: 'today', from: '2026-10-01', to: '2026-10-02' })).toBe('dateRangeTwice');
      expect(refusal({ preset: 'last8Days' })).toBeDefined();
      expect(refusal({ from: '2026-10-02', to: '2026-10-01' })).toBe('dateRangeReversed');
    });
  });
});
