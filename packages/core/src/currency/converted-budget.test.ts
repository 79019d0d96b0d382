import { describe, expect, it } from 'vitest';
import { rateBook } from './convert.ts';
import { convertBudget, sensibleBudgetMinor } from './converted-budget.ts';

describe('sensibleBudgetMinor', () => {
  it('keeps three significant figures, the step growing with the amount', () => {
    // Euro cents: 3764.7 → 3765, four digits, so a step of 10 cents: €37.60.
    expect(sensibleBudgetMinor(3764.7)).toBe(3760);
    // Whole yen: 6117.65 → 6118, four digits, step 10: ¥6,120.
    expect(sensibleBudgetMinor(6117.65)).toBe(6120);
    // Whole pesos: 166,023.5 → six digits, step 1,000: COP 166,000.
    expect(sensibleBudgetMinor(166_023.5)).toBe(166_000);
    // Seven digits, step 10,000: COP 1,234,567 → 1,230,000.
    expect(sensibleBudgetMinor(1_234_567)).toBe(1_230_000);
    // Rounds to the nearest step, up as well as down: 6,155 yen → 6,160.
    expect(sensibleBudgetMinor(6155)).toBe(6160);
  });

  it('never steps finer than the minor unit: small amounts keep every unit they have', () => {
    // 575 euro cents has three digits already: €5.75 stays.
    expect(sensibleBudgetMinor(575.4)).toBe(575);
    // 512.6 yen: whole yen, ¥513.
    expect(sensibleBudgetMinor(512.6)).toBe(513);
    expect(sensibleBudgetMinor(7.2)).toBe(7);
  });

  it('rounds up instead when rounding to the nearest step would fall below a minimum the exact amount reaches', () => {
    // 4,004 pesos against a minimum of 4,003: nearest step (10) is 4,000, below it, so 4,010.
    expect(sensibleBudgetMinor(4004, 4003)).toBe(4010);
    // Nearest already reaches the minimum: unchanged.
    expect(sensibleBudgetMinor(4004, 4000)).toBe(4000);
    // Below the minimum before rounding: rounded as usual, and the preflight says it is too small.
    expect(sensibleBudgetMinor(3996, 4003)).toBe(4000);
    expect(sensibleBudgetMinor(3900, 4003)).toBe(3900);
  });

  it('never rounds a budget to nothing', () => {
    expect(sensibleBudgetMinor(0.3)).toBe(1);
  });
});

describe('convertBudget', () => {
  const book = rateBook([
    { day: '2026-12-03', currency: 'GBP', perEur: '0.80' },
    { day: '2026-12-04', currency: 'GBP', perEur: '0.85' },
    { day: '2026-12-07', currency: 'GBP', perEur: '0.90' },
    { day: '2026-12-04', currency: 'JPY', perEur: '162.5' },
    { day: '2026-12-02', currency: 'COP', perEur: '4410' },
  ]);

  it('converts through the euro at the latest rates on or before the day, naming the older leg’s day', () => {
    // £32 ÷ 0.85 = €37.647…; 32 × 162.5 ÷ 0.85 = ¥6,117.6…; 32 × 4,410 ÷ 0.85 = COP 166,023.5…
    expect(convertBudget(32, 'GBP', { currency: 'EUR' }, book, '2026-12-06')).toEqual({ kind: 'converted', minor: 3760, rate: 1 / 0.85, day: '2026-12-04' });
    expect(convertBudget(32, 'GBP', { currency: 'JPY' }, book, '2026-12-06')).toEqual({ kind: 'converted', minor: 6120, rate: 162.5 / 0.85, day: '2026-12-04' });
    expect(convertBudget(32, 'GBP', { currency: 'COP' }, book, '2026-12-06')).toEqual({ kind: 'converted', minor: 166_000, rate: 4410 / 0.85, day: '2026-12-02' });
  });

  it('keeps the minimum a converted amount reaches', () => {
    // £10 × 162.5 ÷ 0.85 = ¥1,911.8 → ¥1,910; against a minimum of ¥1,911 it becomes ¥1,920.
    expect(convertBudget(10, 'GBP', { currency: 'JPY' }, book, '2026-12-06')).toMatchObject({ minor: 1910 });
    expect(convertBudget(10, 'GBP', { currency: 'JPY', minimumMinor: 1911 }, book, '2026-12-06')).toMatchObject({ minor: 1920 });
  });

  it('has no rate for a currency never published, or not yet published on the day', () => {
    expect(convertBudget(32, 'GBP', { currency: 'ARS' }, book, '2026-12-06')).toEqual({ kind: 'noRate' });
    expect(convertBudget(32, 'GBP', { currency: 'JPY' }, book, '2026-12-03')).toEqual({ kind: 'noRate' });
  });
});
