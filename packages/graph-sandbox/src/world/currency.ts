/** Currencies without minor units in Meta's API: budgets and spend are whole units (offset 1), all others use cents (100). */
const OFFSET_ONE = new Set(['JPY', 'KRW', 'TWD', 'IDR', 'HUF', 'ISK', 'CLP', 'COP', 'CRC', 'PYG']);

export function currencyOffset(currency: string): 1 | 100 {
  return OFFSET_ONE.has(currency) ? 1 : 100;
}

/** Money is kept in integer minor units; Meta's insights send it in major units as a string, e.g. "55.5". */
export function formatMajor(minor: number, currency: string): string {
  return String(minor / currencyOffset(currency));
}

/** Rough units per US dollar, only to make demo amounts look plausible in each currency. */
const UNITS_PER_USD: Record<string, number> = {
  USD: 1,
  EUR: 0.92,
  GBP: 0.79,
  MXN: 17,
  BRL: 5,
  COP: 4000,
  JPY: 150,
  KRW: 1350,
};

export function usdToMinor(usd: number, currency: string): number {
  return Math.round(usd * (UNITS_PER_USD[currency] ?? 1) * currencyOffset(currency));
}
