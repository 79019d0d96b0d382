import { useTranslation } from 'react-i18next';
import { Area, AreaChart, CartesianGrid, ResponsiveContainer, Tooltip, XAxis, YAxis } from 'recharts';
import { useMoneyLocale } from '@/i18n/use-money-locale';
import { formatCompact } from '@/lib/number-format';
import type { ChartMetric } from './report-search';
import type { chartPoints } from './report-series';

export interface ReportAreaChartProps {
  points: ReturnType<typeof chartPoints>;
  metric: ChartMetric;
  /** Prefix of the chart's SVG ids, unique on the page. */
  headingId: string;
  formatDay: (date: string) => string;
  formatValue: (value: number) => string;
}

/** The report's area chart; recharts is heavy, so this file is loaded only when a chart is drawn (see report-chart). */
export default function ReportAreaChart({ points, metric, headingId, formatDay, formatValue }: ReportAreaChartProps) {
  const { t } = useTranslation('reports');
  const locale = useMoneyLocale();
  return (
    <figure className="h-56 w-full" aria-label={t('chart.figureLabel', { metric: t(`chart.metrics.${metric}`) })} data-testid="report-chart">
      <ResponsiveContainer width="100%" height="100%">
        <AreaChart data={points} margin={{ top: 8, right: 8, bottom: 0, left: 0 }}>
          <defs>
            <linearGradient id={`${headingId}-fill`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.3} />
              <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0.02} />
            </linearGradient>
          </defs>
          <CartesianGrid vertical={false} stroke="var(--color-border)" />
          <XAxis dataKey="date" tickFormatter={formatDay} tickLine={false} axisLine={false} tickMargin={8} minTickGap={24} tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }} />
          <YAxis width={56} tickFormatter={(value: number) => formatCompact(value, locale)} tickLine={false} axisLine={false} tick={{ fill: 'var(--color-muted-foreground)', fontSize: 12 }} />
          <Tooltip
            cursor={{ stroke: 'var(--color-border)' }}
            formatter={(value) => [formatValue(Number(value)), t(`chart.metrics.${metric}`)]}
            labelFormatter={(label) => formatDay(String(label))}
            contentStyle={{ background: 'var(--color-popover)', border: '1px solid var(--color-border)', borderRadius: 6, fontSize: 12, color: 'var(--color-popover-foreground)' }}
          />
          <Area type="monotone" dataKey="value" stroke="var(--color-primary)" strokeWidth={2} fill={`url(#${headingId}-fill)`} isAnimationActive={false} />
        </AreaChart>
      </ResponsiveContainer>
    </figure>
  );
}
