import { describe, expect, it } from 'vitest';
import { percentChange } from './period-change.ts';

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
});
