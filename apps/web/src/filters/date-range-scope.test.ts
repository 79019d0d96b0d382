import { describe, expect, it } from 'vitest';
import { DATE_RANGE_SCOPE_DEFAULTS, dateRangeScopeOf } from './date-range-scope';

describe('date range scopes', () => {
  it('starts the duplicator at Today, Activity at Maximum (everything it keeps), and every other screen at Last 7 days', () => {
    expect(dateRangeScopeOf('/campaign-duplicator')).toBe('duplicator');
    expect(DATE_RANGE_SCOPE_DEFAULTS[dateRangeScopeOf('/campaign-duplicator')]).toBe('today');
    expect(DATE_RANGE_SCOPE_DEFAULTS[dateRangeScopeOf('/activity')]).toBe('maximum');
    for (const path of ['/dashboard', '/accounts', '/campaign-duplicators', '/activitys']) {
      expect(DATE_RANGE_SCOPE_DEFAULTS[dateRangeScopeOf(path)]).toBe('last7Days');
    }
  });
});
