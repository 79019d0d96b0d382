import { format, isValid } from 'date-fns';

/**
 * Dates as each language reads them: dd/MM/yyyy in Spanish (the spec's format) and a month in words in English
 * ("Nov 1, 2026"), since 11/01/2026 reads as two different days on either side of the Atlantic.
 */
const PATTERNS = {
  en: { date: 'MMM d, yyyy', dateTime: 'MMM d, yyyy, h:mm a', day: 'MMM d', time: 'h:mm a' },
  es: { date: 'dd/MM/yyyy', dateTime: 'dd/MM/yyyy HH:mm', day: 'dd/MM', time: 'HH:mm' },
} as const;

type Pattern = keyof (typeof PATTERNS)['en'];

const patternsOf = (language: string | undefined) => (language?.startsWith('es') ? PATTERNS.es : PATTERNS.en);

/** The API's timestamps come as a Date, an epoch number or an ISO string; anything unreadable shows as a dash. */
function formatWith(pattern: Pattern, value: Date | number | string, language: string | undefined): string {
  const date = value instanceof Date ? value : new Date(value);
  return isValid(date) ? format(date, patternsOf(language)[pattern]) : '—';
}

/** "Nov 1, 2026" / "01/11/2026". */
export const formatDate = (value: Date | number | string, language: string | undefined) => formatWith('date', value, language);

/** "Nov 1, 2026, 2:05 PM" / "01/11/2026 14:05", for the exact moment behind a relative time. */
export const formatDateTime = (value: Date | number | string, language: string | undefined) => formatWith('dateTime', value, language);

/** "Nov 1" / "01/11", where the year is clear from the context (a chart's axis). */
export const formatDay = (value: Date | number | string, language: string | undefined) => formatWith('day', value, language);

/** "Mar 1, 2025 – Mar 9, 2025" / "01/03/2025 – 09/03/2025". */
/** "2:05 PM" / "14:05", where the day is clear from the context. */
export const formatTime = (value: Date | number | string, language: string | undefined) => formatWith('time', value, language);

export const formatDateRange = ({ from, to }: { from: Date; to: Date }, language: string | undefined) => `${formatDate(from, language)} – ${formatDate(to, language)}`;
