import { useTranslation } from 'react-i18next';
import { formatDate, formatDateRange, formatDateTime, formatDay, formatTime } from '@/lib/date-format';

/** The date formatters bound to the current UI language. */
export function useDateFormat() {
  const { i18n } = useTranslation();
  const language = i18n.resolvedLanguage;
  return {
    date: (value: Date | number | string) => formatDate(value, language),
    dateTime: (value: Date | number | string) => formatDateTime(value, language),
    day: (value: Date | number | string) => formatDay(value, language),
    time: (value: Date | number | string) => formatTime(value, language),
    range: (range: { from: Date; to: Date }) => formatDateRange(range, language),
  };
}
