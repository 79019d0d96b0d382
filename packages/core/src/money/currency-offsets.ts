/**
 * Meta's currency offsets: the currencies it keeps in whole units (offset 1); every other currency is kept in hundredths
 * (offset 100). These are Meta's rules, not ISO 4217's or Intl's: Intl gives TWD, CRC and HUF two decimals, which would
 * show their budgets 100 times too small.
 */
export const OFFSET_ONE_CURRENCIES: ReadonlySet<string> = new Set(['CLP', 'COP', 'CRC', 'HUF', 'IDR', 'ISK', 'JPY', 'KRW', 'PYG', 'TWD']);

export type CurrencyOffset = 1 | 100;

/** Minor units per major unit in Meta's API; the code is matched case-insensitively. */
export function currencyOffset(currency: string): CurrencyOffset {
  return OFFSET_ONE_CURRENCIES.has(currency.toUpperCase()) ? 1 : 100;
}

/** Digits after the decimal point an amount of the currency is shown with: 0 for offset-1 currencies, else 2. */
export function fractionDigits(currency: string): 0 | 2 {
  return currencyOffset(currency) === 1 ? 0 : 2;
}
