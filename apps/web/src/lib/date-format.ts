/**
 * Dates as each language reads them: dd/MM/yyyy in Spanish (the spec's format) and a month in words in English
 * ("Nov 1, 2026"), since 11/01/2026 reads as two different days on either side of the Atlantic.
 *
 * Written by hand rather than with date-fns' `format`: these eight fixed patterns are all the app shows, and the header
 * draws them on every signed-in page, so its ≈6 KB (gzip) of pattern parsing would load before any page paints (ADR 0062).
 * The test holds every pattern to what `format` writes.
 */
const MONTHS = ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sep', 'Oct', 'Nov', 'Dec'] as const;

const twoDigits = (value: number) => String(value).padStart(2, '0');
const fourDigitYear = (date: Date) => String(date.getFullYear()).padStart(4, '0');
const clock12 = (date: Date) => `${date.getHours() % 12 || 12}:${twoDigits(date.getMinutes())} ${date.getHours() < 12 ? 'AM' : 'PM'}`;
const clock24 = (date: Date) => `${twoDigits(date.getHours())}:${twoDigits(date.getMinutes())}`;

const PATTERNS = {
  // MMM d, yyyy · MMM d, yyyy, h:mm a · MMM d · h:mm a
  en: {
    date: (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${fourDigitYear(date)}`,
    dateTime: (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}, ${fourDigitYear(date)}, ${clock12(date)}`,
    day: (date: Date) => `${MONTHS[date.getMonth()]} ${date.getDate()}`,
    time: clock12,
  },
  // dd/MM/yyyy · dd/MM/yyyy HH:mm · dd/MM · HH:mm
  es: {
    date: (date: Date) => `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${fourDigitYear(date)}`,
    dateTime: (date: Date) => `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}/${fourDigitYear(date)} ${clock24(date)}`,
    day: (date: Date) => `${twoDigits(date.getDate())}/${twoDigits(date.getMonth() + 1)}`,
    time: clock24,
  },
} as const;

type Pattern = keyof (typeof PATTERNS)['en'];

const patternsOf = (language: string | undefined) => (language?.startsWith('es') ? PATTERNS.es : PATTERNS.en);

/** The API's timestamps come as a Date, an epoch number or an ISO string; anything unreadable shows as a dash. */
function formatWith(pattern: Pattern, value: Date | number | string, language: string | undefined): string {
  const date = value instanceof Date ? value : new Date(value);
  return Number.isNaN(date.getTime()) ? '—' : patternsOf(language)[pattern](date);
}

/** "Nov 1, 2026" / "01/11/2026". */
export const formatDate = (value: Date | number | string, language: string | undefined) => formatWith('date', value, language);

/** "Nov 1, 2026, 2:05 PM" / "01/11/2026 14:05", for the exact moment behind a relative time. */
export const formatDateTime = (value: Date | number | string, language: string | undefined) => formatWith('dateTime', value, language);

/** "Nov 1" / "01/11", where the year is clear from the context (a chart's axis). */
export const formatDay = (value: Date | number | string, language: string | undefined) => formatWith('day', value, language);

/** "2:05 PM" / "14:05", where the day is clear from the context. */
export const formatTime = (value: Date | number | string, language: string | undefined) => formatWith('time', value, language);

/** "Mar 1, 2025 – Mar 9, 2025" / "01/03/2025 – 09/03/2025". */
export const formatDateRange = ({ from, to }: { from: Date; to: Date }, language: string | undefined) => `${formatDate(from, language)} – ${formatDate(to, language)}`;
