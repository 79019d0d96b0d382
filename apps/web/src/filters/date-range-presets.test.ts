import { addHours, format, isSameDay, parseISO } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { apiRangeOf, dayOfIso, earliestKeptDay, extendDraftRange, isoDayOf, isSameLocalDay, presetRange, presetSelection, toApiDateRange } from './date-range-presets';

const now = new Date(2025, 2, 10, 15, 45);

describe('presetRange', () => {
  // Monday 10 March 2025, 15:45 in the browser's calendar.
  it('counts whole days as Ads Manager does: today alone, yesterday alone, the last N days ending yesterday', () => {
    expect(presetRange('today', now)).toEqual({ from: new Date(2025, 2, 10), to: new Date(2025, 2, 10) });
    expect(presetRange('yesterday', now)).toEqual({ from: new Date(2025, 2, 9), to: new Date(2025, 2, 9) });
    expect(presetRange('last7Days', now)).toEqual({ from: new Date(2025, 2, 3), to: new Date(2025, 2, 9) });
    expect(presetRange('last14Days', now)).toEqual({ from: new Date(2025, 1, 24), to: new Date(2025, 2, 9) });
    expect(presetRange('last30Days', now)).toEqual({ from: new Date(2025, 1, 8), to: new Date(2025, 2, 9) });
    expect(presetRange('last90Days', now)).toEqual({ from: new Date(2024, 11, 10), to: new Date(2025, 2, 9) });
  });

  it('counts this month to today and last month whole', () => {
    expect(presetRange('thisMonth', now)).toEqual({ from: new Date(2025, 2, 1), to: new Date(2025, 2, 10) });
    expect(presetRange('lastMonth', now)).toEqual({ from: new Date(2025, 1, 1), to: new Date(2025, 1, 28) });
  });

  it('starts Maximum at the first day a calendar offers', () => {
    expect(presetRange('maximum', now)).toEqual({ from: earliestKeptDay(now), to: new Date(2025, 2, 10) });
  });

  it('asks the server for a preset by name, and for a custom range by its days', () => {
    expect(apiRangeOf(presetSelection('yesterday', now))).toEqual({ preset: 'yesterday' });
    expect(apiRangeOf({ preset: null, range: { from: new Date(2025, 2, 1), to: new Date(2025, 2, 4) } })).toEqual({ from: '2025-03-01', to: '2025-03-04' });
  });
});

describe('extendDraftRange', () => {
  const first = new Date(2025, 2, 3);
  const second = new Date(2025, 2, 8);

  it('starts a range on the first click and leaves its end open', () => {
    expect(extendDraftRange(undefined, first)).toEqual({ from: first, to: undefined });
  });

  it('ends the range on the second click, whichever day comes first', () => {
    expect(extendDraftRange({ from: first }, second)).toEqual({ from: first, to: second });
    expect(extendDraftRange({ from: second }, first)).toEqual({ from: first, to: second });
  });

  it('allows a one-day range by clicking the same day twice', () => {
    expect(extendDraftRange({ from: first }, first)).toEqual({ from: first, to: first });
  });

  it('starts over after a complete range', () => {
    expect(extendDraftRange({ from: first, to: second }, second)).toEqual({ from: second, to: undefined });
  });
});

describe('toApiDateRange', () => {
  it('gives both ends as local calendar days', () => {
    expect(toApiDateRange(presetRange('last7Days', now))).toEqual({ from: '2025-03-03', to: '2025-03-09' });
    expect(toApiDateRange({ from: new Date(2024, 11, 31, 23, 59), to: new Date(2025, 0, 1, 0, 0) })).toEqual({ from: '2024-12-31', to: '2025-01-01' });
  });
});

describe('calendar days as YYYY-MM-DD', () => {
  it('writes and reads a day as date-fns would, in the browser’s time zone', () => {
    for (let month = 0; month < 12; month += 1) {
      const day = new Date(2026, month, month + 1, 23, 59);
      expect(isoDayOf(day)).toBe(format(day, 'yyyy-MM-dd'));
      expect(dayOfIso(isoDayOf(day))).toEqual(parseISO(isoDayOf(day)));
    }
    expect(isoDayOf(new Date(2024, 1, 29))).toBe('2024-02-29');
  });

  it('rolls a day that does not exist over to another, so it cannot be mistaken for itself', () => {
    expect(isoDayOf(dayOfIso('2025-02-30'))).toBe('2025-03-02');
    expect(isoDayOf(dayOfIso('0099-01-01'))).toBe('0099-01-01');
  });
});

describe('isSameLocalDay', () => {
  it('answers as date-fns’ isSameDay, an hour at a time across a year’s day, month and year ends', () => {
    const start = new Date(2025, 11, 30, 0, 30);
    for (let hours = 0; hours < 24 * 400; hours += 5) {
      const left = addHours(start, hours);
      for (const right of [addHours(left, 1), addHours(left, 23), addHours(left, 24 * 31), new Date(left.getTime() + 365 * 24 * 3600 * 1000)]) {
        expect(isSameLocalDay(left, right)).toBe(isSameDay(left, right));
      }
    }
  });

  it('tells a range within one day from one across midnight', () => {
    expect(isSameLocalDay(new Date(2026, 10, 1, 0, 0), new Date(2026, 10, 1, 23, 59))).toBe(true);
    expect(isSameLocalDay(new Date(2026, 10, 1, 23, 59), new Date(2026, 10, 2, 0, 0))).toBe(false);
    expect(isSameLocalDay(new Date(2026, 10, 1), new Date(2025, 10, 1))).toBe(false);
  });
});

describe('earliestKeptDay', () => {
  it('offers no day the server refuses: 37 months back from the browser’s today, with a day’s margin', () => {
    expect(isoDayOf(earliestKeptDay(new Date(2026, 11, 6, 23, 30)))).toBe('2023-11-07');
    // 31 March less 37 months lands on the last day of February, then the margin's day.
    expect(isoDayOf(earliestKeptDay(new Date(2027, 2, 31)))).toBe('2024-03-01');
  });
});
