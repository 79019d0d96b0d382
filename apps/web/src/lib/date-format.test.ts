import { format } from 'date-fns';
import { describe, expect, it } from 'vitest';
import { formatDate, formatDateRange, formatDateTime, formatDay, formatTime } from './date-format';

const firstOfNovember = new Date(2026, 10, 1, 14, 5);

describe('dates in the UI language', () => {
  it('writes dd/MM/yyyy in Spanish, as the spec says', () => {
    expect(formatDate(firstOfNovember, 'es')).toBe('01/11/2026');
    expect(formatDateTime(firstOfNovember, 'es')).toBe('01/11/2026 14:05');
    expect(formatDay(firstOfNovember, 'es')).toBe('01/11');
  });

  it('names the month in English, so day and month cannot be swapped', () => {
    expect(formatDate(firstOfNovember, 'en')).toBe('Nov 1, 2026');
    expect(formatDateTime(firstOfNovember, 'en')).toBe('Nov 1, 2026, 2:05 PM');
    expect(formatDay(firstOfNovember, 'en')).toBe('Nov 1');
  });

  it('treats regional and unknown languages by their family, English by default', () => {
    expect(formatDate(firstOfNovember, 'es-CO')).toBe('01/11/2026');
    expect(formatDate(firstOfNovember, undefined)).toBe('Nov 1, 2026');
  });

  it('reads the API’s epoch numbers and ISO strings, and shows a dash for anything else', () => {
    expect(formatDate(new Date(2024, 11, 31).getTime(), 'es')).toBe('31/12/2024');
    expect(formatDate('2025-01-02T10:00:00', 'en')).toBe('Jan 2, 2025');
    expect(formatDate('not a date', 'en')).toBe('—');
  });

  it('labels a custom range with both ends', () => {
    const range = { from: new Date(2025, 0, 5), to: new Date(2025, 1, 20) };
    expect(formatDateRange(range, 'en')).toBe('Jan 5, 2025 – Feb 20, 2025');
    expect(formatDateRange(range, 'es')).toBe('05/01/2025 – 20/02/2025');
  });
});

describe('the hand-written patterns', () => {
  it('write exactly what date-fns’ format writes, every hour of every month, in both languages', () => {
    const patterns = {
      en: { date: 'MMM d, yyyy', dateTime: 'MMM d, yyyy, h:mm a', day: 'MMM d', time: 'h:mm a' },
      es: { date: 'dd/MM/yyyy', dateTime: 'dd/MM/yyyy HH:mm', day: 'dd/MM', time: 'HH:mm' },
    } as const;
    const formatters = { date: formatDate, dateTime: formatDateTime, day: formatDay, time: formatTime };
    for (let month = 0; month < 12; month += 1) {
      for (const dayOfMonth of [1, 9, 10, 28]) {
        for (let hour = 0; hour < 24; hour += 1) {
          const moment = new Date(2026, month, dayOfMonth, hour, hour * 2 + 1);
          for (const language of ['en', 'es'] as const) {
            for (const pattern of ['date', 'dateTime', 'day', 'time'] as const) {
              expect(formatters[pattern](moment, language)).toBe(format(moment, patterns[language][pattern]));
            }
          }
        }
      }
    }
  });
});
