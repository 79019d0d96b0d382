import { formatMoney } from '@adfleet/core/money';
import { ChartLineIcon, RotateCwIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { dayOfIso } from '@/filters/date-range-presets';
import { useDateFormat } from '@/i18n/use-date-format';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { formatCompact, formatCount } from '@/lib/number-format';
import { CONVERTED_SERIES, convertedSeries, unsettledSpan } from './converted-series';
import { AreaChart } from '@/components/charts/area-chart';
import { currenciesOf, dailySeries } from './dashboard-series';
import { useDashboardSummary } from './use-dashboard-summary';

const METRICS = ['spend', 'impressions', 'clicks'] as const;
type ChartMetric = (typeof METRICS)[number];

/**
 * Spend per day converted to the reporting currency, or in one currency of its own (a switcher), or impressions or
 * clicks; days Meta may still revise are hatched.
 */
export function DailyChartCard({ className }: { className?: string }) {
  const { t } = useTranslation(['dashboard', 'currency']);
  const locale = useMoneyLocale();
  const formatDate = useDateFormat();
  const { summary } = useDashboardSummary();
  // The days the server read: a preset covers each account's own, so the browser's calendar cannot say which.
  const range = summary.data?.days ?? null;
  const converted = summary.data?.converted;
  const unsettled = unsettledSpan(summary.data?.unsettledDays ?? [], range);
  const headingId = useId();
  const [metric, setMetric] = useState<ChartMetric>('spend');
  const [chosenCurrency, setChosenCurrency] = useState<string | null>(null);
  const currencies = currenciesOf(summary.data?.currencies ?? []);
  const currency = chosenCurrency !== null && currencies.includes(chosenCurrency) ? chosenCurrency : CONVERTED_SERIES;
  const points = currency === CONVERTED_SERIES ? convertedSeries(summary.data?.daily ?? [], converted?.daily ?? [], range) : dailySeries(summary.data?.daily ?? [], currency, range);
  const moneyCurrency = currency === CONVERTED_SERIES ? (converted?.currency ?? 'USD') : currency;
  const hasData = (summary.data?.daily.length ?? 0) > 0;

  const formatValue = (value: number) => (metric === 'spend' ? formatMoney(value, moneyCurrency, locale) : formatCount(value, locale));
  const formatDay = (date: string) => formatDate.day(dayOfIso(date));

  return (
    <Card asChild className={className}>
      <section aria-labelledby={headingId} aria-busy={summary.isPending}>
        <CardHeader>
          <div className="flex flex-col gap-1">
            <h2 id={headingId} className="flex items-center gap-2 leading-none font-semibold">
              <ChartLineIcon aria-hidden="true" className="size-4 text-muted-foreground" />
              {t('chart.title')}
            </h2>
            <p className="text-sm text-muted-foreground">{t('chart.description')}</p>
          </div>
          <div className="flex flex-wrap items-center gap-2">
            <div role="group" aria-label={t('chart.metricLabel')} className="inline-flex rounded-md border p-0.5">
              {METRICS.map((id) => (
                <Button key={id} size="sm" variant={metric === id ? 'secondary' : 'ghost'} className="h-7" aria-pressed={metric === id} onClick={() => setMetric(id)}>
                  {t(`chart.metrics.${id}`)}
                </Button>
              ))}
            </div>
            {metric === 'spend' && currencies.length > 0 && (
              <Select value={currency} onValueChange={setChosenCurrency}>
                <SelectTrigger className="h-8 w-auto min-w-24" aria-label={t('chart.currencyLabel')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
                  <SelectItem value={CONVERTED_SERIES}>{t('currency:chartConverted', { currency: converted?.currency ?? 'USD' })}</SelectItem>
                  {currencies.map((code) => (
                    <SelectItem key={code} value={code}>
                      {code}
                    </SelectItem>
                  ))}
                </SelectContent>
              </Select>
            )}
          </div>
        </CardHeader>
        <CardContent>
          {summary.isPending ? (
            <Skeleton className="h-64 w-full" />
          ) : summary.isError ? (
            <div role="alert" className="flex h-64 flex-col items-center justify-center gap-3 text-sm">
              <p className="text-destructive">{t('summaryError')}</p>
              <Button variant="outline" size="sm" onClick={() => void summary.refetch()}>
                <RotateCwIcon aria-hidden="true" />
                {t('retry')}
              </Button>
            </div>
          ) : !hasData ? (
            <p className="flex h-64 items-center justify-center rounded-md border border-dashed px-3 text-center text-sm text-muted-foreground">{t('chart.noData')}</p>
          ) : (
            <figure className="h-64 w-full" aria-label={t('chart.figureLabel', { metric: t(`chart.metrics.${metric}`) })}>
              <AreaChart
                days={points.map((point) => ({ date: point.date, value: point[metric] }))}
                idPrefix={headingId}
                valueLabel={t(`chart.metrics.${metric}`)}
                formatDay={formatDay}
                formatValue={formatValue}
                formatTick={(value) => formatCompact(value, locale)}
                band={unsettled && { ...unsettled, label: t('currency:chartUnsettled') }}
              />
            </figure>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
