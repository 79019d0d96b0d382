import { describe, expect, it } from 'vitest';
import { budgetSchedule, firstEnd, scheduleEnded } from './budget-schedule.ts';

const t = (iso: string) => new Date(iso);

describe('budget schedules', () => {
  it('takes a holder’s own times first', () => {
    const own = { start: t('2026-03-20T00:00:00Z'), end: t('2026-05-19T00:00:00Z') };
    expect(budgetSchedule(own, [{ start: null, end: null }])).toEqual(own);
  });

  it('runs a budget spent by ad sets until the last of them ends, and on while any of them has no end', () => {
    const early = { start: t('2026-11-01T00:00:00Z'), end: t('2026-11-20T00:00:00Z') };
    const late = { start: t('2026-11-05T00:00:00Z'), end: t('2026-12-10T00:00:00Z') };
    expect(budgetSchedule({ start: null, end: null }, [late, early])).toEqual({ start: early.start, end: late.end });
    expect(budgetSchedule({ start: null, end: null }, [early, { start: late.start, end: null }])).toEqual({ start: early.start, end: null });
    expect(budgetSchedule({ start: null, end: null }, [])).toEqual({ start: null, end: null });
  });

  it('ends an ad set at its own end or its campaign’s stop, whichever comes first', () => {
    expect(firstEnd(t('2026-12-10T00:00:00Z'), t('2026-11-20T00:00:00Z'))).toEqual(t('2026-11-20T00:00:00Z'));
    expect(firstEnd(null, t('2026-11-20T00:00:00Z'))).toEqual(t('2026-11-20T00:00:00Z'));
    expect(firstEnd(null, null)).toBeNull();
  });

  it('counts a budget whose end passed as ended, one with its end ahead or none as active', () => {
    const now = t('2026-12-06T10:00:00Z');
    // The outside test's ad set: its lifetime budget ended on 19 May.
    expect(scheduleEnded({ start: t('2026-03-20T00:00:00Z'), end: t('2026-05-19T23:59:59-05:00') }, now)).toBe(true);
    expect(scheduleEnded({ start: null, end: now }, now)).toBe(true);
    expect(scheduleEnded({ start: null, end: t('2026-12-06T10:00:01Z') }, now)).toBe(false);
    expect(scheduleEnded({ start: null, end: null }, now)).toBe(false);
  });
});
