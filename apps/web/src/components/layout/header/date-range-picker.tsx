import { startOfDay, subMonths } from 'date-fns';
import { CalendarIcon, ChevronDownIcon } from 'lucide-react';
import { useRouterState } from '@tanstack/react-router';
import { type ComponentProps, lazy, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Popover, PopoverContent, PopoverTrigger } from '@/components/ui/popover';
import { Skeleton } from '@/components/ui/skeleton';
import {
  DATE_RANGE_PRESETS,
  type DateRangePresetId,
  type DraftRange,
  earliestKeptDay,
  extendDraftRange,
  presetSelection,
} from '@/filters/date-range-presets';
import { dateRangeScopeOf } from '@/filters/date-range-scope';
import { useFilters } from '@/filters/filters-context';
import { useMediaQuery } from '@/hooks/use-media-query';
import { useDateFormat } from '@/i18n/use-date-format';

// The calendar (react-day-picker) serves only the open popover, which most visits never open: fetched when a pointer
// or the keyboard reaches the button, so it is usually there by the time the popover opens.
const loadCalendar = () => import('./date-range-calendar');
const DateRangeCalendar = lazy(loadCalendar);

/** The header's date range: presets and a calendar in a popover. */
export function DateRangePicker() {
  const { t } = useTranslation('layout');
  const scope = useRouterState({ select: (state) => dateRangeScopeOf(state.location.pathname) });
  const { dateRanges, setDateRange } = useFilters();
  const dateRange = dateRanges[scope];
  const [open, setOpen] = useState(false);
  const [draft, setDraft] = useState<DraftRange>();
  const twoMonths = useMediaQuery('(min-width: 768px)');
  const today = startOfDay(new Date());
  // No day before the platforms' retention can be asked for (the server refuses it): the calendar starts there.
  const earliest = earliestKeptDay(new Date());

  const onOpenChange = (next: boolean) => {
    setOpen(next);
    // Each opening starts a fresh custom pick; the applied range stays until Apply or a preset.
    if (next) setDraft(undefined);
  };

  const applyPreset = (preset: DateRangePresetId) => {
    setDateRange(scope, presetSelection(preset));
    setOpen(false);
  };

  const applyDraft = () => {
    if (!draft?.from || !draft.to) return;
    setDateRange(scope, { preset: null, range: { from: draft.from, to: draft.to } });
    setOpen(false);
  };

  return (
    <Popover open={open} onOpenChange={onOpenChange}>
      <PopoverTrigger asChild>
        <DateRangeButton onPointerEnter={() => void loadCalendar()} onFocus={() => void loadCalendar()} />
      </PopoverTrigger>
      <PopoverContent align="start" className="w-auto max-w-[calc(100vw-1rem)] p-0">
        <div className="flex flex-col md:flex-row">
          <div role="group" aria-label={t('filters.presetsLabel')} className="flex flex-wrap gap-1 border-b p-3 md:w-40 md:flex-col md:flex-nowrap md:border-r md:border-b-0">
            {DATE_RANGE_PRESETS.map(({ id }) => (
              <Button
                key={id}
                variant={dateRange.preset === id ? 'secondary' : 'ghost'}
                size="sm"
                className="justify-start"
                aria-pressed={dateRange.preset === id}
                onClick={() => applyPreset(id)}
              >
                {t(`filters.presets.${id}`)}
              </Button>
            ))}
          </div>
          <div className="flex flex-col gap-3 p-3">
            <Suspense fallback={<Skeleton className={twoMonths ? 'h-72 w-[35rem]' : 'h-72 w-64'} />}>
              <DateRangeCalendar
                className="self-center md:self-auto"
                mode="range"
                numberOfMonths={twoMonths ? 2 : 1}
                // The current month sits last, since no later day can be picked.
                defaultMonth={twoMonths ? subMonths(today, 1) : today}
                startMonth={earliest}
                endMonth={today}
                selected={draft}
                onSelect={(_range, day) => setDraft((current) => extendDraftRange(current, day))}
                disabled={[{ before: earliest }, { after: today }]}
                />
            </Suspense>
            <div className="flex justify-end">
              <Button size="sm" disabled={!draft?.from || !draft.to} onClick={applyDraft}>
                {t('filters.apply')}
              </Button>
            </div>
          </div>
        </div>
      </PopoverContent>
    </Popover>
  );
}

/** The range the header shows on this screen, as a preset's name or a custom range's days. */
function useDateRangeLabel(): string {
  const { t } = useTranslation('layout');
  const formatDate = useDateFormat();
  const scope = useRouterState({ select: (state) => dateRangeScopeOf(state.location.pathname) });
  const dateRange = useFilters().dateRanges[scope];
  return dateRange.preset ? t(`filters.presets.${dateRange.preset}`) : formatDate.range(dateRange.range);
}

/** The picker's closed button, showing the range this screen reads. */
function DateRangeButton(props: ComponentProps<'button'>) {
  const { t } = useTranslation('layout');
  const label = useDateRangeLabel();
  return (
    <Button type="button" variant="outline" className="w-full min-w-0 justify-start font-normal sm:w-auto" aria-label={`${t('filters.dateRangeLabel')}: ${label}`} {...props}>
      <CalendarIcon aria-hidden="true" className="text-muted-foreground" />
      <span className="truncate">{label}</span>
      <ChevronDownIcon aria-hidden="true" className="ml-auto opacity-50" />
    </Button>
  );
}
