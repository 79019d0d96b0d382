import { describe, expect, it } from 'vitest';
import { budgetPrefill, formatExchangeRate, parseAmount, parseMultiplier, rowAmount, targetAmount, toHundredths } from './budget-model';

describe('the budget prefilled from the source campaign', () => {
  it("takes the campaign's daily budget, in money units of its currency", () => {
    expect(budgetPrefill({ dailyBudget: 2550, lifetimeBudget: null, currency: 'USD' })).toEqual({ budgetType: 'daily', amount: '25.50', from: 'campaign' });
    expect(budgetPrefill({ dailyBudget: 5000, lifetimeBudget: 90000, currency: 'EUR' })).toEqual({ budgetType: 'daily', amount: '50', from: 'campaign' });
    // Meta keeps JPY and TWD whole: 5000 is five thousand yen, not fifty.
    expect(budgetPrefill({ dailyBudget: 5000, lifetimeBudget: null, currency: 'JPY' }).amount).toBe('5000');
    expect(budgetPrefill({ dailyBudget: 800, lifetimeBudget: null, currency: 'TWD' }).amount).toBe('800');
  });

  it('falls back to the lifetime budget', () => {
    expect(budgetPrefill({ dailyBudget: null, lifetimeBudget: 100000, currency: 'USD' })).toEqual({ budgetType: 'lifetime', amount: '1000', from: 'campaign' });
  });

  it('prefills nothing when the budgets live on the ad sets, and says so', () => {
    expect(budgetPrefill({ dailyBudget: null, lifetimeBudget: null, currency: 'USD' })).toEqual({ budgetType: 'daily', amount: '', from: 'adSets' });
  });
});

describe('typed amounts', () => {
  it('reads money with a point or a comma and up to two decimals', () => {
    expect(parseAmount('25.50')).toBe(25.5);
    expect(parseAmount(' 25,5 ')).toBe(25.5);
    expect(parseAmount('1000')).toBe(1000);
    for (const text of ['', '0', '0.00', '-1', '1.234', '1,000.50', '1e3', 'abc']) expect(parseAmount(text)).toBeUndefined();
  });

  it('reads the multiplier, 1 when empty', () => {
    expect(parseMultiplier('')).toBe(1);
    expect(parseMultiplier('1,5')).toBe(1.5);
    expect(parseMultiplier('0.333')).toBe(0.333);
    for (const text of ['0', '-2', 'x', '0.001', '100.5']) expect(parseMultiplier(text)).toBeUndefined();
    expect(parseMultiplier('0.01')).toBe(0.01);
    expect(parseMultiplier('100')).toBe(100);
  });
});

describe("an account's amount", () => {
  it('is the amount × the multiplier, rounded to cents or to whole units as Meta keeps the currency', () => {
    expect(targetAmount('10.50', '1.5', undefined, 'USD')).toBe(15.75);
    expect(targetAmount('10.50', '1.5', undefined, 'JPY')).toBe(16);
    expect(targetAmount('10.50', '1.5', '', 'TWD')).toBe(16);
    expect(targetAmount('10', '0.333', undefined, 'EUR')).toBe(3.33);
  });

  it("is the account's override when one is typed, not multiplied, and nothing when that override is not money", () => {
    expect(targetAmount('10', '2', '5000', 'COP')).toBe(5000);
    expect(targetAmount('10', '2', '12.345', 'USD')).toBeUndefined();
  });

  it('is nothing while the amount or the multiplier is not valid, or rounds to zero', () => {
    expect(targetAmount('', '', undefined, 'USD')).toBeUndefined();
    expect(targetAmount('10', 'x', undefined, 'USD')).toBeUndefined();
    expect(targetAmount('0.40', '', undefined, 'JPY')).toBeUndefined();
  });

  it("in another currency than the source's is the server's conversion, never the source's figure", () => {
    const values = { budget: '32', multiplier: '', overrides: {} };
    const converted = { kind: 'converted' as const, from: { amount: 32, currency: 'GBP' }, amount: 37.6, rate: 1 / 0.85, day: '2026-12-04' };
    expect(rowAmount(values, { adAccountId: 'eu', currency: 'EUR', budgetConversion: converted }, 'GBP')).toBe(37.6);
    expect(rowAmount(values, { adAccountId: 'uk', currency: 'GBP', budgetConversion: null }, 'GBP')).toBe(32);
    expect(rowAmount(values, { adAccountId: 'mx', currency: 'MXN', budgetConversion: { kind: 'noRate', from: converted.from } }, 'GBP')).toBeUndefined();
    expect(rowAmount(values, { adAccountId: 'jp', currency: 'JPY' }, 'GBP')).toBeUndefined();
    expect(rowAmount({ ...values, overrides: { eu: '40' } }, { adAccountId: 'eu', currency: 'EUR', budgetConversion: converted }, 'GBP')).toBe(40);
  });

  it('shows its rate to five significant figures, whatever its size', () => {
    expect(formatExchangeRate(1 / 0.85, 'en-US')).toBe('1.1765');
    expect(formatExchangeRate(162.5 / 0.85, 'en-US')).toBe('191.18');
    expect(formatExchangeRate(4410 / 0.85, 'es-CO')).toBe('5.188,2');
  });

  it('travels as hundredths of the currency, whole units included', () => {
    expect(toHundredths(15.75)).toBe(1575);
    expect(toHundredths(5000)).toBe(500000);
    expect(toHundredths(0.1 + 0.2)).toBe(30);
  });
});
