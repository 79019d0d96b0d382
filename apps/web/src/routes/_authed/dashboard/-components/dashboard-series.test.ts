import { describe, expect, it } from 'vitest';
import { currenciesOf, dailySeries } from './dashboard-series';

const rows = [
  { date: '2025-03-01', currency: 'USD', spend: 10, impressions: 100, clicks: 5 },
  { date: '2025-03-01', currency: 'EUR', spend: 30, impressions: 200, clicks: 7 },
  { date: '2025-03-03', currency: 'USD', spend: 12.5, impressions: 50, clicks: 1 },
];

describe('currenciesOf', () => {
  it('orders currencies by spend without mixing them', () => {
    expect(currenciesOf(rows)).toEqual(['EUR', 'USD']);
    expect(currenciesOf([])).toEqual([]);
  });
});

describe('dailySeries', () => {
  it('keeps one currency of spend, adds counts, and fills missing days with 0', () => {
    expect(dailySeries(rows, 'USD', { from: '2025-03-01', to: '2025-03-03' })).toEqual([
      { date: '2025-03-01', spend: 10, impressions: 300, clicks: 12 },
      { date: '2025-03-02', spend: 0, impressions: 0, clicks: 0 },
      { date: '2025-03-03', spend: 12.5, impressions: 50, clicks: 1 },
    ]);
  });

  it('shows no spend when no currency is chosen', () => {
    expect(dailySeries(rows, null, { from: '2025-03-01', to: '2025-03-01' })).toEqual([{ date: '2025-03-01', spend: 0, impressions: 300, clicks: 12 }]);
  });
});
