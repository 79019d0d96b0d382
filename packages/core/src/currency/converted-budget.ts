// Pure, like convert.ts: the clone preflight converts a budget with it on the server; nothing here reaches the database.
import { isDayBefore } from '../dates/day.ts';
import { currencyOffset } from '../money/currency-offsets.ts';
import type { RateBook } from './convert.ts';

/** Significant figures a converted budget keeps: £32 → €37.60, ¥6,120, COP 166,000, the way a buyer would type them. */
const KEPT_FIGURES = 3;

/**
 * A converted budget in Meta's minor units, rounded to a step a person would have typed: the exact product of a rate
 * (¥6,117.65, COP 166,023) reads as a computation, not a budget. The step follows the amount's magnitude, so every
 * currency keeps about three significant figures (COP to the thousand, yen to the ten or the unit, euros to ten cents),
 * and is never finer than the currency's own minor unit. When the exact amount reaches the account's minimum, the
 * rounded one still does (rounded up instead): rounding alone must never make a clone fail the preflight.
 */
export function sensibleBudgetMinor(exactMinor: number, minimumMinor = 0): number {
  const whole = Math.round(exactMinor);
  if (whole <= 0) return 1;
  const step = 10 ** Math.max(0, String(whole).length - KEPT_FIGURES);
  const rounded = Math.round(exactMinor / step) * step;
  if (rounded < minimumMinor && exactMinor >= minimumMinor) return Math.ceil(exactMinor / step) * step;
  return rounded;
}

/** A budget in another currency: the rounded amount, the cross rate it was converted at and the day of that rate. */
export type ConvertedBudget = { kind: 'converted'; minor: number; rate: number; day: string } | { kind: 'noRate' };

/**
 * `amount` (major units of `from`) in `to`'s minor units at the rates applying on `day` (each currency's latest on or
 * before it), through the euro as every stored rate is quoted. The rate's day is the older of the two legs', since
 * the cross rate is only as recent as its staler part. No rate for either currency: `noRate`, never a guessed number.
 */
export function convertBudget(amount: number, from: string, to: { currency: string; minimumMinor?: number | undefined }, book: RateBook, day: string): ConvertedBudget {
  const source = book.rateOn(from, day);
  const target = book.rateOn(to.currency, day);
  if (!source || !target) return { kind: 'noRate' };
  const rate = target.perEur / source.perEur;
  const minor = sensibleBudgetMinor(amount * rate * currencyOffset(to.currency), to.minimumMinor);
  return { kind: 'converted', minor, rate, day: isDayBefore(source.day, target.day) ? source.day : target.day };
}
