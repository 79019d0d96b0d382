import { describe, expect, it } from 'vitest';
import { estimateFinishMinutes } from './finish-estimate.ts';

const now = new Date('2026-11-24T12:00:00Z');
const minutesAgo = (minutes: number) => new Date(now.getTime() - minutes * 60_000);

describe('estimating when bulk work finishes from the accounts’ API usage', () => {
  it('is nothing without work and at least a minute with some', () => {
    expect(estimateFinishMinutes([], { now })).toBe(0);
    expect(estimateFinishMinutes([{ usedPercent: 0, seenAt: null, calls: 0 }], { now })).toBe(0);
    expect(estimateFinishMinutes([{ usedPercent: 0, seenAt: null, calls: 3 }], { now })).toBe(1);
  });

  it('goes at the usual pace while the work fits in the room left', () => {
    // 120 calls at 0.5 s = 1 min; 40 % of 300 calls/h fits under the 80 % ceiling from 30 %.
    expect(estimateFinishMinutes([{ usedPercent: 30, seenAt: now, calls: 120 }], { now })).toBe(1);
  });

  it('waits for the rolling hour to drain what does not fit', () => {
    // 70 % used + 40 % needed = 110 %: 30 % over the 80 % ceiling waits 18 minutes, plus 1 minute of calls.
    expect(estimateFinishMinutes([{ usedPercent: 70, seenAt: now, calls: 120 }], { now })).toBe(19);
  });

  it('counts the draining since the reading: an old reading leaves more room', () => {
    // 70 % read 30 minutes ago is 20 % now: the work fits.
    expect(estimateFinishMinutes([{ usedPercent: 70, seenAt: minutesAgo(30), calls: 120 }], { now })).toBe(1);
  });

  it('is decided by the slowest account, as accounts run side by side', () => {
    const busy = { usedPercent: 90, seenAt: now, calls: 60 };
    const idle = { usedPercent: 0, seenAt: now, calls: 60 };
    // Busy: 90 + 20 − 80 = 30 % over → 18 min, plus 0.5 min of calls.
    expect(estimateFinishMinutes([idle, busy], { now })).toBe(19);
    expect(estimateFinishMinutes([idle], { now })).toBe(1);
  });
});
