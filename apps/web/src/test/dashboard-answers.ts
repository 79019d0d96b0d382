import type { OutputOf } from './fake-trpc';

type Summary = OutputOf<'dashboard.summary'>;

/**
 * `dashboard.summary` of a range without figures, converted to USD, changed where a test says (`converted` changes
 * the totals in the reporting currency).
 */
export function dashboardSummary(patch: Partial<Omit<Summary, 'converted'>> = {}, converted: Partial<Summary['converted']> = {}): Summary {
  return {
    currencies: [],
    daily: [],
    totals: { impressions: 0, clicks: 0, conversions: 0 },
    accountCount: 0,
    activeCampaigns: 0,
    lastSyncedAt: null,
    converted: {
      currency: 'USD',
      spend: 0,
      conversionValue: null,
      spendWithoutValue: 0,
      impressions: 0,
      clicks: 0,
      conversions: 0,
      ctr: 0,
      cpc: 0,
      cpa: 0,
      resultKind: null,
      results: null,
      costPerResult: null,
      roas: null,
      daily: [],
      fallbackDays: [],
      currenciesWithoutRate: [],
      ...converted,
    },
    unsettledDays: [],
    days: null,
    ...patch,
  };
}
