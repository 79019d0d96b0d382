import { formatMoney } from '@adfleet/core/money';
import { ChartLineIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Button } from '@/components/ui/button';
import { AreaChart } from '@/components/charts/area-chart';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { dayOfIso } from '@/filters/date-range-presets';
import { useDateFormat } from '@/i18n/use-date-format';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { formatCompact, formatCount } from '@/lib/number-format';
import { CHART_METRICS, type ChartMetric } from './report-search';
import { chartPoints } from './report-series';
import type { Report } from './report-types';

interface ReportChartProps {
  daily: Report['daily'];
  /** The days the server read (each account's own for a preset); null without accounts. */
  range: { from: string; to: string } | null;
  metric: ChartMetric;
  onMetric: (metric: ChartMetric) => void;
}

const isMoney = (metric: ChartMetric) => metric === 'spend' || metric === 'conversionValue';

/** The chosen metric of the rows the report shows, by day; money one currency at a time, counts across all. */
export function ReportChart({ daily, range, metric, onMetric }: ReportChartProps) {
  const { t } = useTranslation('reports');
  const locale = useMoneyLocale();
  const formatDate = useDateFormat();
  const headingId = useId();
  const currencies = [...new Set(daily.map((point) => point.currency))].sort();
  const [chosenCurrency, setChosenCurrency] = useState<string | null>(null);
  const currency = chosenCurrency !== null && currencies.includes(chosenCurrency) ? chosenCurrency : (currencies[0] ?? null);
  const points = chartPoints(daily, range, metric, isMoney(metric) ? currency : null);
  const formatValue = (value: number) => (isMoney(metric) ? formatMoney(value, currency ?? 'USD', locale) : formatCount(value, locale));
  const formatDay = (date: string) => formatDate.day(dayOfIso(date));

  return (
    <Card asChild>
      <section aria-labelledby={headingId}>
        <CardHeader>
          <h2 id={headingId} className="flex items-center gap-2 leading-none font-semibold">
            <ChartLineIcon aria-hidden="true" className="size-4 text-muted-foreground" />
            {t('chart.title')}
          </h2>
          <div className="flex flex-wrap items-center gap-2">
            <div role="group" aria-label={t('chart.metricLabel')} className="inline-flex flex-wrap rounded-md border p-0.5">
              {CHART_METRICS.map((id) => (
                <Button key={id} size="sm" variant={metric === id ? 'secondary' : 'ghost'} className="h-7" aria-pressed={metric === id} onClick={() => onMetric(id)}>
                  {t(`chart.metrics.${id}`)}
                </Button>
              ))}
            </div>
            {isMoney(metric) && currencies.length > 1 && currency !== null && (
              <Select value={currency} onValueChange={setChosenCurrency}>
                <SelectTrigger className="h-8 w-24" aria-label={t('chart.currencyLabel')}>
                  <SelectValue />
                </SelectTrigger>
                <SelectContent>
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
          {daily.length === 0 ? (
            <p className="flex h-56 items-center justify-center rounded-md border border-dashed px-3 text-center text-sm text-muted-foreground">{t('chart.noData')}</p>
          ) : (
            <figure className="h-56 w-full" aria-label={t('chart.figureLabel', { metric: t(`chart.metrics.${metric}`) })} data-testid="report-chart">
              <AreaChart
                days={points}
                idPrefix={headingId}
                valueLabel={t(`chart.metrics.${metric}`)}
                formatDay={formatDay}
                formatValue={formatValue}
                formatTick={(value) => formatCompact(value, locale)}
              />
            </figure>
          )}
        </CardContent>
      </section>
    </Card>
  );
}
