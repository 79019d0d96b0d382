import { type DailyMoneyRow, type Db, findReportingCurrency, listExchangeRates, type WorkspaceScope } from '@adfleet/db';
import { rateBook } from '../currency/convert.ts';
import { convertedFigures, dailyFiguresOf } from '../currency/converted-figures.ts';
import { FALLBACK_REPORTING_CURRENCY } from '../currency/default-reporting-currency.ts';
import type { DayRange } from '../dates/reporting-range.ts';
import type { ConvertedTotals } from './converted-totals-schemas.ts';

/** The currency to convert to: the caller's pick for this view, else the workspace's stored one, else USD. */
export async function targetCurrency(db: Db, scope: WorkspaceScope, asked: string | undefined): Promise<string> {
  return asked ?? (await findReportingCurrency(db, scope)) ?? FALLBACK_REPORTING_CURRENCY;
}

/**
 * The workspace's account-level figures of a range (as sumMoneyByDayAndCurrency reads them) in one currency, converted
 * day by day (see convertedTotalsSchema).
 */
export async function convertedTotals(db: Db, money: readonly DailyMoneyRow[], range: DayRange | null, currency: string): Promise<ConvertedTotals> {
  const rows = money.map((row) => dailyFiguresOf(row.day, row));
  const currencies = [...new Set([currency, ...rows.map((row) => row.currency)])];
  const rates = range ? await listExchangeRates(db, { currencies, from: range.from, to: range.to }) : [];
  return convertedFigures(rows, currency, rateBook(rates));
}
