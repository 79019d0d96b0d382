import { currencyOffset } from './currency-offsets.ts';

/** Meta's minor units (a budget, a spend in the database) as the amount a person reads: 1050 USD → 10.5, 500 JPY → 500. */
export function minorToMajor(minor: number, currency: string): number {
  return minor / currencyOffset(currency);
}

/** An amount a person reads as Meta's integer minor units, rounded: 10.5 USD → 1050, 499.6 JPY → 500. */
export function majorToMinor(major: number, currency: string): number {
  return Math.round(major * currencyOffset(currency));
}

/**
 * A budget typed in hundredths of the account's currency (the spec's "cents") as Meta's minor units: unchanged for
 * offset-100 currencies, divided by 100 and rounded for offset-1 ones (50000 → 500 yen).
 */
export function hundredthsToMinor(hundredths: number, currency: string): number {
  return majorToMinor(hundredths / 100, currency);
}
