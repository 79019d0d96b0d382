// Browser-safe and pure: Reports and the dashboard convert with it on the server; nothing here reaches the database.
import { currencyOffset } from '../money/currency-offsets.ts';

/** The base every stored rate is quoted against: the European Central Bank publishes units per one euro. */
export const RATE_BASE = 'EUR';

/** A published rate: `perEur` units of `currency` buy one euro on `day` (YYYY-MM-DD). */
export interface RatePoint {
  day: string;
  currency: string;
  perEur: number | string;
}

/** A currency's rate that applies on a day: its own, or the last one published before it (`day` says which). */
interface AppliedRate {
  day: string;
  perEur: number;
}

export interface RateBook {
  /** The rate applying to `day`: that day's, else the latest earlier one; undefined when none is known that early. */
  rateOn(currency: string, day: string): AppliedRate | undefined;
}

/** Indexes published rates for lookups by currency and day; the base currency's rate is always 1. */
export function rateBook(rates: readonly RatePoint[]): RateBook {
  const byCurrency = new Map<string, AppliedRate[]>();
  for (const rate of rates) {
    const list = byCurrency.get(rate.currency) ?? [];
    list.push({ day: rate.day, perEur: Number(rate.perEur) });
    byCurrency.set(rate.currency, list);
  }
  for (const list of byCurrency.values()) list.sort((a, b) => a.day.localeCompare(b.day));
  return {
    rateOn(currency, day) {
      if (currency === RATE_BASE) return { day, perEur: 1 };
      const list = byCurrency.get(currency);
      if (!list) return undefined;
      let low = 0;
      let high = list.length - 1;
      let found: AppliedRate | undefined;
      while (low <= high) {
        const middle = (low + high) >> 1;
        const candidate = list[middle]!;
        if (candidate.day <= day) {
          found = candidate;
          low = middle + 1;
        } else high = middle - 1;
      }
      return found;
    },
  };
}

/** A row of money for one day in one currency; the fields named in the call are amounts in major units. */
export interface DailyRow {
  day: string;
  currency: string;
}

export interface Conversion<T extends DailyRow> {
  /** The currency every row of `rows` is now in. */
  currency: string;
  /** The rows that could be converted, their money fields in `currency` (unrounded: round totals, not parts). */
  rows: T[];
  /** Days (sorted) on which some currency had no rate of its own and the last known earlier one was used. */
  fallbackDays: string[];
  /** Rows left in their own currency because no rate at all was known for them: never a guessed number. */
  unconverted: T[];
  /** The currencies of `unconverted`, sorted. */
  currenciesWithoutRate: string[];
}

/**
 * Converts each row's `fields` to `target` at the rate of the row's own day (through the euro: amount × target per
 * euro ÷ source per euro). Amounts already in `target` pass unchanged, rate or no rate.
 */
export function convertDaily<T extends DailyRow>(rows: readonly T[], fields: ReadonlyArray<keyof T & string>, target: string, book: RateBook): Conversion<T> {
  const converted: T[] = [];
  const unconverted: T[] = [];
  const fallbackDays = new Set<string>();
  const withoutRate = new Set<string>();
  for (const row of rows) {
    if (row.currency === target) {
      converted.push(row);
      continue;
    }
    const source = book.rateOn(row.currency, row.day);
    const destination = book.rateOn(target, row.day);
    if (!source || !destination) {
      unconverted.push(row);
      withoutRate.add(row.currency);
      continue;
    }
    if (source.day !== row.day || destination.day !== row.day) fallbackDays.add(row.day);
    const factor = destination.perEur / source.perEur;
    const copy = { ...row, currency: target };
    for (const field of fields) copy[field] = (Number(row[field]) * factor) as T[typeof field];
    converted.push(copy);
  }
  return { currency: target, rows: converted, fallbackDays: [...fallbackDays].sort(), unconverted, currenciesWithoutRate: [...withoutRate].sort() };
}

/** The sum of converted amounts, rounded once to the currency's minor units (Meta's offsets, as `@adfleet/core/money`). */
export function totalIn(currency: string, amounts: Iterable<number>): number {
  let sum = 0;
  for (const amount of amounts) sum += amount;
  const offset = currencyOffset(currency);
  return Math.round(sum * offset) / offset;
}
