import { type Db, type DailyMoneyScope, findReportingCurrency, listExchangeRates, sumMoneyByDayAndCurrency } from '@adfleet/db';
import { convertDaily, rateBook, totalIn } from '../currency/convert.ts';
import { FALLBACK_REPORTING_CURRENCY } from '../currency/default-reporting-currency.ts';
import type { ConvertedTotals } from './converted-totals-schemas.ts';

const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : 0);

/** The currency to convert to: the caller's pick for this view, else their stored one, else USD. */
export async function targetCurrency(db: Db, userId: string, asked: string | undefined): Promise<string> {
  return asked ?? (await findReportingCurrency(db, { userId })) ?? FALLBACK_REPORTING_CURRENCY;
}

/** The caller's account-level figures of a range in one currency, converted day by day (see convertedTotalsSchema). */
export async function convertedTotals(db: Db, scope: DailyMoneyScope, currency: string): Promise<ConvertedTotals> {
  const rows = (await sumMoneyByDayAndCurrency(db, scope)).map((row) => ({
    day: row.day,
    currency: row.currency,
    spend: Number(row.spend),
    conversionValue: Number(row.conversionValue),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    conversions: Number(row.conversions),
  }));
  const currencies = [...new Set([currency, ...rows.map((row) => row.currency)])];
  const rates = await listExchangeRates(db, { currencies, from: scope.from, to: scope.to });
  const conversion = convertDaily(rows, ['spend', 'conversionValue'], currency, rateBook(rates));
  const converted = conversion.rows;
  const sum = (field: 'impressions' | 'clicks' | 'conversions') => converted.reduce((total, row) => total + row[field], 0);
  const spend = totalIn(currency, converted.map((row) => row.spend));
  const conversionValue = totalIn(currency, converted.map((row) => row.conversionValue));
  const [impressions, clicks, conversions] = [sum('impressions'), sum('clicks'), sum('conversions')];
  const byDay = new Map<string, number[]>();
  for (const row of converted) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row.spend]);
  return {
    currency,
    spend,
    conversionValue,
    impressions,
    clicks,
    conversions,
    ctr: ratio(clicks, impressions) * 100,
    cpc: ratio(spend, clicks),
    cpa: ratio(spend, conversions),
    roas: ratio(conversionValue, spend),
    daily: [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, amounts]) => ({ date, spend: totalIn(currency, amounts) })),
    fallbackDays: conversion.fallbackDays,
    currenciesWithoutRate: conversion.currenciesWithoutRate,
  };
}
