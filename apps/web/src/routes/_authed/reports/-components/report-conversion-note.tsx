import { parseISO } from 'date-fns';
import { CalendarClockIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { useDateFormat } from '@/i18n/use-date-format';
import type { Report } from './report-table';

/** Which days of the converted total used an earlier rate, and which currencies have none: worded as the dashboard's. */
export function ReportConversionNote({ converted }: { converted: Report['convertedTotal'] }) {
  const { t } = useTranslation('currency');
  const formatDate = useDateFormat();
  const day = (date: string) => formatDate.day(parseISO(date));
  if (converted.fallbackDays.length === 0 && converted.currenciesWithoutRate.length === 0) return null;
  return (
    <div className="flex flex-col gap-1 text-xs text-muted-foreground" data-testid="report-conversion-note">
      {converted.fallbackDays.length > 0 && (
        <p className="flex items-start gap-1.5" data-testid="fallback-note">
          <CalendarClockIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {t('fallbackNote', { count: converted.fallbackDays.length, days: converted.fallbackDays.map(day).join(', ') })}
        </p>
      )}
      {converted.currenciesWithoutRate.length > 0 && (
        <p className="flex items-start gap-1.5 text-amber-700 dark:text-amber-400" data-testid="without-rate-note">
          <TriangleAlertIcon aria-hidden="true" className="mt-0.5 size-3.5 shrink-0" />
          {t('withoutRateNote', { currencies: converted.currenciesWithoutRate.join(', ') })}
        </p>
      )}
    </div>
  );
}
