import { describe, expect, it } from 'vitest';
import { convertedSeries, unsettledSpan } from './converted-series';

describe('convertedSeries', () => {
  it('takes spend from the converted days and counts from every currency, with empty days at 0', () => {
    const rows = [
      { date: '2026-11-01', currency: 'COP', spend: 44000, impressions: 10, clicks: 1 },
      { date: '2026-11-01', currency: 'USD', spend: 110, impressions: 5, clicks: 2 },
    ];
    expect(convertedSeries(rows, [{ date: '2026-11-01', spend: 121 }], { from: '2026-10-31', to: '2026-11-01' })).toEqual([
      { date: '2026-10-31', spend: 0, impressions: 0, clicks: 0 },
      { date: '2026-11-01', spend: 121, impressions: 15, clicks: 3 },
    ]);
  });
});

describe('unsettledSpan', () => {
  it('spans the unsettled days inside the range, or is null', () => {
    expect(unsettledSpan(['2026-11-01', '2026-11-02', '2026-11-03'], { from: '2026-10-01', to: '2026-11-02' })).toEqual({ from: '2026-11-01', to: '2026-11-02' });
    expect(unsettledSpan(['2026-11-05'], { from: '2026-10-01', to: '2026-11-02' })).toBeNull();
  });
});
