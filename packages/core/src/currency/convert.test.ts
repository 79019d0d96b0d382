import { describe, expect, it } from 'vitest';
import { convertDaily, rateBook, totalIn } from './convert.ts';

const book = rateBook([
  { day: '2026-03-02', currency: 'USD', perEur: '1.10' },
  { day: '2026-03-03', currency: 'USD', perEur: '1.25' },
  { day: '2026-03-02', currency: 'COP', perEur: '4400' },
  { day: '2026-03-03', currency: 'COP', perEur: '5000' },
]);

describe('convertDaily', () => {
  it('leaves amounts already in the target currency untouched, even without any rate for it', () => {
    const result = convertDaily([{ day: '2026-01-01', currency: 'GBP', spend: 12.34 }], ['spend'], 'GBP', rateBook([]));
    expect(result.rows).toEqual([{ day: '2026-01-01', currency: 'GBP', spend: 12.34 }]);
    expect(result.fallbackDays).toEqual([]);
    expect(result.unconverted).toEqual([]);
  });

  it('converts euros with the target currency rate of that very day', () => {
    const result = convertDaily(
      [
        { day: '2026-03-02', currency: 'EUR', spend: 100 },
        { day: '2026-03-03', currency: 'EUR', spend: 100 },
      ],
      ['spend'],
      'USD',
      book,
    );
    expect(result.rows[0]!.spend).toBeCloseTo(110, 10);
    expect(result.rows[1]!.spend).toBe(125);
    expect(totalIn('USD', result.rows.map((row) => row.spend))).toBe(235);
  });

  it('crosses two non-euro currencies through the euro, every money field at the same rate', () => {
    const result = convertDaily([{ day: '2026-03-03', currency: 'COP', spend: 50_000, conversionValue: 150_000 }], ['spend', 'conversionValue'], 'USD', book);
    // 50,000 COP ÷ 5000 COP/EUR = 10 EUR × 1.25 USD/EUR = 12.50 USD; three times that for the value.
    expect(result.rows[0]).toMatchObject({ currency: 'USD', spend: 12.5, conversionValue: 37.5 });
    expect(result.fallbackDays).toEqual([]);
  });

  it('uses the last known earlier rate for a day without one and names that day', () => {
    const result = convertDaily([{ day: '2026-03-05', currency: 'COP', spend: 10_000 }], ['spend'], 'EUR', book);
    expect(result.rows[0]!.spend).toBe(2);
    expect(result.fallbackDays).toEqual(['2026-03-05']);
  });

  it('reports a day when only the target currency lacks its own rate', () => {
    const result = convertDaily([{ day: '2026-03-04', currency: 'EUR', spend: 10 }], ['spend'], 'USD', book);
    expect(result.rows[0]!.spend).toBe(12.5);
    expect(result.fallbackDays).toEqual(['2026-03-04']);
  });

  it('leaves rows without any rate unconverted and says which currency, never a wrong number', () => {
    const rows = [
      { day: '2026-03-02', currency: 'ARS', spend: 900 },
      { day: '2026-03-01', currency: 'COP', spend: 4400 },
      { day: '2026-03-02', currency: 'COP', spend: 4400 },
    ];
    const result = convertDaily(rows, ['spend'], 'EUR', book);
    expect(result.rows).toEqual([{ day: '2026-03-02', currency: 'EUR', spend: 1 }]);
    expect(result.unconverted).toEqual([rows[0], rows[1]]);
    expect(result.currenciesWithoutRate).toEqual(['ARS', 'COP']);
  });

  it('cannot convert into a currency no rate is known for', () => {
    const result = convertDaily([{ day: '2026-03-02', currency: 'EUR', spend: 5 }], ['spend'], 'JPY', book);
    expect(result.rows).toEqual([]);
    expect(result.currenciesWithoutRate).toEqual(['EUR']);
  });
});

describe('totalIn', () => {
  it('rounds once, to the minor units Meta uses for the currency', () => {
    expect(totalIn('USD', [0.333, 0.333, 0.333])).toBe(1);
    expect(totalIn('COP', [1000.4, 1000.4])).toBe(2001);
    expect(totalIn('JPY', [])).toBe(0);
  });
});
