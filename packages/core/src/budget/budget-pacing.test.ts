import { describe, expect, it } from 'vitest';
import { type BudgetSpend, budgetPeriod, calendarWeekSoFar, pacing } from './budget-pacing.ts';
import { META_DAILY_ALLOWANCE, TIKTOK_DAILY_ALLOWANCE } from './daily-allowance.ts';

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

  it("counts the calendar week from the account's own Sunday", () => {
    // Sunday 29 Nov, 03:00 UTC: in UTC the week starts today; in Bogotá it is still Saturday the 28th, 22:00, in the week
    // that began on Sunday the 22nd.
    const now = new Date('2026-11-29T03:00:00Z');
    expect(calendarWeekSoFar(now, 'UTC')).toEqual({ since: '2026-11-29', until: '2026-11-29' });
    expect(calendarWeekSoFar(now, 'America/Bogota')).toEqual({ since: '2026-11-22', until: '2026-11-28' });
    // Tokyo is already at Sunday noon: the same week as UTC's.
    expect(calendarWeekSoFar(now, 'Asia/Tokyo')).toEqual({ since: '2026-11-29', until: '2026-11-29' });
  });
});

describe('pacing', () => {
  const day = { start: new Date('2026-11-25T00:00:00Z'), end: new Date('2026-11-26T00:00:00Z') };
  const at = (hour: number) => new Date(`2026-11-25T${String(hour).padStart(2, '0')}:00:00Z`);
  const daily = (spentMinor: number, weekSpentMinor: number | null = null): BudgetSpend => ({ type: 'daily', budgetMinor: 5000, spentMinor, weekSpentMinor });
  const lifetime = (spentMinor: number): BudgetSpend => ({ type: 'lifetime', budgetMinor: 10_000, spentMinor, weekSpentMinor: null });

  it('projects spend so far to the end of the period and compares it with the budget', () => {
    // Half the day gone: 25.00 spent of a 50.00 budget ends the day at 50.00.
    expect(pacing(daily(2500), day, at(12), META_DAILY_ALLOWANCE)).toEqual({ status: 'on_track', projectedMinor: 5000, elapsed: 0.5, todayCeilingMinor: 8750 });
    expect(pacing(daily(3000), day, at(12), META_DAILY_ALLOWANCE)).toMatchObject({ status: 'over', projectedMinor: 6000 });
    expect(pacing(daily(2000), day, at(12), META_DAILY_ALLOWANCE)).toMatchObject({ status: 'under', projectedMinor: 4000 });
    // Within 10 % either way is on track.
    expect(pacing(daily(2700), day, at(12), META_DAILY_ALLOWANCE).status).toBe('on_track');
  });

  it('holds a Meta daily budget to 1.75 times itself on a day: 1.5 times is within, 1.8 times is over-spent', () => {
    // 50.00 a day: Meta may spend up to 87.50 on one day.
    // 75.00 by 18:00 is on its way to 100.00, but Meta stops the day at 87.50: that is the most it can end at.
    expect(pacing(daily(7500), day, at(18), META_DAILY_ALLOWANCE)).toEqual({ status: 'over', projectedMinor: 8750, elapsed: 0.75, todayCeilingMinor: 8750 });
    expect(pacing(daily(8750), day, at(23), META_DAILY_ALLOWANCE).status).toBe('over');
    expect(pacing(daily(9000), day, at(18), META_DAILY_ALLOWANCE)).toEqual({ status: 'overspent', projectedMinor: null, elapsed: 0.75, todayCeilingMinor: 8750 });
  });

  it('holds a Meta daily budget to 7 times itself over the calendar week', () => {
    // 50.00 a day: at most 350.00 from Sunday to Saturday. Today's 60.00 is within the day's 87.50.
    expect(pacing(daily(6000, 35_000), day, at(18), META_DAILY_ALLOWANCE).status).toBe('over');
    expect(pacing(daily(6000, 35_001), day, at(18), META_DAILY_ALLOWANCE).status).toBe('overspent');
  });

  it("holds today's projection to what the calendar week has left, which may be less than the budget", () => {
    // 50.00 a day, 320.00 spent this week before today: today may spend only 30.00 more, whatever its pace.
    const nearlySpentWeek = pacing(daily(1500, 33_500), day, at(6), META_DAILY_ALLOWANCE);
    expect(nearlySpentWeek).toEqual({ status: 'under', projectedMinor: 3000, elapsed: 0.25, todayCeilingMinor: 3000 });
    // The week's last 30.00 spent: nothing more today, and the projection is what is spent.
    expect(pacing(daily(3000, 35_000), day, at(6), META_DAILY_ALLOWANCE)).toMatchObject({ status: 'under', projectedMinor: 3000, todayCeilingMinor: 3000 });
    // A week with room to spare leaves the day its own ceiling.
    expect(pacing(daily(1500, 5000), day, at(6), META_DAILY_ALLOWANCE).todayCeilingMinor).toBe(8750);
    // No week read: the day's ceiling alone.
    expect(pacing(daily(1500), day, at(6), META_DAILY_ALLOWANCE).todayCeilingMinor).toBe(8750);
  });

  it('says over-spent, never too early to tell, from the first hour in which the figures decide it', () => {
    // 01:00, a 24th of the day gone: too early to project 2.00 of 50.00…
    expect(pacing(daily(200), day, at(1), META_DAILY_ALLOWANCE)).toEqual({ status: 'unknown', projectedMinor: null, elapsed: 1 / 24, todayCeilingMinor: 8750 });
    // …but 90.00 already spent is past what Meta allows on a day, and 60.00 is past the budget.
    expect(pacing(daily(9000), day, at(1), META_DAILY_ALLOWANCE).status).toBe('overspent');
    // Its pace would end the day at 1,440.00; Meta stops it at 87.50.
    expect(pacing(daily(6000), day, at(1), META_DAILY_ALLOWANCE)).toEqual({ status: 'over', projectedMinor: 8750, elapsed: 1 / 24, todayCeilingMinor: 8750 });
  });

  it('holds a lifetime budget to itself: 101 % on its first day is over-spent', () => {
    const thirtyDays = { start: new Date('2026-11-25T00:00:00Z'), end: new Date('2026-12-25T00:00:00Z') };
    expect(pacing(lifetime(10_100), thirtyDays, at(6), META_DAILY_ALLOWANCE).status).toBe('overspent');
    expect(pacing(lifetime(10_000), thirtyDays, at(6), META_DAILY_ALLOWANCE).status).toBe('unknown');
    // Without an end it cannot be paced, yet spending past it is still over-spent.
    expect(pacing(lifetime(10_100), null, at(6), META_DAILY_ALLOWANCE)).toEqual({ status: 'overspent', projectedMinor: null, elapsed: 0, todayCeilingMinor: null });
    expect(pacing(lifetime(5000), null, at(12), META_DAILY_ALLOWANCE)).toEqual({ status: 'unknown', projectedMinor: null, elapsed: 0, todayCeilingMinor: null });
  });

  it('holds a TikTok daily budget to itself: it is the day’s ceiling', () => {
    expect(pacing(daily(5100), day, at(12), TIKTOK_DAILY_ALLOWANCE).status).toBe('overspent');
    expect(pacing(daily(5000), day, at(23), TIKTOK_DAILY_ALLOWANCE).status).toBe('on_track');
    // A fast morning ends the day at the budget, not past it.
    expect(pacing(daily(4000), day, at(12), TIKTOK_DAILY_ALLOWANCE)).toMatchObject({ status: 'on_track', projectedMinor: 5000, todayCeilingMinor: 5000 });
  });

  it("paces a daily budget on the account's own day, not UTC's", () => {
    // 03:30 UTC on the 25th is 22:30 on the 24th in Bogotá: 22.5 of its 24 hours gone, 45.00 spent ends its day at 48.00.
    const now = new Date('2026-11-25T03:30:00Z');
    const bogota = budgetPeriod({ type: 'daily' }, now, 'America/Bogota');
    expect(pacing(daily(4500), bogota, now, META_DAILY_ALLOWANCE)).toEqual({ status: 'on_track', projectedMinor: 4800, elapsed: 22.5 / 24, todayCeilingMinor: 8750 });
    // In UTC the same 45.00 would be 3.5 hours into the day: far over pace.
    expect(pacing(daily(4500), budgetPeriod({ type: 'daily' }, now, 'UTC'), now, META_DAILY_ALLOWANCE).status).toBe('over');
  });
});
