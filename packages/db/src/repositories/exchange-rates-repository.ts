import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';

export interface ExchangeRate {
  /** YYYY-MM-DD. */
  day: string;
  currency: string;
  /** Units of `currency` per one euro, exact decimal text. */
  perEur: string;
}

/** A source's later answer for a day wins: rates are corrected at times, and a re-fetch must be harmless. */
export async function upsertExchangeRates(trx: Trx, rates: readonly ExchangeRate[], source: string): Promise<number> {
  if (rates.length === 0) return 0;
  // A batch per 1000 rows keeps the statement's parameters under PostgreSQL's limit for a 90-day first fill of 40 currencies.
  for (let start = 0; start < rates.length; start += 1000) {
    await trx
      .insertInto('exchange_rates')
      .values(rates.slice(start, start + 1000).map((rate) => ({ day: rate.day, currency: rate.currency, per_eur: rate.perEur, source })))
      .onConflict((oc) => oc.columns(['day', 'currency']).doUpdateSet({ per_eur: (eb) => eb.ref('excluded.per_eur'), source, fetched_at: sql<Date>`now()` }))
      .execute();
  }
  return rates.length;
}

/**
 * The rates of `currencies` from `from` to `to`, plus each one's latest rate before `from`, so a caller can carry the
 * last known rate into the range's first days. Sorted by currency, then day.
 */
export async function listExchangeRates(db: Db | Trx, query: { currencies: readonly string[]; from: string; to: string }): Promise<ExchangeRate[]> {
  if (query.currencies.length === 0) return [];
  const inRange = db
    .selectFrom('exchange_rates')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'currency', sql<string>`per_eur::text`.as('perEur')])
    .where('currency', 'in', [...query.currencies])
    .where('day', '>=', sql<Date>`${query.from}::date`)
    .where('day', '<=', sql<Date>`${query.to}::date`);
  const before = db
    .selectFrom('exchange_rates')
    .distinctOn('currency')
    .select([sql<string>`to_char(day, 'YYYY-MM-DD')`.as('day'), 'currency', sql<string>`per_eur::text`.as('perEur')])
    .where('currency', 'in', [...query.currencies])
    .where('day', '<', sql<Date>`${query.from}::date`)
    .orderBy('currency')
    .orderBy('day', 'desc');
  // Wrapped, so its ORDER BY picks DISTINCT ON's row instead of ordering the whole union.
  const latestBefore = db.selectFrom(before.as('b')).selectAll();
  const rows = await db.selectFrom(inRange.unionAll(latestBefore).as('r')).selectAll().orderBy('currency').orderBy('day').execute();
  return rows;
}

/** Every currency some rate exists for, alphabetically. */
export async function listRatedCurrencies(db: Db | Trx): Promise<string[]> {
  const rows = await db.selectFrom('exchange_rates').select('currency').distinct().orderBy('currency').execute();
  return rows.map((row) => row.currency);
}

/** Whether any rate is stored for `day` (the worker fetches at start when today's are missing). */
export async function hasExchangeRatesOn(db: Db | Trx, day: string): Promise<boolean> {
  const row = await db.selectFrom('exchange_rates').select('currency').where('day', '=', sql<Date>`${day}::date`).limit(1).executeTakeFirst();
  return row !== undefined;
}

export async function countExchangeRates(db: Db | Trx): Promise<number> {
  const row = await db.selectFrom('exchange_rates').select(sql<string>`count(*)::text`.as('count')).executeTakeFirstOrThrow();
  return Number(row.count);
}
