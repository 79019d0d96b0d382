import { describe, expect, it } from 'vitest';
import { type CloneSnapshot, sourceBudget } from './clone-source.ts';

describe('sourceBudget', () => {
  const snapshot = (campaign: Partial<CloneSnapshot['campaign']>, adsets: Partial<CloneSnapshot['adsets'][number]>[] = [], sourceCurrency = 'USD'): CloneSnapshot => ({
    sourceAccountId: '1',
    sourceCurrency,
    campaign: { id: 'c', name: 'C', objective: 'OUTCOME_SALES', ...campaign },
    adsets: adsets.map((adset, index) => ({ id: `s${index}`, name: `S${index}`, targeting: {}, ...adset })),
    creatives: [],
    ads: [],
    imageHashes: [],
  });

  it("takes the campaign's daily budget as money units in hundredths: 50 USD is 5000", () => {
    expect(sourceBudget(snapshot({ daily_budget: '5000' }), 1)).toEqual({ budgetType: 'daily', hundredths: 5000 });
  });

  it('reads a yen budget by its own offset: 3000 JPY is 3000 units, 300000 hundredths', () => {
    expect(sourceBudget(snapshot({ lifetime_budget: '3000' }, [], 'JPY'), 1)).toEqual({ budgetType: 'lifetime', hundredths: 300000 });
  });

  it("takes the smallest ad-set budget when the campaign's budgets live on its ad sets, daily before lifetime", () => {
    expect(sourceBudget(snapshot({}, [{}, { daily_budget: 7500 }, { daily_budget: 2500 }, { lifetime_budget: 100 }]), 1)).toEqual({ budgetType: 'daily', hundredths: 2500 });
    expect(sourceBudget(snapshot({}, [{ lifetime_budget: 12000 }, { lifetime_budget: 30000 }]), 1)).toEqual({ budgetType: 'lifetime', hundredths: 12000 });
  });

  it('applies the multiplier: 1000 yen × 1.5 is 1500 units', () => {
    expect(sourceBudget(snapshot({ daily_budget: '1000' }, [], 'JPY'), 1.5)).toEqual({ budgetType: 'daily', hundredths: 150000 });
  });

  it('has none when neither the campaign nor any ad set has a budget', () => {
    expect(sourceBudget(snapshot({ daily_budget: '0' }, [{}]), 1)).toBeUndefined();
  });
});
