import countryToCurrency from 'country-to-currency';

/** What every total is converted to when nothing better is known. */
export const FALLBACK_REPORTING_CURRENCY = 'USD';

/**
 * The reporting currency proposed before a user picks one (ADR 0030): the currency of the locale's region (es-CO →
 * COP, de-DE → EUR, en-GB → GBP) when rates exist for it, else USD. A language without a region ("es") names no country.
 */
export function defaultReportingCurrency(locale: string | undefined, rated: ReadonlySet<string>): string {
  let region: string | undefined;
  try {
    region = locale ? new Intl.Locale(locale).region : undefined;
  } catch {
    region = undefined;
  }
  const currency = region ? (countryToCurrency as Record<string, string>)[region] : undefined;
  return currency && rated.has(currency) ? currency : FALLBACK_REPORTING_CURRENCY;
}
