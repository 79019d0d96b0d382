import type { ExchangeRate } from '@adfleet/db';
import { parseRatesAnswer } from './exchange-rates-parse.ts';

/** The source could not be reached or did not answer 200: worth trying again later (unlike a malformed answer). */
class ExchangeRatesUnavailableError extends Error {
  override name = 'ExchangeRatesUnavailableError';
}

const FETCH_TIMEOUT_MS = 30_000;
const ECB_DAILY = /eurofxref-daily\.xml$/;

/**
 * Where a first fill reads from: the ECB's 90-day history beside its daily file, so charts have rates from the start;
 * any other source is asked for what it has.
 */
export function firstFillUrl(url: string): string {
  return ECB_DAILY.test(url) ? url.replace(ECB_DAILY, 'eurofxref-hist-90d.xml') : url;
}

/** Reads a rates table over HTTP; throws ExchangeRatesUnavailableError (retry) or ExchangeRatesFormatError (do not). */
export async function fetchExchangeRates(url: string, signal?: AbortSignal): Promise<ExchangeRate[]> {
  let response: Response;
  let body: string;
  try {
    const timeout = AbortSignal.timeout(FETCH_TIMEOUT_MS);
    response = await fetch(url, { headers: { accept: 'application/json, text/xml, application/xml' }, signal: signal ? AbortSignal.any([signal, timeout]) : timeout });
    body = await response.text();
  } catch (error) {
    // fetch reports a refused connection as a TypeError; it is the network's failure, not a bug, so it is retried.
    const cause = error instanceof Error ? ((error.cause as Error | undefined)?.message ?? error.message) : String(error);
    throw new ExchangeRatesUnavailableError(`exchange rates source unreachable: ${cause}`, { cause: error });
  }
  if (!response.ok) throw new ExchangeRatesUnavailableError(`exchange rates source answered HTTP ${response.status}`);
  return parseRatesAnswer(response.headers.get('content-type'), body);
}

/** The ECB's daily euro reference rates, the default source. */
export const DEFAULT_EXCHANGE_RATES_URL = 'https://www.ecb.europa.eu/stats/eurofxref/eurofxref-daily.xml';
