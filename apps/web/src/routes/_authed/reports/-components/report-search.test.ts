import { describe, expect, it } from 'vitest';
import { applySavedFilters, exportQueryOf, filterValuesOf, nextSort, validateReportSearch } from './report-search';

describe('report URL', () => {
  it('keeps valid filters, drops malformed ones and leaves defaults out', () => {
    expect(
      validateReportSearch({
        groupBy: 'adset',
        status: 'ACTIVE',
        objective: 'drop table',
        campaignType: 'nope',
        adSetName: '  retarget ',
        spendMin: '10.5',
        spendMax: -3,
        resultsMin: 2,
        sortBy: 'spend',
        sortDir: 'asc',
        metric: 'spend',
      }),
    ).toEqual({ groupBy: 'adset', status: 'ACTIVE', adSetName: '  retarget ', spendMin: 10.5, resultsMin: 2, sortDir: 'asc' });
  });

  it('reads a link sorted by the former results and CPA columns as sorted by results and cost per result', () => {
    expect(validateReportSearch({ sortBy: 'conversions' })).toEqual({ sortBy: 'results' });
    expect(validateReportSearch({ sortBy: 'cpa', sortDir: 'asc' })).toEqual({ sortBy: 'costPerResult', sortDir: 'asc' });
    expect(validateReportSearch({ sortBy: 'toString' })).toEqual({});
  });

  it('applies a saved filter over the chart of the page', () => {
    const search = validateReportSearch({ metric: 'clicks', adName: 'old', groupBy: 'day' });
    expect(applySavedFilters(search, { groupBy: 'adset', spendMin: 5 })).toEqual({ metric: 'clicks', groupBy: 'adset', spendMin: 5 });
    expect(filterValuesOf(search)).toEqual({ adName: 'old', groupBy: 'day' });
  });

  it('sorts a new column descending (names ascending) and flips the current one', () => {
    expect(nextSort({}, 'clicks')).toEqual({ sortBy: 'clicks', sortDir: 'desc' });
    expect(nextSort({}, 'name')).toEqual({ sortBy: 'name', sortDir: 'asc' });
    expect(nextSort({}, 'spend')).toEqual({ sortBy: 'spend', sortDir: 'asc' });
    expect(nextSort({ sortBy: 'costPerResult', sortDir: 'asc' }, 'costPerResult')).toEqual({ sortBy: 'costPerResult', sortDir: 'desc' });
  });

  it('exports with the same filters and sort as the page, the range and platform resolved', () => {
    const query = exportQueryOf({ groupBy: 'adset', adSetName: 'a&b', sortBy: 'roas', metric: 'clicks' }, { from: '2026-11-01', to: '2026-11-07' }, 'facebook');
    expect(Object.fromEntries(new URLSearchParams(query))).toEqual({ from: '2026-11-01', to: '2026-11-07', platform: 'facebook', groupBy: 'adset', adSetName: 'a&b', sortBy: 'roas' });
  });
});
