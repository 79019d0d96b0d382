import { nice, ticks } from 'd3-array';
import { area, curveMonotoneX, line } from 'd3-shape';
import { type PointerEvent, useEffect, useRef, useState } from 'react';

/** One day's figure, as the chart draws it. */
export interface ChartDay {
  date: string;
  value: number;
}

export interface AreaChartProps {
  days: ChartDay[];
  /** Prefix of the chart's SVG ids, unique on the page. */
  idPrefix: string;
  /** What the figure is ("Spend"), beside the value in the tooltip. */
  valueLabel: string;
  formatDay: (date: string) => string;
  /** The tooltip's value. */
  formatValue: (value: number) => string;
  /** The value axis' ticks (short: "1.2K"). */
  formatTick: (value: number) => string;
  /** Days hatched and named, between two days of the chart (both included). */
  band?: { from: string; to: string; label: string } | null;
}

const MARGIN = { top: 8, right: 8, bottom: 30, left: 56 };
const TICK_LABEL = { fill: 'var(--color-muted-foreground)', fontSize: 12 };
/** About how many values the value axis names, each with a line across the plot. */
const TICKS = 5;
/** The least room between two day labels, and about how wide a 12 px character is. */
const MIN_TICK_GAP = 24;
const CHARACTER_WIDTH = 7;

/** The size of the box an element fills, kept up to date as the box resizes. */
function useBoxSize() {
  const box = useRef<HTMLDivElement>(null);
  const [size, setSize] = useState({ width: 0, height: 0 });
  useEffect(() => {
    const element = box.current;
    if (!element) return;
    const observer = new ResizeObserver(([entry]) => entry && setSize({ width: entry.contentRect.width, height: entry.contentRect.height }));
    observer.observe(element);
    return () => observer.disconnect();
  }, []);
  return { box, ...size };
}

/**
 * Which days the day axis names: as many as fit with some room between them, the last day always among them (counting
 * back from it, as spreadsheets' charts do).
 */
function labelledDays(days: string[], width: number, formatDay: (date: string) => string): string[] {
  if (days.length === 0) return [];
  const labelWidth = Math.max(...days.map((day) => formatDay(day).length)) * CHARACTER_WIDTH;
  const step = days.length > 1 ? width / (days.length - 1) : width;
  const every = Math.max(1, Math.ceil((labelWidth + MIN_TICK_GAP) / Math.max(step, 1)));
  return days.filter((_, index) => (days.length - 1 - index) % every === 0);
}

/**
 * A day-by-day area chart that fills its box's width and height: the figure's curve over a soft fill, the value axis'
 * lines, and on hover (or touch) the nearest day's value in a tooltip beside a guide line.
 */
export function AreaChart({ days, idPrefix, valueLabel, formatDay, formatValue, formatTick, band }: AreaChartProps) {
  const { box, width, height } = useBoxSize();
  const [pointed, setPointed] = useState<ChartDay | null>(null);
  // The last day is always named, centred on the plot's right edge: the margin holds its right half.
  const lastDay = days.at(-1);
  const right = Math.max(MARGIN.right, Math.ceil(((lastDay ? formatDay(lastDay.date).length : 0) * CHARACTER_WIDTH) / 2));
  const innerWidth = Math.max(0, width - MARGIN.left - right);
  const innerHeight = Math.max(0, height - MARGIN.top - MARGIN.bottom);
  const dates = days.map((day) => day.date);
  // The scales are plain arithmetic over d3-array's round ticks: d3-scale's generic interpolation would bring colour
  // and number-format code along (more than half of the chart's weight) for two straight lines.
  const indexOf = new Map(dates.map((date, index) => [date, index]));
  const step = dates.length > 1 ? innerWidth / (dates.length - 1) : innerWidth;
  /** A day's x: the days evenly from the left edge to the right one (a single day in the middle). */
  const x = (date: string) => {
    const index = indexOf.get(date);
    if (index === undefined) return undefined;
    return dates.length > 1 ? index * step : innerWidth / 2;
  };
  const [, top] = nice(0, Math.max(0, ...days.map((day) => day.value)), TICKS);
  /** A value's y: 0 on the bottom edge, the rounded-up top value on the top one. */
  const y = (value: number) => (top > 0 ? innerHeight - (value / top) * innerHeight : innerHeight);
  const xOf = (day: ChartDay) => x(day.date) ?? 0;
  const yOf = (day: ChartDay) => y(day.value);
  const values = ticks(0, top, TICKS);
  const curve = line<ChartDay>(xOf, yOf).curve(curveMonotoneX)(days) ?? undefined;
  const fill = area<ChartDay>(xOf, innerHeight, yOf).curve(curveMonotoneX)(days) ?? undefined;

  const pointAt = (event: PointerEvent<SVGRectElement>) => {
    if (days.length === 0) return;
    const index = Math.round((event.clientX - event.currentTarget.getBoundingClientRect().left) / (step || innerWidth));
    setPointed(days[Math.min(days.length - 1, Math.max(0, index))]!);
  };
  // Beside the day, on the side with more room.
  const tooltipX = pointed ? MARGIN.left + xOf(pointed) : 0;

  return (
    <div ref={box} className="relative size-full">
      {width > 0 && height > 0 && (
        <svg width={width} height={height} role="presentation">
          <defs>
            <linearGradient id={`${idPrefix}-fill`} x1="0" y1="0" x2="0" y2="1">
              <stop offset="0%" stopColor="var(--color-primary)" stopOpacity={0.3} />
              <stop offset="100%" stopColor="var(--color-primary)" stopOpacity={0.02} />
            </linearGradient>
            <pattern id={`${idPrefix}-hatch`} width="6" height="6" patternUnits="userSpaceOnUse" patternTransform="rotate(45)">
              <line x1="0" y1="0" x2="0" y2="6" stroke="var(--color-muted-foreground)" strokeWidth="1.5" strokeOpacity={0.35} />
            </pattern>
          </defs>
          <g transform={`translate(${MARGIN.left},${MARGIN.top})`}>
            {values.map((value) => (
              <line key={value} x1={0} x2={innerWidth} y1={y(value)} y2={y(value)} stroke="var(--color-border)" />
            ))}
            {band && x(band.from) !== undefined && x(band.to) !== undefined && (
              <g data-testid="unsettled-band">
                <rect x={x(band.from)} width={Math.max(0, x(band.to)! - x(band.from)!)} height={innerHeight} fill={`url(#${idPrefix}-hatch)`} />
                <text x={x(band.to)! - 4} y={14} textAnchor="end" fontSize={11} fill="var(--color-muted-foreground)">
                  {band.label}
                </text>
              </g>
            )}
            <path d={fill} fill={`url(#${idPrefix}-fill)`} />
            <path d={curve} fill="none" stroke="var(--color-primary)" strokeWidth={2} />
            {pointed && <line x1={xOf(pointed)} x2={xOf(pointed)} y2={innerHeight} stroke="var(--color-border)" pointerEvents="none" />}
            {values.map((value) => (
              <text key={value} x={-8} y={y(value)} dy="0.33em" textAnchor="end" {...TICK_LABEL}>
                {formatTick(value)}
              </text>
            ))}
            {labelledDays(dates, innerWidth, formatDay).map((date) => (
              <text key={date} x={x(date)} y={innerHeight + 8} dy="0.71em" textAnchor="middle" {...TICK_LABEL}>
                {formatDay(date)}
              </text>
            ))}
            {/* Hears the pointer over the whole plot, not only over the curve. */}
            <rect width={innerWidth} height={innerHeight} fill="transparent" onPointerMove={pointAt} onPointerDown={pointAt} onPointerLeave={() => setPointed(null)} />
          </g>
        </svg>
      )}
      {pointed && (
        <div
          className="pointer-events-none absolute rounded-md border bg-popover px-3 py-2 text-xs whitespace-nowrap text-popover-foreground shadow-md"
          style={{ top: MARGIN.top + yOf(pointed), ...(tooltipX > width / 2 ? { right: width - tooltipX + 12 } : { left: tooltipX + 12 }) }}
        >
          <p className="font-medium">{formatDay(pointed.date)}</p>
          <p className="text-muted-foreground">
            {valueLabel}: <span className="font-semibold text-foreground tabular-nums">{formatValue(pointed.value)}</span>
          </p>
        </div>
      )}
    </div>
  );
}
