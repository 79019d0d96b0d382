import type { ComponentProps } from 'react';
import { Calendar } from '@/components/ui/calendar';
import { useDateLocale } from '@/i18n/use-date-locale';

/**
 * The date range picker's calendar in the app's language, in a file of its own: react-day-picker and date-fns' locales
 * are needed only once the picker opens (see date-range-picker).
 */
export default function DateRangeCalendar(props: ComponentProps<typeof Calendar>) {
  return <Calendar {...props} locale={useDateLocale()} />;
}
