import { describe, expect, it } from 'vitest';
import { rateBook } from '../currency/convert.ts';
import { targetBudget } from './clone-budget.ts';

describe('targetBudget', () => {
  const rates = { day: '2026-12-06', book: rateBook([{ day: '2026-12-04', currency: 'GBP', perEur: '0.8' }, { day: '2026-12-04', currency: 'JPY', perEur: '160' }]) };
  const jpy = { adAccountId: 'act_jp', currency: 'JPY', minimumMinor: 150 };
  // £32 in hundredths, as the dialog asks.
  const request = { budgetType: 'daily' as const, dailyBudget: 3200, budgetCurrency: 'GBP' };
  /** A target's own budget in the request, in hundredths of its currency. */
  const own = (adAccountId: string, budget: number) => ({ adAccountId, budget, pageId: undefined, pixelId: undefined, dsaPayor: undefined, dsaBeneficiary: undefined });

  it("converts the request's budget into the target's currency when it names another one", () => {
    // £32 × 160 ÷ 0.8 = ¥6,400 exactly: 6400 units, 640000 hundredths.
    expect(targetBudget(request, jpy, rates)).toEqual({
      hundredths: 640_000,
      conversion: { kind: 'converted', from: { amount: 32, currency: 'GBP' }, amount: 6400, rate: 200, day: '2026-12-04' },
      withoutRate: false,
    });
  });

  it("lets the target's own budget win, still telling what the conversion would give", () => {
    const chosen = targetBudget({ ...request, targets: [own('act_jp', 500_000)] }, jpy, rates);
    expect(chosen.hundredths).toBe(500_000);
    expect(chosen.conversion).toMatchObject({ kind: 'converted', amount: 6400 });
  });

  it('keeps the figure as it is in the same currency, and without a currency named (the spec’s request)', () => {
    expect(targetBudget(request, { adAccountId: 'act_uk', currency: 'GBP', minimumMinor: 100 }, rates)).toEqual({ hundredths: 3200, conversion: null, withoutRate: false });
    expect(targetBudget({ budgetType: 'daily', dailyBudget: 3200 }, jpy, rates)).toEqual({ hundredths: 3200, conversion: null, withoutRate: false });
  });

  it('never copies the figure into a currency no rate reaches: no budget, unless the target has its own', () => {
    const cop = { adAccountId: 'act_co', currency: 'COP', minimumMinor: 4000 };
    expect(targetBudget(request, cop, rates)).toEqual({ hundredths: undefined, conversion: { kind: 'noRate', from: { amount: 32, currency: 'GBP' } }, withoutRate: true });
    expect(targetBudget({ ...request, targets: [own('act_co', 15_000_000)] }, cop, rates)).toMatchObject({ hundredths: 15_000_000, withoutRate: false });
  });
});
