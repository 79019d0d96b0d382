import { addDays, format, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { chartPoints } from './report-series';

const point = (date: string, currency: string, spend: number, clicks: number) => ({ date, currency, spend, impressions: 0, clicks, conversions: 0, conversionValue: 0 });

describe('report chart points', () => {
  const daily = [point('2026-11-01', 'USD', 10, 1), point('2026-11-01', 'COP', 40000, 3), point('2026-11-03', 'USD', 5, 2)];
  const range = { from: '2026-11-01', to: '2026-11-03' };

  it('keeps money in one currency and fills days without figures with 0', () => {
    expect(chartPoints(daily, range, 'spend', 'USD')).toEqual([
      { date: '2026-11-01', value: 10 },
      { date: '2026-11-02', value: 0 },
      { date: '2026-11-03', value: 5 },
    ]);
  });

  it('adds counts across currencies', () => {
    expect(chartPoints(daily, range, 'clicks', null).map((p) => p.value)).toEqual([4, 0, 2]);
  });

  it('gives every day of a range, across month, leap-day and year ends, as date-fns counts them', () => {
    const longRange = { from: '2023-12-20', to: '2025-01-10' };
    const expected: string[] = [];
    for (let day = parseISO(longRange.from); format(day, 'yyyy-MM-dd') <= longRange.to; day = addDays(day, 1)) expected.push(format(day, 'yyyy-MM-dd'));
    expect(chartPoints([], longRange, 'spend', 'USD').map((p) => p.date)).toEqual(expected);
    expect(expected).toContain('2024-02-29');
  });

  it('gives one day for a one-day range and none for a range that ends before it starts', () => {
    expect(chartPoints(daily, { from: '2026-11-03', to: '2026-11-03' }, 'clicks', null)).toEqual([{ date: '2026-11-03', value: 2 }]);
    expect(chartPoints(daily, { from: '2026-11-03', to: '2026-11-01' }, 'clicks', null)).toEqual([]);
  });
});
