import { countExchangeRates, type Db, hasExchangeRatesOn, upsertExchangeRates } from '@adfleet/db';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { BUNDLED_RATES_LAST_DAY, BUNDLED_RATES_SOURCE, bundledExchangeRates } from './bundled-rates.ts';
import { fetchExchangeRates, firstFillUrl } from './exchange-rates-fetch.ts';
import { ExchangeRatesFormatError } from './exchange-rates-parse.ts';

/** Where rates come from: a public source over HTTP, or the bundled table (sandbox mode and tests). */
export type ExchangeRatesSource = { kind: 'url'; url: string } | { kind: 'bundled' };

export interface RefreshedRates {
  source: string;
  rates: number;
  days: number;
  lastDay: string | null;
}

/**
 * Fetches the source's rates and stores them in one transaction: a malformed answer stores nothing and fails for good
 * (PermanentJobError, logged with the reason; the next scheduled run tries again), an unreachable source is retried.
 */
export async function refreshExchangeRates(db: Db, source: ExchangeRatesSource, signal?: AbortSignal): Promise<RefreshedRates> {
  const label = source.kind === 'bundled' ? BUNDLED_RATES_SOURCE : source.url;
  let rates;
  if (source.kind === 'bundled') rates = bundledExchangeRates();
  else {
    const url = (await countExchangeRates(db)) === 0 ? firstFillUrl(source.url) : source.url;
    try {
      rates = await fetchExchangeRates(url, signal);
    } catch (error) {
      if (error instanceof ExchangeRatesFormatError) throw new PermanentJobError(`exchange rates from ${url} not stored: ${error.message}`, { cause: error });
      throw error;
    }
  }
  await db.transaction().execute((trx) => upsertExchangeRates(trx, rates, label));
  const days = [...new Set(rates.map((rate) => rate.day))].sort();
  return { source: label, rates: rates.length, days: days.length, lastDay: days.at(-1) ?? null };
}

/** Whether a worker starting now should fetch at once rather than wait for the daily schedule. */
export async function exchangeRatesMissing(db: Db, source: ExchangeRatesSource, today: string): Promise<boolean> {
  return !(await hasExchangeRatesOn(db, source.kind === 'bundled' ? BUNDLED_RATES_LAST_DAY : today));
}
