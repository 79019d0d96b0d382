import type { ExchangeRate } from '@adfleet/db';
import { eachDay } from '../dates/day.ts';
import bundled from './bundled-rates.json' with { type: 'json' };

/** What sandbox mode and tests use instead of the network: deterministic, so a total can be checked by hand. */
export const BUNDLED_RATES_SOURCE = 'bundled';

/** The bundled table's months spread over every day of its range: units per one euro, one value per calendar month. */
export function bundledExchangeRates(): ExchangeRate[] {
  const months = bundled.monthly as Record<string, Record<string, number>>;
  const rates: ExchangeRate[] = [];
  for (const day of eachDay(bundled.from, bundled.to)) {
    for (const [currency, perEur] of Object.entries(months[day.slice(0, 7)] ?? {})) rates.push({ day, currency, perEur: String(perEur) });
  }
  return rates;
}

/** The last day the bundled table covers: once it is stored, the table is complete. */
export const BUNDLED_RATES_LAST_DAY = bundled.to;
