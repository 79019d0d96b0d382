import { parseISO } from 'date-fns';
import { ArrowRightLeftIcon, HourglassIcon } from 'lucide-react';
import { useTranslation } from 'react-i18next';
import { ConversionCaveats } from '@/components/currency/conversion-caveats';
import { ReportingCurrencySelect } from '@/components/currency/reporting-currency-select';
import { useDateFormat } from '@/i18n/use-date-format';
import { useDashboardSummary } from './use-dashboard-summary';

/**
 * Says what the headline figures are: converted to the reporting currency at daily rates (with a way to change it),
 * which days used an earlier rate, which currencies have none, and which days Meta may still revise.
 */
export function ConversionNote() {
  const { t } = useTranslation('currency');
  const formatDate = useDateFormat();
  const { summary } = useDashboardSummary();
  if (!summary.data) return null;
  const { converted, unsettledDays } = summary.data;
  const day = (date: string) => formatDate.day(parseISO(date));
  return (
    <div className="flex flex-col gap-1 text-sm text-muted-foreground" data-testid="conversion-note">
      <p className="flex items-start gap-1.5">
        <ArrowRightLeftIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
        <span>
          <span data-testid="converted-to">{t('convertedNote', { currency: converted.currency })}</span>
          <span aria-hidden="true"> · </span>
          <ReportingCurrencySelect trigger={t('change')} className="inline-flex align-baseline" />
        </span>
      </p>
      <ConversionCaveats converted={converted} />
      {unsettledDays.length > 0 && (
        <p className="flex items-start gap-1.5" data-testid="unsettled-note">
          <HourglassIcon aria-hidden="true" className="mt-0.5 size-4 shrink-0" />
          {t('unsettledNote', { count: unsettledDays.length, days: day(unsettledDays[0]!), first: day(unsettledDays[0]!) })}
        </p>
      )}
    </div>
  );
}
