import { describe, expect, it } from 'vitest';
import { budgetPeriod, pacing } from './budget-pacing.ts';

describe('budget periods', () => {
  it("takes a daily budget's period as today in the account's time zone", () => {
    const now = new Date('2026-11-25T03:30:00Z');
    // In Bogotá (UTC-5) it is still the 24th, 22:30.
    expect(budgetPeriod({ type: 'daily' }, now, 'America/Bogota')).toEqual({ start: new Date('2026-11-24T05:00:00Z'), end: new Date('2026-11-25T05:00:00Z') });
    expect(budgetPeriod({ type: 'daily' }, now, 'Europe/Madrid')).toEqual({ start: new Date('2026-11-24T23:00:00Z'), end: new Date('2026-11-25T23:00:00Z') });
    expect(budgetPeriod({ type: 'daily' }, now, null)).toEqual({ start: new Date('2026-11-25T00:00:00Z'), end: new Date('2026-11-26T00:00:00Z') });
  });

  it("takes a lifetime budget's period from its start to its end time, and none without an end", () => {
    const startTime = new Date('2026-11-01T00:00:00Z');
    const endTime = new Date('2026-12-01T00:00:00Z');
    expect(budgetPeriod({ type: 'lifetime', startTime, endTime }, new Date('2026-11-16T00:00:00Z'), 'UTC')).toEqual({ start: startTime, end: endTime });
    expect(budgetPeriod({ type: 'lifetime', startTime, endTime: null }, new Date('2026-11-16T00:00:00Z'), 'UTC')).toBeNull();
  });
});

describe('pacing', () => {
  const period = { start: new Date('2026-11-25T00:00:00Z'), end: new Date('2026-11-26T00:00:00Z') };
  const at = (hour: number) => new Date(`2026-11-25T${String(hour).padStart(2, '0')}:00:00Z`);

  it('projects spend so far to the end of the period and compares it with the budget', () => {
    // Half the day gone: 25.00 spent of a 50.00 budget ends the day at 50.00.
    expect(pacing(5000, 2500, period, at(12))).toEqual({ status: 'on_track', projectedMinor: 5000, elapsed: 0.5 });
    expect(pacing(5000, 3000, period, at(12))).toMatchObject({ status: 'over', projectedMinor: 6000 });
    expect(pacing(5000, 2000, period, at(12))).toMatchObject({ status: 'under', projectedMinor: 4000 });
    // Within 10 % either way is on track.
    expect(pacing(5000, 2700, period, at(12)).status).toBe('on_track');
  });

  it('does not pace a period too young to tell, or one it cannot bound', () => {
    expect(pacing(5000, 0, period, at(1))).toEqual({ status: 'unknown', projectedMinor: null, elapsed: 1 / 24 });
    expect(pacing(5000, 100, null, at(12))).toEqual({ status: 'unknown', projectedMinor: null, elapsed: 0 });
  });
});
