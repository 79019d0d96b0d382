import { formatMoney } from '@adfleet/core/money';
import { parseISO } from 'date-fns';
import { ChartLineIcon, RotateCwIcon } from 'lucide-react';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { Button } from '@/components/ui/button';
import { Card, CardContent, CardHeader } from '@/components/ui/card';
import { Select, SelectContent, SelectItem, SelectTrigger, SelectValue } from '@/components/ui/select';
import { Skeleton } from '@/components/ui/skeleton';
import { useDateFormat } from '@/i18n/use-date-format';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { formatCompact, formatCount } from '@/lib/number-format';
import { CONVERTED_SERIES, convertedSeries, unsettledSpan } from './converted-series';
import { currenciesOf, type DailyPoint, dailySeries } from './dashboard-series';
import { useDashboardSummary } from './use-dashboard-summary';

const METRICS = ['spend', 'impressions', 'clicks'] as const;
type Metric = (typeof METRICS)[number];

/**
 * Spend per day converted to the reporting currency, or in one currency of its own (a switcher), or impressions or
 * clicks; days Meta may still revise are hatched.
 */
export function DailyChartCard({ className }: { className?: string }) {
  const { t } = useTranslation(['dashboard', 'currency']);
  const locale = useMoneyLocale();
  const formatDate = useDateFormat();
  const { summary, range } = useDashboardSummary();
  const converted = summary.data?.converted;
  const unsettled = unsettledSpan(summary.data?.unsettledDays ?? [], range);
  const headingId = useId();
  const [metric, setMetric] = useState<Metric>('spend');
  const [chosenCurrency, setChosenCurrency] = useState<string | null>(null);
  const currencies = currenciesOf(summary.data?.currencies ?? []);
  const currency = chosenCurrency !== null && currencies.includes(chosenCurrency) ? chosenCurrency : CONVERTED_SERIES;
  const points = currency === CONVERTED_SERIES ? convertedSeries(summary.data?.daily ?? [], converted?.daily ?? [], range) : dailySeries(summary.data?.daily ?? [], currency, range);
  const moneyCurrency = currency === CONVERTED_SERIES ? (converted?.currency ?? 'USD') : currency;
  const hasData = (summary.data?.daily.length ?? 0) > 0;

  const formatValue = (value: number) => (metric === 'spend' ? formatMoney(value, moneyCurrency, locale) : formatCount(value, locale));
  const formatDay = (date: string) => formatDate.day(parseISO(date));

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
              <ResponsiveContainer width="100%" height="100%">
                <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
                  <defs>
                    <linearGradient id={`${headingId}-fill`} x1="0" y1="0" x2="0" y2="1">
                      <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.3} />
                      <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0.02} />
                    </linearGradient>
                    <pattern id={`${headingId}-hatch`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
                      <line x1="0" y1="0" x2="0" y2="6" stroke="var(--color-muted-foreground)" strokeWidth="1.5" strokeOpacity={0.35} />
                    </pattern>
                  </defs>
                  <CartesianGrid vertical={false} stroke="var(--color-border)" />
                  <XAxis dataKey="date" tickFormatter={formatDay} tickLine={false} axisLine={false} tickMargin={8} minTickGap={24} tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }} />
                  <YAxis
                    width={56}
                    tickFormatter={(value: number) => formatCompact(value, locale)}
                    tickLine={false}
                    axisLine={false}
                    tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }}
                  />
                  <Tooltip
                    cursor={{ stroke: 'var(--color-border)' }}
                    content={({ active, payload }) => <ChartTooltip active={active} payload={payload} formatDay={formatDay} formatValue={formatValue} label={t(`chart.metrics.${metric}`)} />}
                  />
                  {unsettled && (
                    <ReferenceArea
                      x1={unsettled.from}
                      x2={unsettled.to}
                      fill={`url(#${headingId}-hatch)`}
                      fillOpacity={1}
                      label={{ value: t('currency:chartUnsettled'), position: 'insideTopRight', fill: 'var(--color-muted-foreground)', fontSize: 11 }}
                      data-testid="unsettled-band"
                    />
                  )}
                  <Area type="monotone" dataKey={metric} stroke="var(--color-primary)" strokeWidth={2} fill={`url(#${headingId}-fill)`} isAnimationActive={false} />
                </AreaChart>
              </ResponsiveContainer>
            </figure>
          )}
        </CardContent>
      </section>
    </Card>
  );
}

function ChartTooltip({
  active,
  payload,
  formatDay,
  formatValue,
  label,
}: {
  active: boolean | undefined;
  payload: ReadonlyArray<{ value?: unknown; payload?: unknown }> | undefined;
  formatDay: (date: string) => string;
  formatValue: (value: number) => string;
  label: string;
}) {
  const point = payload?.[0]?.payload as DailyPoint | undefined;
  const value = payload?.[0]?.value;
  if (!active || !point || typeof value !== 'number') return null;
  return (
    <div className="rounded-md border bg-popover px-3 py-2 text-xs text-popover-foreground shadow-md">
      <p className="font-medium">{formatDay(point.date)}</p>
      <p className="text-muted-foreground">
        {label}: <span className="font-semibold text-foreground tabular-nums">{formatValue(value)}</span>
      </p>
    </div>
  );
}
