import type { ComponentProps } from 'react';
import { Calendar } from '@/components/ui/calendar';

/**
 * The date range picker's calendar in a file of its own: react-day-picker is only needed once the picker opens, so it
 * stays out of every page's first load (see date-range-picker).
 */
export default function DateRangeCalendar(props: ComponentProps<typeof Calendar>) {
  return <Calendar {...props} />;
}
