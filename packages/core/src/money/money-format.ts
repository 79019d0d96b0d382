import { fractionDigits } from './currency-offsets.ts';
import { minorToMajor } from './money-conversion.ts';

/** The locale money is written in for a UI language: the spec's es-CO in Spanish, en-US otherwise. */
export function moneyLocale(language: string | undefined): 'es-CO' | 'en-US' {
  return language?.toLowerCase().startsWith('es') ? 'es-CO' : 'en-US';
}

/**
 * An amount in major units with its currency, written in the locale ("$1,234.50", "US$ 1.234,50") and with Meta's
 * digits for the currency rather than Intl's (TWD and CRC whole, as Meta keeps them).
 */
export function formatMoney(major: number, currency: string, locale: string): string {
  const code = currency.toUpperCase();
  const digits = fractionDigits(code);
  const number = { minimumFractionDigits: digits, maximumFractionDigits: digits };
  try {
    return new Intl.NumberFormat(locale, { style: 'currency', currency: code, ...number }).format(major);
  } catch {
    // A code Intl does not know still shows its figure.
    return `${new Intl.NumberFormat(locale, number).format(major)} ${code}`;
  }
}

/** An amount in Meta's minor units (a budget), written as `formatMoney` writes major units. */
export function formatMinor(minor: number, currency: string, locale: string): string {
  return formatMoney(minorToMajor(minor, currency), currency, locale);
}
