/** Currencies Meta keeps without minor units (offset 1); every other one has 100 minor units per major unit. */
const OFFSET_ONE = new Set(['JPY', 'KRW', 'TWD', 'IDR', 'HUF', 'ISK', 'CLP', 'COP', 'CRC', 'PYG']);

export function currencyOffset(currency: string): 1 | 100 {
  return OFFSET_ONE.has(currency.toUpperCase()) ? 1 : 100;
}

/**
 * A budget typed in hundredths of the account's currency (the spec's "cents") in Meta's minor units: unchanged for
 * offset-100 currencies, divided by 100 and rounded for offset-1 ones (50000 → 500 yen).
 */
export function toMinorUnits(hundredths: number, currency: string): number {
  return currencyOffset(currency) === 100 ? hundredths : Math.round(hundredths / 100);
}

/** Minor units as a person reads them: "1.50 USD", "150 JPY". */
export function formatMinor(minor: number, currency: string): string {
  const offset = currencyOffset(currency);
  return `${offset === 1 ? String(minor) : (minor / offset).toFixed(2)} ${currency.toUpperCase()}`;
}
