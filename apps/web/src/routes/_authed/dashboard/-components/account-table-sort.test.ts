import { describe, expect, it } from 'vitest';
import { type AccountPerformance, nextSort, sortAccountRows } from './account-table-sort';

const row = (name: string, spend: number, spendChange: number | null, businessName: string | null = null): AccountPerformance => ({
  id: name, name, adAccountId: `act_${name}`, platformId: 1, businessId: businessName, businessName, currency: 'USD',
  spend, convertedSpend: spend, impressions: 0, clicks: 0, resultKind: 'purchases', results: 0, costPerResult: null, cpc: 0, ctr: 0, conversionValue: 0, roas: 0, spendChange, resultsChange: null,
});
const names = (rows: AccountPerformance[]) => rows.map((item) => item.name);

describe('sorting the per-account table', () => {
  const rows = [row('b', 10, 5, 'Zeta'), row('a', 30, null, null), row('c', 20, -10, 'Alpha')];

  it('orders by a figure in both directions', () => {
    expect(names(sortAccountRows(rows, { column: 'spend', direction: 'desc' }))).toEqual(['a', 'c', 'b']);
    expect(names(sortAccountRows(rows, { column: 'spend', direction: 'asc' }))).toEqual(['b', 'c', 'a']);
  });

  it('ranks spend across currencies by its converted worth, and money without a rate last', () => {
    // COP 39.9 M is about $9,070 and ¥1.77 M about $12,170: the yen account spent more; €11.9 k is about $13,090.
    const accounts = [
      { ...row('bogota', 39_907_114, null), currency: 'COP', convertedSpend: 9069.8, clicks: 100 },
      { ...row('tokyo', 1_770_000, null), currency: 'JPY', convertedSpend: 12168.75, clicks: 100 },
      { ...row('madrid', 11_900, null), currency: 'EUR', convertedSpend: 13090, clicks: 100 },
      { ...row('rosario', 9_000_000, null), currency: 'ARS', convertedSpend: null, clicks: 100 },
    ];
    expect(names(sortAccountRows(accounts, { column: 'spend', direction: 'desc' }))).toEqual(['madrid', 'tokyo', 'bogota', 'rosario']);
    expect(names(sortAccountRows(accounts, { column: 'cpc', direction: 'asc' }))).toEqual(['bogota', 'tokyo', 'madrid', 'rosario']);
  });

  it('puts rows without a change ("—") last whichever the direction', () => {
    expect(names(sortAccountRows(rows, { column: 'spendChange', direction: 'desc' }))).toEqual(['b', 'c', 'a']);
    expect(names(sortAccountRows(rows, { column: 'spendChange', direction: 'asc' }))).toEqual(['c', 'b', 'a']);
    expect(names(sortAccountRows(rows, { column: 'business', direction: 'asc' }))).toEqual(['c', 'b', 'a']);
  });

  it('puts accounts whose results cannot be told (several kinds) and whose ROAS is not available last', () => {
    const mixed = { ...row('m', 5, null), resultKind: 'mixed', results: null, conversionValue: null, roas: null };
    const withResults = [{ ...row('x', 1, null), results: 40 }, mixed, { ...row('y', 2, null), results: 90 }];
    expect(names(sortAccountRows(withResults, { column: 'results', direction: 'desc' }))).toEqual(['y', 'x', 'm']);
    expect(names(sortAccountRows(withResults, { column: 'results', direction: 'asc' }))).toEqual(['x', 'y', 'm']);
    expect(names(sortAccountRows(withResults, { column: 'roas', direction: 'asc' }))).toEqual(['x', 'y', 'm']);
  });

  it('flips the sorted column and starts a new one in its natural direction', () => {
    expect(nextSort({ column: 'spend', direction: 'desc' }, 'spend')).toEqual({ column: 'spend', direction: 'asc' });
    expect(nextSort({ column: 'spend', direction: 'desc' }, 'name')).toEqual({ column: 'name', direction: 'asc' });
    expect(nextSort({ column: 'name', direction: 'asc' }, 'roas')).toEqual({ column: 'roas', direction: 'desc' });
  });
});
