import { dayOfIso, isoDayOf } from '@/filters/date-range-presets';

interface DailyRow {
  date: string;
  currency: string;
  spend: number;
  impressions: number;
  clicks: number;
}

export interface DailyPoint {
  date: string;
  /** Spend in the chosen currency only. */
  spend: number;
  /** Counts add up across currencies. */
  impressions: number;
  clicks: number;
}

/** The currencies with spend data, in a stable order (most spend first, then by code). */
export function currenciesOf(rows: readonly { currency: string; spend: number }[]): string[] {
  const totals = new Map<string, number>();
  for (const row of rows) totals.set(row.currency, (totals.get(row.currency) ?? 0) + row.spend);
  return [...totals.entries()].sort(([a, x], [b, y]) => y - x || a.localeCompare(b)).map(([currency]) => currency);
}

/**
 * One point per day of the range the server read (days without data at 0, rows outside it ignored; none without a
 * range), with the spend of one currency: amounts in different currencies are never added together.
 */
export function dailySeries(rows: readonly DailyRow[], currency: string | null, range: { from: string; to: string } | null): DailyPoint[] {
  const byDate = new Map<string, DailyPoint>();
  // Calendar days by hand (isoDayOf, dayOfIso), as Reports counts them: date-fns' `format` is not worth its weight here.
  const day = dayOfIso(range?.from ?? '');
  for (let date = isoDayOf(day); range && date <= range.to; day.setDate(day.getDate() + 1), date = isoDayOf(day)) {
    byDate.set(date, { date, spend: 0, impressions: 0, clicks: 0 });
  }
  for (const row of rows) {
    const point = byDate.get(row.date);
    if (!point) continue;
    point.impressions += row.impressions;
    point.clicks += row.clicks;
    if (row.currency === currency) point.spend += row.spend;
  }
  return [...byDate.values()];
}
