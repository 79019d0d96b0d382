import { minorToMajor } from '../money/index.ts';
import type { CloneSnapshot } from './clone-snapshot.ts';

export interface SourceBudget {
  budgetType: 'daily' | 'lifetime';
  /** Hundredths of the source's currency, as the request carries budgets; each target gets it converted into its own. */
  hundredths: number;
}

const positive = (value: string | number | undefined) => (value !== undefined && Number(value) > 0 ? Number(value) : undefined);

/**
 * A campaign's own budget as a clone of it in a several-campaign batch takes it, times the multiplier, in hundredths
 * of the source's currency (50 USD → 5000; each target gets it converted at the day's rate): the campaign's
 * budget, else (its budgets live on its ad sets, and the clone gives each ad set this one amount) the smallest ad-set
 * budget, so no ad set of the clone spends more than its source did. Undefined when it has no budget at all.
 */
export function sourceBudget(snapshot: CloneSnapshot, multiplier: number): SourceBudget | undefined {
  const own = minorBudget([snapshot.campaign]) ?? minorBudget(snapshot.adsets);
  if (!own) return undefined;
  const hundredths = Math.round(minorToMajor(own.minor, snapshot.sourceCurrency) * multiplier * 100);
  return hundredths > 0 ? { budgetType: own.budgetType, hundredths } : undefined;
}

/** Where a campaign keeps its budget: on itself, on its ad sets, or nowhere. */
export function budgetHolder(snapshot: CloneSnapshot): 'campaign' | 'adSets' | null {
  if (minorBudget([snapshot.campaign])) return 'campaign';
  return minorBudget(snapshot.adsets) ? 'adSets' : null;
}

type Holder = { daily_budget?: string | number | undefined; lifetime_budget?: string | number | undefined };

/** The smallest daily budget among the holders, else the smallest lifetime one. */
function minorBudget(holders: readonly Holder[]): { budgetType: SourceBudget['budgetType']; minor: number } | undefined {
  for (const budgetType of ['daily', 'lifetime'] as const) {
    const amounts = holders.map((holder) => positive(holder[`${budgetType}_budget`])).filter((amount) => amount !== undefined);
    if (amounts.length > 0) return { budgetType, minor: Math.min(...amounts) };
  }
  return undefined;
}
