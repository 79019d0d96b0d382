import { describe, expect, it } from 'vitest';
import { addDays, addMonthsToDay, daysBetween, eachDay, isDayBefore } from './day.ts';

describe('calendar days', () => {
  it('steps over month, leap-day and year ends', () => {
    expect(addDays('2028-02-28', 1)).toBe('2028-02-29');
    expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });

  it('orders days as dates, not as text: the day after 9999-12-31 is later, not earlier', () => {
    const next = addDays('9999-12-31', 1);
    expect(next).toBe('+010000-01-01');
    expect(isDayBefore('9999-12-31', next)).toBe(true);
    expect(daysBetween('9999-12-31', next)).toBe(1);
  });

  it('counts the days between two days, negative backwards', () => {
    expect(daysBetween('2026-01-01', '2026-12-31')).toBe(364);
    expect(daysBetween('2026-03-10', '2026-03-01')).toBe(-9);
  });

  it("moves by months to the shorter month's last day", () => {
    expect(addMonthsToDay('2026-03-31', -1)).toBe('2026-02-28');
    expect(addMonthsToDay('2026-12-06', -37)).toBe('2023-11-06');
  });

  it('lists every day of a range, none of a reversed one', () => {
    expect(eachDay('2026-12-30', '2027-01-02')).toEqual(['2026-12-30', '2026-12-31', '2027-01-01', '2027-01-02']);
    expect(eachDay('2026-12-02', '2026-12-01')).toEqual([]);
  });
});
