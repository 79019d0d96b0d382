import { describe, expect, it } from 'vitest';
import { firstUnsettledDay, unsettledDays } from './settled-days.ts';

describe('settled days', () => {
  it("keeps an account's yesterday open until 03:00 in its own time zone, then only the attribution window", () => {
    // 07:30 UTC is 02:30 in Bogotá (UTC−5): yesterday (the 9th) is still open there.
    expect(firstUnsettledDay(new Date('2026-03-10T07:30:00Z'), 'America/Bogota')).toBe('2026-03-02');
    // 08:30 UTC is 03:30 in Bogotá: the 9th is closed; the 10th and the 7 days before it remain.
    expect(firstUnsettledDay(new Date('2026-03-10T08:30:00Z'), 'America/Bogota')).toBe('2026-03-03');
    // Tokyo (UTC+9) is already on the 11th at 03:30 there.
    expect(firstUnsettledDay(new Date('2026-03-10T18:30:00Z'), 'Asia/Tokyo')).toBe('2026-03-04');
  });

  it('marks the days of the range any account may still revise', () => {
    const now = new Date('2026-03-10T08:30:00Z');
    expect(unsettledDays(now, ['Asia/Tokyo', 'America/Bogota'], '2026-02-20', '2026-03-10')).toEqual([
      '2026-03-03',
      '2026-03-04',
      '2026-03-05',
      '2026-03-06',
      '2026-03-07',
      '2026-03-08',
      '2026-03-09',
      '2026-03-10',
    ]);
    expect(unsettledDays(now, ['America/Bogota'], '2026-02-01', '2026-02-28')).toEqual([]);
    expect(unsettledDays(now, [], '2026-03-01', '2026-03-10')).toEqual([]);
  });
});
