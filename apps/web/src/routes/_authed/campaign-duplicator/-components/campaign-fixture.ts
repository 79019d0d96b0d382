import type { Campaign } from './clone-types';

/** A listed campaign for the Duplicator's unit tests: a USD campaign of "Store A", changed where a test says. */
export function campaignFixture(overrides: Partial<Campaign> = {}): Campaign {
  return {
    id: 'c-uuid',
    externalId: '120001',
    name: 'Summer sale',
    status: 'ACTIVE',
    effectiveStatus: 'ACTIVE',
    objective: 'OUTCOME_SALES',
    dailyBudget: 5000,
    lifetimeBudget: null,
    createdAt: new Date(2026, 0, 5),
    platformId: 1,
    smartPlus: false,
    adAccountId: 'act_1',
    adAccountName: 'Store A',
    currency: 'USD',
    spend: 0,
    ...overrides,
  };
}
