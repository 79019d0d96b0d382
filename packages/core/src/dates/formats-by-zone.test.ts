import { describe, expect, it } from 'vitest';
import { formatsByZone } from './formats-by-zone.ts';
import { localDate } from './local-date.ts';

describe('formats by time zone', () => {
  it('makes one format per zone and gives it again', () => {
    let made = 0;
    const formatOf = formatsByZone((timeZone) => {
      made += 1;
      return new Intl.DateTimeFormat('en-CA', { timeZone });
    });
    const madrid = formatOf('Europe/Madrid');
    expect(formatOf('Europe/Madrid')).toBe(madrid);
    expect(formatOf('Asia/Tokyo')).not.toBe(madrid);
    expect(made).toBe(2);
  });

  it('keeps nothing for a zone that does not exist', () => {
    let made = 0;
    const formatOf = formatsByZone((timeZone) => {
      made += 1;
      return new Intl.DateTimeFormat('en-CA', { timeZone });
    });
    expect(() => formatOf('Mars/Olympus_Mons')).toThrow(RangeError);
    expect(() => formatOf('Mars/Olympus_Mons')).toThrow(RangeError);
    expect(made).toBe(2);
  });
});

describe('an account-local date', () => {
  const instant = new Date('2026-11-22T23:30:00Z');

  it('is the day in the account\'s zone, each zone its own, however often asked', () => {
    for (let read = 0; read < 3; read++) {
      expect(localDate(instant, 'Europe/Madrid')).toBe('2026-11-23');
      expect(localDate(instant, 'America/Los_Angeles')).toBe('2026-11-22');
      expect(localDate(instant, null)).toBe('2026-11-22');
    }
  });

  it('falls back to UTC for a zone name Intl does not know', () => {
    expect(localDate(instant, 'Nowhere/Atlantis')).toBe('2026-11-22');
  });
});
