import { ChevronLeftIcon, ChevronRightIcon } from 'lucide-react';
import type { ComponentProps } from 'react';
import { type ChevronProps, DayPicker } from 'react-day-picker';
import { enUS } from 'react-day-picker/locale/en-US';
import { es } from 'react-day-picker/locale/es';
import { buttonVariants } from '@/components/ui/button';
import { cn } from '@/lib/utils';

function CalendarChevron({ orientation, className }: ChevronProps) {
  const Icon = orientation === 'left' ? ChevronLeftIcon : ChevronRightIcon;
  return <Icon aria-hidden="true" className={cn('size-4', className)} />;
}

const navButton = cn(buttonVariants({ variant: 'ghost', size: 'icon' }), 'size-8 aria-disabled:opacity-40');

/** DayPicker's labels (next month, today …) in the language of the date-fns locale it is given. */
const DAY_PICKER_LOCALES = { es, 'en-US': enUS } as const;

/** DayPicker styled with the theme tokens; its own stylesheet is not loaded. */
export function Calendar({ className, classNames, showOutsideDays = true, locale, ...props }: ComponentProps<typeof DayPicker>) {
  const labelled = locale?.code === 'es' || locale?.code === 'en-US' ? DAY_PICKER_LOCALES[locale.code] : locale;
  return (
    <DayPicker
      locale={labelled}
      showOutsideDays={showOutsideDays}
      className={cn('w-fit', className)}
      classNames={{
        months: 'relative flex flex-col gap-4 sm:flex-row sm:gap-6',
        month: 'flex flex-col gap-3',
        nav: 'absolute inset-x-0 top-0 z-10 flex items-center justify-between',
        button_previous: navButton,
        button_next: navButton,
        month_caption: 'flex h-8 items-center justify-center px-10',
        caption_label: 'text-sm font-medium capitalize',
        month_grid: 'border-collapse',
        weekday: 'size-9 p-0 text-[0.75rem] font-normal text-muted-foreground capitalize',
        day: 'size-9 p-0 text-center text-sm',
        day_button:
          'inline-flex size-9 items-center justify-center rounded-md outline-none hover:bg-accent hover:text-accent-foreground focus-visible:relative focus-visible:z-10 focus-visible:ring-[3px] focus-visible:ring-ring/50 disabled:pointer-events-none',
        today: 'font-bold',
        selected: '[&>button]:bg-primary [&>button]:text-primary-foreground [&>button]:hover:bg-primary/90 [&>button]:hover:text-primary-foreground',
        range_start: 'rounded-l-md bg-accent',
        range_middle: 'bg-accent [&>button]:bg-transparent! [&>button]:text-accent-foreground! [&>button]:hover:bg-primary/10!',
        range_end: 'rounded-r-md bg-accent',
        outside: 'text-muted-foreground opacity-60',
        disabled: 'text-muted-foreground opacity-40',
        hidden: 'invisible',
        ...classNames,
      }}
      components={{ Chevron: CalendarChevron }}
      {...props}
    />
  );
}
