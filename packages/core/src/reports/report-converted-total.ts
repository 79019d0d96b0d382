import { type Db, listExchangeRates, type ReportDailyRow } from '@adfleet/db';
import { convertedFigures, type ConvertedFigures, dailyFiguresOf } from '../currency/converted-figures.ts';
import { rateBook } from '../currency/convert.ts';
import type { DayRange } from '../dates/reporting-range.ts';

/**
 * The report's bottom line in one currency, from its own daily series (so every filter applies), converted at each
 * day's rate as the dashboard converts its totals.
 */
export async function reportConvertedTotal(db: Db, daily: readonly ReportDailyRow[], currency: string, range: DayRange | null): Promise<ConvertedFigures> {
  const currencies = [...new Set([currency, ...daily.map((point) => point.currency)])];
  const rates = range ? await listExchangeRates(db, { currencies, from: range.from, to: range.to }) : [];
  return convertedFigures(
    daily.map((point) => dailyFiguresOf(point.date, point)),
    currency,
    rateBook(rates),
  );
}
