import { describe, expect, it } from 'vitest';
import { formatCompact, formatCount, formatPercent, formatRatio } from './number-format';

describe('number formats', () => {
  it('formats counts, compact counts, percentages and ratios', () => {
    expect(formatCount(12345, 'en')).toBe('12,345');
    expect(formatCompact(12345, 'en')).toBe('12.3K');
    expect(formatPercent(1.5, 'en')).toBe('1.50%');
    expect(formatRatio(3.254, 'en')).toBe('3.25x');
    expect(formatCount(12345, 'es-CO')).toBe('12.345');
  });
});
