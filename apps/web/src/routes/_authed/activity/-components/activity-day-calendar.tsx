import type { Matcher } from 'react-day-picker';
import { Calendar } from '@/components/ui/calendar';
import { useDateLocale } from '@/i18n/use-date-locale';

interface ActivityDayCalendarProps {
  selected: Date | undefined;
  defaultMonth: Date;
  startMonth: Date;
  endMonth: Date;
  disabled: Matcher[];
  onSelect: (day: Date | undefined) => void;
}

/**
 * The day field's calendar in the app's language. Its own module, loaded with react-day-picker when a day field opens:
 * the date-fns locales it reads serve only the open calendar, not the Activity page's first paint.
 */
export function ActivityDayCalendar(props: ActivityDayCalendarProps) {
  const locale = useDateLocale();
  return <Calendar className="p-3" mode="single" locale={locale} {...props} />;
}
