import { dayOfIso, isoDayOf } from '@/filters/date-range-presets';
import type { ChartMetric } from './report-search';

interface DailyPoint {
  date: string;
  currency: string;
  spend: number;
  impressions: number;
  clicks: number;
  conversions: number;
  /** Null where no platform of the day reports a purchase value. */
  conversionValue: number | null;
}

/**
 * One point per day of the range (days without figures at 0, so the line does not skip them): money in one
 * currency only (`currency`), counts summed across currencies (`currency` null). A value no platform reports adds
 * nothing to its day.
 */
export function chartPoints(daily: readonly DailyPoint[], range: { from: string; to: string } | null, metric: ChartMetric, currency: string | null): Array<{ date: string; value: number }> {
  const byDay = new Map<string, number>();
  for (const point of daily) {
    if (currency !== null && point.currency !== currency) continue;
    byDay.set(point.date, (byDay.get(point.date) ?? 0) + (point[metric] ?? 0));
  }
  const points: Array<{ date: string; value: number }> = [];
  if (!range) return points;
  // Calendar days by hand (isoDayOf, dayOfIso): date-fns' `format` would load before the page's first paint.
  const day = dayOfIso(range.from);
  for (let date = isoDayOf(day); date <= range.to; day.setDate(day.getDate() + 1), date = isoDayOf(day)) {
    points.push({ date, value: byDay.get(date) ?? 0 });
  }
  return points;
}
