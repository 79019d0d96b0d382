import { CalendarIcon, ChevronDownIcon } from 'lucide-react';
import { useRouterState } from '@tanstack/react-router';
import type { ComponentProps } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { dateRangeScopeOf } from '@/filters/date-range-scope';
import { useFilters } from '@/filters/filters-context';
import { useDateFormat } from '@/i18n/use-date-format';

/** The range the header shows on this screen, as a preset's name or a custom range's days. */
function useDateRangeLabel(): string {
  const { t } = useTranslation('layout');
  const formatDate = useDateFormat();
  const scope = useRouterState({ select: (state) => dateRangeScopeOf(state.location.pathname) });
  const dateRange = useFilters().dateRanges[scope];
  return dateRange.preset ? t(`filters.presets.${dateRange.preset}`) : formatDate.range(dateRange.range);
}

/**
 * The date range picker's closed button: the picker's popover trigger (date-range-picker.tsx) and, while the picker's
 * code loads, its stand-in (lazy-date-range-picker.tsx) are this same button, so nothing moves when one replaces the
 * other. Its label needs no date-fns (lib/date-format.ts).
 */
export function DateRangeButton(props: ComponentProps<'button'>) {
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
