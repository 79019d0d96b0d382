import { describe, expect, it } from 'vitest';
import { percentChange, previousPeriod } from './period-change.ts';

describe('change against the previous period', () => {
  it.each([
    ['a rise', 112, 100, true, 12],
    ['a fall', 75, 100, true, -25],
    ['no change', 40, 40, true, 0],
    ['a drop to nothing', 0, 80, true, -100],
    ['doubling', 2, 1, true, 100],
  ])('%s: %d against %d is %d %%', (_label, current, previous, hasData, expected) => {
    expect(percentChange(current, previous, hasData)).toBeCloseTo(expected, 10);
  });

  it('is unknown when the previous period has no synced day, whatever the numbers', () => {
    expect(percentChange(50, 0, false)).toBeNull();
    expect(percentChange(0, 0, false)).toBeNull();
  });

  it('is unknown when the previous value was zero: growth from nothing is no percentage', () => {
    expect(percentChange(30, 0, true)).toBeNull();
    expect(percentChange(0, 0, true)).toBeNull();
  });

  it.each([
    ['seven days', '2026-11-17', '2026-11-23', { from: '2026-11-10', to: '2026-11-16' }],
    ['a single day', '2026-11-23', '2026-11-23', { from: '2026-11-22', to: '2026-11-22' }],
    ['across a month and a leap day', '2028-03-01', '2028-03-02', { from: '2028-02-28', to: '2028-02-29' }],
    ['thirty days across a year', '2026-01-01', '2026-01-30', { from: '2025-12-02', to: '2025-12-31' }],
  ])('the previous period of %s has the same length and ends the day before', (_label, from, to, expected) => {
    expect(previousPeriod(from, to)).toEqual(expected);
  });
});
