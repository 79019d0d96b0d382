// Pure, like convert.ts: the one place figures of several currencies become one total in a reporting currency.
import { combineResultSums, type ResultSums } from '@adfleet/db';
import { shownResults, type ShownResults } from '../insights/result-figures.ts';
import { convertDaily, type RateBook, totalIn } from './convert.ts';

/** One day's figures in one currency, money in major units. */
export interface DailyFigures extends ResultSums {
  day: string;
  currency: string;
  spend: number;
  /** Null where no account of the currency reports a conversion value that day. */
  conversionValue: number | null;
  /** Spend of the accounts that report a conversion value. */
  valuedSpend: number;
  impressions: number;
  clicks: number;
  conversions: number;
}

/** A repository's sums of one day and currency (exact text) as the figures to convert. */
export function dailyFiguresOf(day: string, row: ResultSums & { currency: string; spend: string; conversionValue: string | null; valuedSpend: string; impressions: string; clicks: string; conversions: string }): DailyFigures {
  const { resultKindLow, resultKindHigh, resultRows, results } = row;
  return {
    day,
    currency: row.currency,
    spend: Number(row.spend),
    conversionValue: row.conversionValue === null ? null : Number(row.conversionValue),
    valuedSpend: Number(row.valuedSpend),
    impressions: Number(row.impressions),
    clicks: Number(row.clicks),
    conversions: Number(row.conversions),
    resultKindLow,
    resultKindHigh,
    resultRows,
    results,
  };
}

/** Figures of several currencies as one total in `currency` (the shape of `convertedTotalsSchema`). */
export interface ConvertedFigures extends ShownResults {
  currency: string;
  spend: number;
  /** Null where nothing in the total reports a conversion value. */
  conversionValue: number | null;
  /** Spend without a conversion value (TikTok's), left out of ROAS. */
  spendWithoutValue: number;
  impressions: number;
  clicks: number;
  conversions: number;
  ctr: number;
  cpc: number;
  cpa: number;
  /** Conversion value over the spend that has one; null where none has. */
  roas: number | null;
  daily: Array<{ date: string; spend: number }>;
  fallbackDays: string[];
  currenciesWithoutRate: string[];
}

const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : 0);

/**
 * Converts spend and conversion value day by day at each day's rate, then computes CPC, CPA, cost per result and ROAS
 * from the converted sums: a ratio of mixed currencies means nothing, and an average of ratios weighs a small day like
 * a big one. ROAS is over the spend that has a conversion value only: spend a platform reports no value for (TikTok's)
 * would count against nothing. Rows of a currency without any rate are left out and named, never guessed.
 */
export function convertedFigures(rows: readonly DailyFigures[], currency: string, book: RateBook): ConvertedFigures {
  // Converting turns a missing value into 0: whether a row reports one is kept beside it.
  const marked = rows.map((row) => ({ ...row, reportsValue: row.conversionValue !== null }));
  const conversion = convertDaily(marked, ['spend', 'conversionValue', 'valuedSpend'], currency, book);
  const converted = conversion.rows;
  const sum = (field: 'impressions' | 'clicks' | 'conversions') => converted.reduce((total, row) => total + row[field], 0);
  const money = (field: 'spend' | 'valuedSpend') => totalIn(currency, converted.map((row) => row[field]));
  const spend = money('spend');
  const valuedSpend = money('valuedSpend');
  const valued = converted.filter((row) => row.reportsValue);
  const conversionValue = valued.length > 0 ? totalIn(currency, valued.map((row) => row.conversionValue ?? 0)) : null;
  const [impressions, clicks, conversions] = [sum('impressions'), sum('clicks'), sum('conversions')];
  const byDay = new Map<string, number[]>();
  for (const row of converted) byDay.set(row.day, [...(byDay.get(row.day) ?? []), row.spend]);
  return {
    currency,
    spend,
    conversionValue,
    spendWithoutValue: totalIn(currency, [spend, -valuedSpend]),
    impressions,
    clicks,
    conversions,
    ...shownResults(combineResultSums(converted), spend),
    ctr: ratio(clicks, impressions) * 100,
    cpc: ratio(spend, clicks),
    cpa: ratio(spend, conversions),
    roas: conversionValue !== null && valuedSpend > 0 ? conversionValue / valuedSpend : null,
    daily: [...byDay].sort(([a], [b]) => a.localeCompare(b)).map(([date, amounts]) => ({ date, spend: totalIn(currency, amounts) })),
    fallbackDays: conversion.fallbackDays,
    currenciesWithoutRate: conversion.currenciesWithoutRate,
  };
}
