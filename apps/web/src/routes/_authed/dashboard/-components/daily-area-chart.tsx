import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, ReferenceArea, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { formatCompact } from '@/lib/number-format';
import type { DailyPoint } from './dashboard-series';

export type ChartMetric = 'spend' | 'impressions' | 'clicks';

export interface DailyAreaChartProps {
  points: DailyPoint[];
  metric: ChartMetric;
  /** Prefix of the chart's SVG ids, unique on the page. */
  headingId: string;
  unsettled: { from: string; to: string } | null;
  formatDay: (date: string) => string;
  formatValue: (value: number) => string;
}

/** The dashboard's area chart; recharts is heavy, so this file is loaded only when a chart is drawn (see daily-chart-card). */
export default function DailyAreaChart({ points, metric, headingId, unsettled, formatDay, formatValue }: DailyAreaChartProps) {
  const { t } = useTranslation(['dashboard', 'currency']);
  const locale = useMoneyLocale();
  return (
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
