import { describe, expect, it } from 'vitest';
import { currencyOffset, formatMinor, formatMoney, fractionDigits, hundredthsToMinor, majorToMinor, minorToMajor, moneyLocale } from './index.ts';

/** Intl separates symbol and figure with a no-break space; compare the visible text. */
const plain = (text: string) => text.replace(/[\u00a0\u202f]/g, ' ');

// Meta's offsets (reference/GRAPH_API.md §3): 1 for ten currencies, 100 for the rest, whatever Intl says of their decimals.
const TABLE = [
  { currency: 'USD', offset: 100, minor: 123456, major: 1234.56, en: '$1,234.56', es: 'US$ 1.234,56' },
  { currency: 'EUR', offset: 100, minor: 123456, major: 1234.56, en: '€1,234.56', es: 'EUR 1.234,56' },
  { currency: 'GBP', offset: 100, minor: 5, major: 0.05, en: '£0.05', es: 'GBP 0,05' },
  { currency: 'JPY', offset: 1, minor: 5000, major: 5000, en: '¥5,000', es: 'JPY 5.000' },
  { currency: 'KRW', offset: 1, minor: 12000, major: 12000, en: '₩12,000', es: 'KRW 12.000' },
  { currency: 'COP', offset: 1, minor: 250000, major: 250000, en: 'COP 250,000', es: '$ 250.000' },
  { currency: 'CLP', offset: 1, minor: 9990, major: 9990, en: 'CLP 9,990', es: 'CLP 9.990' },
  // Intl gives these two decimals; Meta keeps them whole, so 800 TWD is 800, not 8.00.
  { currency: 'TWD', offset: 1, minor: 800, major: 800, en: 'NT$800', es: 'TWD 800' },
  { currency: 'CRC', offset: 1, minor: 15000, major: 15000, en: 'CRC 15,000', es: 'CRC 15.000' },
  { currency: 'HUF', offset: 1, minor: 4000, major: 4000, en: 'HUF 4,000', es: 'HUF 4.000' },
  { currency: 'ISK', offset: 1, minor: 1500, major: 1500, en: 'ISK 1,500', es: 'ISK 1.500' },
  { currency: 'IDR', offset: 1, minor: 150000, major: 150000, en: 'IDR 150,000', es: 'IDR 150.000' },
  { currency: 'PYG', offset: 1, minor: 70000, major: 70000, en: 'PYG 70,000', es: 'PYG 70.000' },
  // Intl gives KWD three decimals; Meta keeps it in hundredths like any offset-100 currency.
  { currency: 'KWD', offset: 100, minor: 1050, major: 10.5, en: 'KWD 10.50', es: 'KWD 10,50' },
] as const;

describe("Meta's currency offsets", () => {
  it.each(TABLE)('$currency has offset $offset', ({ currency, offset }) => {
    expect(currencyOffset(currency)).toBe(offset);
    expect(currencyOffset(currency.toLowerCase())).toBe(offset);
    expect(fractionDigits(currency)).toBe(offset === 1 ? 0 : 2);
  });
});

describe('minor ↔ major conversion', () => {
  it.each(TABLE)('$currency: $minor minor units are $major and back', ({ currency, minor, major }) => {
    expect(minorToMajor(minor, currency)).toBe(major);
    expect(majorToMinor(major, currency)).toBe(minor);
  });

  it('rounds a major amount to whole minor units', () => {
    expect(majorToMinor(10.555, 'USD')).toBe(1056);
    expect(majorToMinor(499.6, 'JPY')).toBe(500);
    expect(majorToMinor(0.1 + 0.2, 'EUR')).toBe(30);
  });

  it('turns a budget typed in hundredths into minor units: kept for offset 100, divided and rounded for offset 1', () => {
    expect(hundredthsToMinor(1000, 'USD')).toBe(1000);
    expect(hundredthsToMinor(50000, 'JPY')).toBe(500);
    expect(hundredthsToMinor(12345, 'KRW')).toBe(123);
    expect(hundredthsToMinor(12350, 'cop')).toBe(124);
    expect(hundredthsToMinor(80000, 'TWD')).toBe(800);
  });
});

describe('formatting', () => {
  it.each(TABLE)('$currency in en-US and es-CO', ({ currency, minor, major, en, es }) => {
    expect(plain(formatMinor(minor, currency, 'en-US'))).toBe(en);
    expect(plain(formatMinor(minor, currency, 'es-CO'))).toBe(es);
    expect(formatMoney(major, currency, 'en-US')).toBe(formatMinor(minor, currency, 'en-US'));
  });

  it('writes money in es-CO for Spanish and en-US for any other language', () => {
    expect(moneyLocale('es')).toBe('es-CO');
    expect(moneyLocale('es-ES')).toBe('es-CO');
    expect(moneyLocale('en')).toBe('en-US');
    expect(moneyLocale(undefined)).toBe('en-US');
    expect(plain(formatMoney(9478.5, 'USD', moneyLocale('en')))).toBe('$9,478.50');
    expect(plain(formatMoney(80, 'USD', moneyLocale('es')))).toBe('US$ 80,00');
  });

  it('still shows the figure and the code of a currency Intl cannot format', () => {
    expect(plain(formatMoney(12.5, 'X1', 'en-US'))).toBe('12.50 X1');
    expect(plain(formatMoney(12.5, 'x1', 'es-CO'))).toBe('12,50 X1');
  });
});
