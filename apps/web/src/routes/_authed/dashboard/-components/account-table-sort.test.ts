import { describe, expect, it } from 'vitest';
import { type AccountPerformance, nextSort, sortAccountRows } from './account-table-sort';

const row = (name: string, spend: number, spendChange: number | null, businessName: string | null = null): AccountPerformance => ({
  id: name, name, adAccountId: `act_${name}`, platformId: 1, businessId: businessName, businessName, currency: 'USD',
  spend, impressions: 0, clicks: 0, conversions: 0, cpc: 0, ctr: 0, roas: 0, spendChange, conversionsChange: null,
});
const names = (rows: AccountPerformance[]) => rows.map((item) => item.name);

describe('sorting the per-account table', () => {
  const rows = [row('b', 10, 5, 'Zeta'), row('a', 30, null, null), row('c', 20, -10, 'Alpha')];

  it('orders by a figure in both directions', () => {
    expect(names(sortAccountRows(rows, { column: 'spend', direction: 'desc' }))).toEqual(['a', 'c', 'b']);
    expect(names(sortAccountRows(rows, { column: 'spend', direction: 'asc' }))).toEqual(['b', 'c', 'a']);
  });

  it('puts rows without a change ("—") last whichever the direction', () => {
    expect(names(sortAccountRows(rows, { column: 'spendChange', direction: 'desc' }))).toEqual(['b', 'c', 'a']);
    expect(names(sortAccountRows(rows, { column: 'spendChange', direction: 'asc' }))).toEqual(['c', 'b', 'a']);
    expect(names(sortAccountRows(rows, { column: 'business', direction: 'asc' }))).toEqual(['c', 'b', 'a']);
  });

  it('flips the sorted column and starts a new one in its natural direction', () => {
    expect(nextSort({ column: 'spend', direction: 'desc' }, 'spend')).toEqual({ column: 'spend', direction: 'asc' });
    expect(nextSort({ column: 'spend', direction: 'desc' }, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'roas')).toEqual({ column: 'roas', direction: 'desc' });
  });
});
