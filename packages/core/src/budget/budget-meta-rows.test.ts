import type { AdAccountRow } from '@adfleet/db';
import { describe, expect, it } from 'vitest';
import type { AccountBudgetRead } from './budget-graph-read.ts';
import { metaAccountBudgets } from './budget-meta-rows.ts';

const account = { id: '00000000-0000-4000-8000-000000000001', name: 'Northwind CO', ad_account_id: 'act_1', currency: 'USD', timezone_name: 'America/Bogota' } as AdAccountRow;
// Saturday 5 Dec, 15:00 in Bogotá (20:00 UTC): 15 of the day's 24 hours gone, the last day of the week since Sunday 29 Nov.
const now = new Date('2026-12-05T20:00:00Z');

/** What Meta answers for one account, as `readAccountBudgets` collects it (spend in major units). */
function read(overrides: Partial<AccountBudgetRead>): AccountBudgetRead {
  return { spendCap: undefined, amountSpent: undefined, campaigns: [], adsets: [], spendToday: new Map(), spendWeek: new Map(), spendLifetime: new Map(), ...overrides };
}

describe("a Meta account's budgets", () => {
  it('lists an ad set whose lifetime budget ended as ended, with its spend as history, not among the active budgets', () => {
    const budgets = metaAccountBudgets(
      account,
      read({
        campaigns: [{ id: 'c1', name: 'Spring' }],
        adsets: [
          { id: 's1', name: 'Ended', campaign_id: 'c1', lifetime_budget: '30000', start_time: '2026-03-20T00:00:00-0500', end_time: '2026-05-19T00:00:00-0500' },
          { id: 's2', name: 'Running', campaign_id: 'c1', lifetime_budget: '30000', start_time: '2026-11-06T00:00:00-0500', end_time: '2027-01-05T00:00:00-0500' },
        ],
        spendLifetime: new Map([['s1', 699], ['s2', 100]]),
      }),
      now,
    );
    expect(budgets.rows.map((row) => row.objectId)).toEqual(['s2']);
    expect(budgets.ended).toEqual([expect.objectContaining({ objectId: 's1', budgetType: 'lifetime', budgetMinor: 30000, spentMinor: 69900, endedOn: '2026-05-19' })]);
  });

  it("ends a campaign budget with its last ad set, and an ad set with its campaign's stop", () => {
    const budgets = metaAccountBudgets(
      account,
      read({
        campaigns: [
          { id: 'cbo', name: 'Campaign budget', lifetime_budget: '50000', start_time: '2026-10-01T00:00:00Z' },
          { id: 'stopped', name: 'Stopped', stop_time: '2026-11-30T00:00:00Z' },
        ],
        adsets: [
          { id: 'a1', name: 'A', campaign_id: 'cbo', end_time: '2026-11-01T00:00:00Z' },
          { id: 'a2', name: 'B', campaign_id: 'cbo', end_time: '2026-11-15T00:00:00Z' },
          { id: 'a3', name: 'C', campaign_id: 'stopped', daily_budget: '2000' },
        ],
      }),
      now,
    );
    expect(budgets.rows).toEqual([]);
    // The account's days: midnight UTC is still the evening before in Bogotá.
    expect(budgets.ended.map((row) => [row.objectId, row.endedOn])).toEqual([
      ['cbo', '2026-11-14'],
      ['a3', '2026-11-29'],
    ]);
  });

  it("paces daily budgets on the account's day with Meta's allowance: 1.5× is within, 1.8× and a week past 7× are over-spent", () => {
    const adset = (id: string) => ({ id, name: id, campaign_id: 'c1', daily_budget: '5000' });
    const budgets = metaAccountBudgets(
      account,
      read({
        campaigns: [{ id: 'c1', name: 'Always on' }],
        adsets: [adset('within'), adset('day'), adset('week')],
        spendToday: new Map([['within', 75], ['day', 90], ['week', 60]]),
        spendWeek: new Map([['within', 300], ['day', 300], ['week', 351]]),
      }),
      now,
    );
    expect(budgets.rows.map((row) => [row.objectId, row.spentMinor, row.pacing, row.periodStart?.toISOString()])).toEqual([
      // 75.00 at 15 of 24 hours projects 120.00: over pace, within what Meta allows.
      ['within', 7500, 'over', '2026-12-05T05:00:00.000Z'],
      ['day', 9000, 'overspent', '2026-12-05T05:00:00.000Z'],
      ['week', 6000, 'overspent', '2026-12-05T05:00:00.000Z'],
    ]);
  });
});
