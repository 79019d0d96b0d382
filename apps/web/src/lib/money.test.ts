import { describe, expect, it } from 'vitest';
import { formatCompact, formatCount, formatMoney, formatPercent, formatRatio } from './money';

describe('formatMoney', () => {
  it('formats each amount in its own currency and locale', () => {
    expect(formatMoney(1234.5, 'USD', 'en')).toBe('$1,234.50');
    expect(formatMoney(1234.5, 'EUR', 'es')).toBe('1234,50\u00a0€');
    expect(formatMoney(0, 'USD', 'en')).toBe('$0.00');
    expect(formatMoney(1500, 'JPY', 'en')).toBe('¥1,500');
  });

  it('still shows the figure for a code Intl rejects', () => {
    expect(formatMoney(12.5, 'US', 'en')).toBe('12.5 US');
  });
});

describe('number formats', () => {
  it('formats counts, compact counts, percentages and ratios', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCompact(12345, 'en')).toBe('12.3K');
    expect(formatPercent(1.5, 'en')).toBe('1.50%');
    expect(formatRatio(3.254, 'en')).toBe('3.25x');
  });
});
