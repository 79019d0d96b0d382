import { type Db, listExchangeRates } from '@adfleet/db';
import { RATE_BASE, type RateBook, rateBook } from './convert.ts';

/**
 * The rates applying on `day` to `currencies`: each one's own rate of that day, else its latest earlier one (the ECB
 * publishes on working days only), as Reports and the dashboard convert.
 */
export async function ratesOnDay(db: Db, currencies: readonly string[], day: string): Promise<RateBook> {
  const quoted = [...new Set(currencies)].filter((currency) => currency !== RATE_BASE);
  return rateBook(await listExchangeRates(db, { currencies: quoted, from: day, to: day }));
}
