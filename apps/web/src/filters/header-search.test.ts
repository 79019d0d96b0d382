import { describe, expect, it } from 'vitest';
import { presetSelection } from './date-range-presets';
import { dateRangeOfSearch, searchOfDateRange, validateHeaderSearch } from './header-search';

const now = new Date(2025, 2, 10, 15, 45);

describe('validateHeaderSearch', () => {
  it('keeps a preset, a custom range and a platform', () => {
    expect(validateHeaderSearch({ range: 'last30Days', platform: 'facebook' })).toEqual({ range: 'last30Days', platform: 'facebook' });
    expect(validateHeaderSearch({ from: '2025-01-05', to: '2025-02-01' })).toEqual({ from: '2025-01-05', to: '2025-02-01' });
  });

  it('prefers a complete custom range over a preset', () => {
    expect(validateHeaderSearch({ range: 'today', from: '2025-01-05', to: '2025-01-05' })).toEqual({ from: '2025-01-05', to: '2025-01-05' });
  });

  it('drops what cannot be read, so the page falls back to its default', () => {
    expect(validateHeaderSearch({ range: 'lastYear' })).toEqual({});
    expect(validateHeaderSearch({ from: '2025-02-30', to: '2025-03-02' })).toEqual({});
    expect(validateHeaderSearch({ from: '2025-03-02', to: '2025-03-01' })).toEqual({});
    expect(validateHeaderSearch({ from: '2025-03-02' })).toEqual({});
    expect(validateHeaderSearch({ from: 20250302, to: '2025-03-04' })).toEqual({});
    expect(validateHeaderSearch({ platform: '<script>' })).toEqual({});
    expect(validateHeaderSearch({ platform: 'all' })).toEqual({});
    expect(validateHeaderSearch({ platform: ['facebook'] })).toEqual({});
  });

  it('names every key, so a dropped value replaces the raw one the URL holds', () => {
    const search = validateHeaderSearch({ range: 'lastYear', from: 'x', platform: '<b>' });
    expect(Object.keys(search).sort()).toEqual(['from', 'platform', 'range', 'to']);
    expect(Object.values(search).every((value) => value === undefined)).toBe(true);
  });

  it('falls back to the preset when the custom range is broken', () => {
    expect(validateHeaderSearch({ range: 'yesterday', from: 'soon', to: '2025-03-01' })).toEqual({ range: 'yesterday' });
  });
});

describe('range ↔ URL', () => {
  it('reads the default preset when the URL names none', () => {
    expect(dateRangeOfSearch({}, 'last7Days', now)).toEqual(presetSelection('last7Days', now));
    expect(dateRangeOfSearch({}, 'today', now)).toEqual(presetSelection('today', now));
  });

  it('reads a preset as of today and a custom range as its days', () => {
    expect(dateRangeOfSearch({ range: 'last90Days' }, 'last7Days', now)).toEqual(presetSelection('last90Days', now));
    expect(dateRangeOfSearch({ from: '2025-01-05', to: '2025-02-01' }, 'last7Days', now)).toEqual({
      preset: null,
      range: { from: new Date(2025, 0, 5), to: new Date(2025, 1, 1) },
    });
  });

  it('writes a preset by name, leaves the default out and a custom range as its days', () => {
    expect(searchOfDateRange(presetSelection('last30Days', now), 'last7Days')).toEqual({ range: 'last30Days', from: undefined, to: undefined });
    expect(searchOfDateRange(presetSelection('last7Days', now), 'last7Days')).toEqual({ range: undefined, from: undefined, to: undefined });
    expect(searchOfDateRange({ preset: null, range: { from: new Date(2025, 0, 5), to: new Date(2025, 1, 1) } }, 'last7Days')).toEqual({
      range: undefined,
      from: '2025-01-05',
      to: '2025-02-01',
    });
  });

  it('reads back what it writes', () => {
    for (const selection of [presetSelection('yesterday', now), { preset: null, range: { from: new Date(2024, 11, 31), to: new Date(2025, 0, 2) } }] as const) {
      const written = validateHeaderSearch(searchOfDateRange(selection, 'last7Days'));
      expect(dateRangeOfSearch(written, 'last7Days', now)).toEqual(selection);
    }
  });
});
