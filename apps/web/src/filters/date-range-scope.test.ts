import { describe, expect, it } from 'vitest';
import { DATE_RANGE_SCOPE_DEFAULTS, dateRangeScopeOf } from './date-range-scope';

describe('date range scopes', () => {
  it('gives the duplicator its own range, starting at Today, and every other screen Last 7 days', () => {
    expect(dateRangeScopeOf('/campaign-duplicator')).toBe('duplicator');
    expect(DATE_RANGE_SCOPE_DEFAULTS[dateRangeScopeOf('/campaign-duplicator')]).toBe('today');
    for (const path of ['/dashboard', '/accounts', '/campaign-duplicators']) {
      expect(DATE_RANGE_SCOPE_DEFAULTS[dateRangeScopeOf(path)]).toBe('last7Days');
    }
  });
});
