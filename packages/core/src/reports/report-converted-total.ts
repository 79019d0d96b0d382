import { type Db, listExchangeRates } from '@adfleet/db';
import { convertedFigures, type ConvertedFigures } from '../currency/converted-figures.ts';
import { rateBook } from '../currency/convert.ts';
import type { DayRange } from '../dates/reporting-range.ts';

interface DailyPoint {
  date: string;
  currency: string;
  spend: number;
  impressions: number;
  clicks: number;
  conversions: number;
  conversionValue: number;
}

/**
 * The report's bottom line in one currency, from its own daily series (so every filter applies), converted at each
 * day's rate as the dashboard converts its totals.
 */
export async function reportConvertedTotal(db: Db, daily: readonly DailyPoint[], currency: string, range: DayRange | null): Promise<ConvertedFigures> {
  const currencies = [...new Set([currency, ...daily.map((point) => point.currency)])];
  const rates = range ? await listExchangeRates(db, { currencies, from: range.from, to: range.to }) : [];
  return convertedFigures(
    daily.map(({ date, ...figures }) => ({ day: date, ...figures })),
    currency,
    rateBook(rates),
  );
}
