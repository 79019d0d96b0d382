import { CalendarClockIcon, TriangleAlertIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { dayOfIso } from '@/filters/date-range-presets';
import { useDateFormat } from '@/i18n/use-date-format';

interface ConvertedCaveats {
  fallbackDays: readonly string[];
  currenciesWithoutRate: readonly string[];
}

/**
 * Which days of a converted total used an earlier rate and which currencies have none, worded the same wherever totals
 * are converted (the dashboard's headline, the Reports total). Renders nothing when there is nothing to say.
 */
export function ConversionCaveats({ converted, compact = false }: { converted: ConvertedCaveats; compact?: boolean }) {
  const { t } = useTranslation('currency');
  const formatDate = useDateFormat();
  // Days are YYYY-MM-DD, read by hand (dayOfIso): date-fns' parseISO would load with the Reports page's first paint.
  const day = (date: string) => formatDate.day(dayOfIso(date));
  const iconClass = compact ? 'mt-0.5 size-3.5 shrink-0' : 'mt-0.5 size-4 shrink-0';
  return (
    <>
      {converted.fallbackDays.length > 0 && (
        <p className="flex items-start gap-1.5" data-testid="fallback-note">
          <CalendarClockIcon aria-hidden="true" className={iconClass} />
          {t('fallbackNote', { count: converted.fallbackDays.length, days: converted.fallbackDays.map(day).join(', ') })}
        </p>
      )}
      {converted.currenciesWithoutRate.length > 0 && (
        <p className="flex items-start gap-1.5 text-amber-700 dark:text-amber-400" data-testid="without-rate-note">
          <TriangleAlertIcon aria-hidden="true" className={iconClass} />
          {t('withoutRateNote', { currencies: converted.currenciesWithoutRate.join(', ') })}
        </p>
      )}
    </>
  );
}
