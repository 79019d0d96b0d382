// Pure, like convert.ts: the one place figures of several currencies become one total in a reporting currency.
import { convertDaily, type RateBook, totalIn } from './convert.ts';

/** One day's figures in one currency, money in major units. */
export interface DailyFigures {
  day: string;
  currency: string;
  spend: number;
  conversionValue: number;
  impressions: number;
  clicks: number;
  conversions: number;
}

/** Figures of several currencies as one total in `currency` (the shape of `convertedTotalsSchema`). */
export interface ConvertedFigures {
  currency: string;
  spend: number;
  conversionValue: number;
  impressions: number;
  clicks: number;
  conversions: number;
  ctr: number;
  cpc: number;
  cpa: number;
  roas: number;
  daily: Array<{ date: string; spend: number }>;
  fallbackDays: string[];
  currenciesWithoutRate: string[];
}

const ratio = (numerator: number, denominator: number) => (denominator > 0 ? numerator / denominator : 0);

/**
 * Converts spend and conversion value day by day at each day's rate, then computes CPC, CPA and ROAS from the
 * converted sums: a ratio of mixed currencies means nothing, and an average of ratios weighs a small day like a big one.
 * Rows of a currency without any rate are left out and named, never guessed.
 */
export function convertedFigures(rows: readonly DailyFigures[], currency: string, book: RateBook): ConvertedFigures {
  const conversion = convertDaily(rows, ['spend', 'conversionValue'], currency, book);
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
