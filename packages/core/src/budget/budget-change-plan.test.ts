import { describe, expect, it } from 'vitest';
import { planChange } from './budget-change-plan.ts';
import { userMessage } from '../messages/index.ts';
import type { BudgetRow } from './budget-schemas.ts';

const row = (overrides: Partial<BudgetRow> = {}): BudgetRow => ({
  accountId: '00000000-0000-4000-8000-000000000001',
  platformId: 1,
  accountName: 'Northwind US',
  adAccountId: 'act_1',
  currency: 'USD',
  objectType: 'adset',
  objectId: '1',
  name: 'Ad set',
  campaignName: 'Campaign',
  budgetType: 'daily',
  budgetMinor: 5000,
  spentMinor: 0,
  periodStart: null,
  periodEnd: null,
  pacing: 'unknown',
  projectedMinor: null,
  todayCeilingMinor: 8750,
  changesLeftThisHour: 4,
  readOnly: null,
  ...overrides,
});

describe('planning a budget change', () => {
  it('refuses to change a budget shown as synced only (TikTok), saying why', () => {
    const synced = planChange(row({ platformId: 2, adAccountId: '7001', objectType: 'campaign', readOnly: userMessage('budgetSyncedOnly') }), { kind: 'raise', percent: 10 }, null);
    expect(synced.problems).toEqual([userMessage('budgetSyncedOnly')]);
  });

  it('sets an amount in each row’s own currency, and raises or lowers by a percentage rounded to the minor unit', () => {
    expect(planChange(row(), { kind: 'set', amount: 75 }, 100).newMinor).toBe(7500);
    expect(planChange(row({ currency: 'JPY', budgetMinor: 5000 }), { kind: 'set', amount: 75 }, 100).newMinor).toBe(75);
    expect(planChange(row({ budgetMinor: 3333 }), { kind: 'raise', percent: 10 }, 100).newMinor).toBe(3666);
    expect(planChange(row(), { kind: 'lower', percent: 20 }, 100).newMinor).toBe(4000);
  });

  it("refuses a budget below the account's minimum, naming both amounts (COP has no minor unit at Meta)", () => {
    const planned = planChange(row({ currency: 'COP', budgetMinor: 5000 }), { kind: 'lower', percent: 50 }, 4000);
    expect(planned.problems).toEqual([
      { code: 'budgetBelowMinimum', params: { account: 'Northwind US', budget: { money: { amount: 2500, currency: 'COP' } }, minimum: { money: { amount: 4000, currency: 'COP' } } } },
    ]);
  });

  it('holds back an ad set with no budget change left this hour, saying why, and lets the others through', () => {
    expect(planChange(row({ changesLeftThisHour: 0 }), { kind: 'raise', percent: 10 }, 100)).toMatchObject({ problems: [], warnings: [], notSent: { code: 'budgetNoChangesLeft', params: {} } });
    expect(planChange(row({ changesLeftThisHour: 1 }), { kind: 'raise', percent: 10 }, 100)).toMatchObject({ warnings: [], notSent: null });
    // A budget that stays the same sends nothing, so the limit does not matter to it.
    expect(planChange(row({ changesLeftThisHour: 0 }), { kind: 'set', amount: 50 }, 100)).toMatchObject({ warnings: [{ code: 'budgetUnchanged', params: {} }], notSent: null });
  });

  it('warns when nothing changes', () => {
    expect(planChange(row(), { kind: 'set', amount: 50 }, 100)).toMatchObject({ problems: [], warnings: [{ code: 'budgetUnchanged', params: {} }] });
  });
});
