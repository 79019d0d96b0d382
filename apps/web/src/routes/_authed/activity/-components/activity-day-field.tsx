import { startOfDay } from 'date-fns';
import { CalendarIcon } from 'lucide-react';
import { lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import { dayOfIso, earliestKeptDay, isoDayOf } from '@/filters/date-range-presets';
import { useDateFormat } from '@/i18n/use-date-format';
import { cn } from '@/lib/utils';

// react-day-picker and date-fns' locales are needed only once a day field opens: fetched when a pointer or the keyboard
// reaches the button, so they stay out of the page's first load and are usually there by the time the calendar shows.
// Days are read and written by hand (dayOfIso, isoDayOf) for the same reason: date-fns' `format` would load with the page.
const loadCalendar = () => import('./activity-day-calendar');
const Calendar = lazy(() => loadCalendar().then((module) => ({ default: module.ActivityDayCalendar })));

interface ActivityDayFieldProps {
  id: string;
  label: string;
  /** The chosen day, YYYY-MM-DD; absent means no bound. */
  value: string | undefined;
  /** The earliest and latest days that may be chosen (the other bound). */
  earliest?: string | undefined;
  latest?: string | undefined;
  onChange: (value: string | undefined) => void;
}

/**
 * One day of the Activity filters, in the app's language (a native date input follows the browser's locale instead):
 * the header's calendar, a day at a time. No day can be after today; choosing the chosen day again clears it.
 */
export function ActivityDayField({ id, label, value, earliest, latest, onChange }: ActivityDayFieldProps) {
  const { t } = useTranslation('activity');
  const formatDate = useDateFormat();
  const [open, setOpen] = useState(false);
  const today = startOfDay(new Date());
  const selected = value ? dayOfIso(value) : undefined;
  const last = latest && dayOfIso(latest) < today ? dayOfIso(latest) : today;
  // Nothing before the retention window can be asked for (the server refuses it), whatever the other bound says.
  const oldest = earliestKeptDay(new Date());
  const first = earliest && dayOfIso(earliest) > oldest ? dayOfIso(earliest) : oldest;
  const shown = selected ? formatDate.date(selected) : t('filters.anyDay');
  const choose = (day: string | undefined) => {
    onChange(day);
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={setOpen}>
      <PopoverTrigger asChild>
        <Button
          id={id}
          variant="outline"
          className="w-full min-w-0 justify-start font-normal"
          onPointerEnter={() => void loadCalendar()}
          onFocus={() => void loadCalendar()}
          aria-label={`${label}: ${shown}`}>
          <CalendarIcon aria-hidden="true" className="text-muted-foreground" />
          <span className={cn('truncate', !selected && 'text-muted-foreground')}>{shown}</span>
        </Button>
      </PopoverTrigger>
      <PopoverContent align="start" className="w-auto max-w-[calc(100vw-1rem)] p-0">
        <Suspense fallback={<Skeleton className="m-3 h-72 w-64" />}>
          <Calendar
            selected={selected}
            defaultMonth={selected ?? last}
            startMonth={oldest}
            endMonth={today}
            disabled={[{ after: last }, { before: first }]}
            onSelect={(day) => choose(day ? isoDayOf(day) : undefined)}
          />
        </Suspense>
        {selected && (
          <div className="flex justify-end border-t p-2">
            <Button variant="ghost" size="sm" onClick={() => choose(undefined)}>
              {t('filters.anyDay')}
            </Button>
          </div>
        )}
      </PopoverContent>
    </Popover>
  );
}
