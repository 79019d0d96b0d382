import type { BudgetRow, EndedBudget } from './budget-types';
import { describe, expect, it } from 'vitest';
import { validateBudgetSearch, visibleBudgetRows, visibleEndedBudgets } from './budget-search';

const ACCOUNT_A = '00000000-0000-4000-8000-00000000000a';
const ACCOUNT_B = '00000000-0000-4000-8000-00000000000b';
const row = (overrides: Partial<BudgetRow>): BudgetRow => ({
  accountId: ACCOUNT_A,
  platformId: 1,
  accountName: 'A',
  adAccountId: 'act_1',
  currency: 'USD',
  objectType: 'adset',
  objectId: '1',
  name: 'x',
  campaignName: 'c',
  budgetType: 'daily',
  budgetMinor: 1000,
  spentMinor: 0,
  periodStart: null,
  periodEnd: null,
  pacing: 'unknown',
  projectedMinor: null,
  todayCeilingMinor: 1750,
  changesLeftThisHour: 4,
  readOnly: null,
  ...overrides,
});

describe('the Budget page URL', () => {
  it('keeps known filters and drops unknown or malformed ones', () => {
    expect(validateBudgetSearch({ account: ACCOUNT_A, level: 'adset', pacing: 'over', sort: 'spent', dir: 'desc', change: ACCOUNT_B })).toEqual({
      account: ACCOUNT_A,
      level: 'adset',
      pacing: 'over',
      sort: 'spent',
      dir: 'desc',
      change: ACCOUNT_B,
    });
    expect(validateBudgetSearch({ account: 'act_1', level: 'ad', pacing: 'fast', sort: 'ctr', dir: 'up', change: 7 })).toEqual({});
  });

  it('filters by account, level and pacing, and sorts with stable ties', () => {
    const rows = [
      row({ objectId: '1', name: 'b', spentMinor: 50, pacing: 'over' }),
      row({ objectId: '2', name: 'a', spentMinor: 10, pacing: 'under' }),
      row({ objectId: '3', name: 'c', accountId: ACCOUNT_B, accountName: 'B', objectType: 'campaign', spentMinor: 30, pacing: 'over' }),
    ];
    expect(visibleBudgetRows(rows, {}).map((item) => item.objectId)).toEqual(['2', '1', '3']);
    expect(visibleBudgetRows(rows, { account: ACCOUNT_A }).map((item) => item.objectId)).toEqual(['2', '1']);
    expect(visibleBudgetRows(rows, { level: 'campaign' }).map((item) => item.objectId)).toEqual(['3']);
    expect(visibleBudgetRows(rows, { pacing: 'over' }).map((item) => item.objectId)).toEqual(['1', '3']);
    const worth = { '1': { budget: 100, spent: 0.5 }, '2': { budget: 100, spent: 0.1 }, '3': { budget: 100, spent: 0.3 } };
    expect(visibleBudgetRows(rows, { sort: 'spent', dir: 'desc' }, worth).map((item) => item.objectId)).toEqual(['1', '3', '2']);
    expect(visibleBudgetRows(rows, { sort: 'pacing' }).map((item) => item.objectId)).toEqual(['1', '3', '2']);
  });

  it('ranks budgets and spend across currencies by their worth in the reporting currency, those without a rate last', () => {
    // ¥500,000 (about $3,440) is worth more than COP 5,000,000 (about $1,250), though its number is smaller.
    const rows = [
      row({ objectId: 'cop', currency: 'COP', budgetMinor: 5_000_000 }),
      row({ objectId: 'jpy', currency: 'JPY', budgetMinor: 500_000 }),
      row({ objectId: 'ars', currency: 'ARS', budgetMinor: 90_000_000 }),
      row({ objectId: 'usd', currency: 'USD', budgetMinor: 200_000 }),
    ];
    const worth = { cop: { budget: 1250, spent: 0 }, jpy: { budget: 3437.5, spent: 0 }, ars: null, usd: { budget: 2000, spent: 0 } };
    expect(visibleBudgetRows(rows, { sort: 'budget', dir: 'desc' }, worth).map((item) => item.objectId)).toEqual(['jpy', 'usd', 'cop', 'ars']);
    expect(visibleBudgetRows(rows, { sort: 'budget', dir: 'asc' }, worth).map((item) => item.objectId)).toEqual(['cop', 'usd', 'jpy', 'ars']);
  });

  it('puts over-spent budgets first by pacing and filters on them', () => {
    const rows = [row({ objectId: '1', pacing: 'over' }), row({ objectId: '2', pacing: 'unknown' }), row({ objectId: '3', pacing: 'overspent' })];
    expect(validateBudgetSearch({ pacing: 'overspent' })).toEqual({ pacing: 'overspent' });
    expect(visibleBudgetRows(rows, { sort: 'pacing' }).map((item) => item.objectId)).toEqual(['3', '1', '2']);
    expect(visibleBudgetRows(rows, { pacing: 'overspent' }).map((item) => item.objectId)).toEqual(['3']);
  });

  it('lists ended budgets the latest ended first, by account and level, and none under a pacing filter', () => {
    const ended = (objectId: string, endedOn: string, overrides: Partial<EndedBudget> = {}): EndedBudget => ({
      accountId: ACCOUNT_A, platformId: 1, accountName: 'A', adAccountId: 'act_1', currency: 'USD', objectType: 'adset', objectId, name: objectId, campaignName: 'c',
      budgetType: 'lifetime', budgetMinor: 30000, spentMinor: 69900, endedOn, ...overrides,
    });
    const list = [ended('may', '2026-05-19'), ended('nov', '2026-11-14', { accountId: ACCOUNT_B, objectType: 'campaign' }), ended('jan', '2026-01-31')];
    expect(visibleEndedBudgets(list, {}).map((item) => item.objectId)).toEqual(['nov', 'may', 'jan']);
    expect(visibleEndedBudgets(list, { account: ACCOUNT_A }).map((item) => item.objectId)).toEqual(['may', 'jan']);
    expect(visibleEndedBudgets(list, { level: 'campaign' }).map((item) => item.objectId)).toEqual(['nov']);
    expect(visibleEndedBudgets(list, { pacing: 'over' })).toEqual([]);
  });
});
