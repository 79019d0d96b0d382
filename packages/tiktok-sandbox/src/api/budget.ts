import { errors } from '../errors/tiktok-errors.ts';
import { formatMoney, toMinor, usdToMinor } from '../world/currencies.ts';
import type { Advertiser, BudgetMode } from '../world/world-types.ts';

/** TikTok's minimum daily budgets, in US dollars: 50 for a campaign, 20 for an ad group (converted per currency). */
export const MIN_BUDGET_USD = { campaign: 50, adgroup: 20 } as const;

/**
 * A budget in minor units, checked as TikTok checks it: none with BUDGET_MODE_INFINITE, else present, with no more
 * decimals than the currency has, and at least the minimum.
 */
export function budgetMinorOf(level: keyof typeof MIN_BUDGET_USD, mode: BudgetMode, budget: number | undefined, advertiser: Advertiser): number {
  if (mode === 'BUDGET_MODE_INFINITE') return 0;
  if (budget === undefined) throw errors.missing('budget');
  const minor = toMinor(budget, advertiser.currency);
  if (minor === undefined) throw errors.parameter(`budget: ${advertiser.currency} budgets take at most ${formatMoney(0, advertiser.currency).split('.')[1]?.length ?? 0} decimals.`);
  const minimum = usdToMinor(MIN_BUDGET_USD[level], advertiser.currency);
  if (minor < minimum) throw errors.parameter(`budget: The ${level} budget must be at least ${formatMoney(minimum, advertiser.currency)} ${advertiser.currency}.`);
  return minor;
}
