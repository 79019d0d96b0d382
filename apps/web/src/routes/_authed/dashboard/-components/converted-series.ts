import { type DailyPoint, dailySeries } from './dashboard-series';

/** The pseudo-currency of the chart's switcher that stands for "every currency, converted to the reporting one". */
export const CONVERTED_SERIES = 'converted';

interface CountRow {
  date: string;
  currency: string;
  spend: number;
  impressions: number;
  clicks: number;
}

/** One point per day of the range: counts of every currency, spend as converted to the reporting currency day by day. */
export function convertedSeries(rows: readonly CountRow[], converted: readonly { date: string; spend: number }[], range: { from: string; to: string } | null): DailyPoint[] {
  const spendByDay = new Map(converted.map((point) => [point.date, point.spend]));
  return dailySeries(rows, null, range).map((point) => ({ ...point, spend: spendByDay.get(point.date) ?? 0 }));
}

/** The span of the range Meta may still revise, for the chart's hatched band; null when every day is settled. */
export function unsettledSpan(unsettledDays: readonly string[], range: { from: string; to: string } | null): { from: string; to: string } | null {
  const inRange = range ? unsettledDays.filter((day) => day >= range.from && day <= range.to) : [];
  return inRange.length > 0 ? { from: inRange[0]!, to: inRange.at(-1)! } : null;
}
