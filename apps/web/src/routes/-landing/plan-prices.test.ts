import { describe, expect, it } from 'vitest';
import { planPrice } from './plan-prices';

describe('planPrice', () => {
  it('charges the spec’s monthly prices every month', () => {
    expect(planPrice('basic', 'monthly')).toEqual({ chargeCents: 2900, perMonthCents: 2900, savingCents: 0 });
    expect(planPrice('professional', 'monthly')).toEqual({ chargeCents: 7900, perMonthCents: 7900, savingCents: 0 });
  });

  it('charges ten months for a year, which is two months free', () => {
    expect(planPrice('basic', 'yearly')).toEqual({ chargeCents: 29_000, perMonthCents: 2417, savingCents: 5800 });
    expect(planPrice('professional', 'yearly')).toEqual({ chargeCents: 79_000, perMonthCents: 6583, savingCents: 15_800 });
  });

  it('has no fixed price for Enterprise in either cycle', () => {
    expect(planPrice('enterprise', 'monthly')).toBeNull();
    expect(planPrice('enterprise', 'yearly')).toBeNull();
  });
});
