import { describe, expect, it } from 'vitest';
import { defaultReportingCurrency } from './default-reporting-currency.ts';

const rated = new Set(['EUR', 'USD', 'GBP', 'COP', 'JPY']);

describe('defaultReportingCurrency', () => {
  it.each([
    ['es-CO', 'COP'],
    ['de-DE', 'EUR'],
    ['en-GB', 'GBP'],
    ['ja-JP', 'JPY'],
    ['en-US', 'USD'],
    ['es-AR', 'USD'],
    ['es', 'USD'],
    ['not a locale', 'USD'],
    [undefined, 'USD'],
  ])('proposes for %s the currency %s', (locale, currency) => {
    expect(defaultReportingCurrency(locale, rated)).toBe(currency);
  });
});
