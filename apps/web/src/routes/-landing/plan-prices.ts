export type BillingCycle = 'monthly' | 'yearly';
export type PlanId = 'basic' | 'professional' | 'enterprise';

/** The spec's monthly prices, in US cents; Enterprise is priced per customer. */
const MONTHLY_PRICE_CENTS: Record<PlanId, number | null> = {
  basic: 2900,
  professional: 7900,
  enterprise: null,
};

/** Paying for a year at once costs ten months: two months free. See docs/decisions/0038. */
const PAID_MONTHS_PER_YEAR = 10;

export interface PlanPrice {
  /** What one payment is, in cents. */
  chargeCents: number;
  /** What the plan costs per month over the period, in cents (rounded to the cent). */
  perMonthCents: number;
  /** What paying yearly saves over twelve monthly payments, in cents (0 when billed monthly). */
  savingCents: number;
}

/** A plan's price for a billing cycle, or null for a plan with a custom price. */
export function planPrice(plan: PlanId, cycle: BillingCycle): PlanPrice | null {
  const monthly = MONTHLY_PRICE_CENTS[plan];
  if (monthly === null) return null;
  if (cycle === 'monthly') return { chargeCents: monthly, perMonthCents: monthly, savingCents: 0 };
  const yearly = monthly * PAID_MONTHS_PER_YEAR;
  return { chargeCents: yearly, perMonthCents: Math.round(yearly / 12), savingCents: monthly * 12 - yearly };
}
