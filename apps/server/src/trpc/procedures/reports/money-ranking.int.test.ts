import { refreshExchangeRates } from '@adfleet/core';
import { upsertAccountInsights, upsertAdAccounts, upsertCampaignInsights, upsertCampaigns, upsertConnection } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testCipher, testDeps } from '@adfleet/test-support/test-server';

/**
 * Five accounts, one per currency, each spending on 1 November 2026, when the bundled rates are (per euro) USD 1.10,
 * GBP 0.85, COP 4400 and JPY 160. Their raw amounts rank COP first; their worth in dollars, worked out by hand:
 */
const SPEND = { COP: 39_907_114, JPY: 1_770_000, USD: 12_500, EUR: 11_900, GBP: 10_000 } as const;
const IN_DOLLARS = {
  EUR: 13090, // 11,900 × 1.10
  GBP: 12941.18, // 10,000 ÷ 0.85 × 1.10
  USD: 12500,
  JPY: 12168.75, // 1,770,000 ÷ 160 × 1.10
  COP: 9976.78, // 39,907,114 ÷ 4,400 × 1.10
} as const;
const BY_WORTH = ['EUR', 'GBP', 'USD', 'JPY', 'COP'];
const DAY = '2026-11-01';
const range = { from: DAY, to: DAY, platform: 'all' as const };

describe('money ranks by its converted worth across currencies', () => {
  const database = useTestDatabase();
  let deps: ReturnType<typeof testDeps>;
  const owner = { id: '', workspaceId: '', token: '' };

  beforeAll(async () => {
    deps = { ...testDeps(database().db), now: () => new Date('2026-11-03T12:00:00Z') };
    await refreshExchangeRates(database().db, { kind: 'bundled' });
    const { token, user } = await callerAs(deps, undefined, '10.36.0.1').auth.register({ username: 'fx-ranker', email: 'fx-ranker@example.com', password: TEST_PASSWORD });
    Object.assign(owner, { id: user.id, workspaceId: await workspaceOf(database().db, user.id), token });
    await database().db.transaction().execute(async (trx) => {
      const connection = await upsertConnection(trx, { workspaceId: owner.workspaceId, connectedBy: owner.id, platformId: 1, externalUserId: 'fb-rank', externalUserName: 'Owner', accessTokenCiphertext: testCipher.encrypt('EAA-secret'), tokenExpiresAt: null, scopes: [] });
      for (const [index, [currency, spend]] of Object.entries(SPEND).entries()) {
        const [account] = await upsertAdAccounts(trx, [{
          workspaceId: owner.workspaceId, connectionId: connection.id, platformId: 1, adAccountId: `act_rank${index}`, name: currency, status: 'ACTIVE', currency,
          timezoneName: 'UTC', businessId: null, businessName: null, minDailyBudget: null,
        }]);
        const [campaign] = await upsertCampaigns(trx, [{ workspaceId: owner.workspaceId, adAccountId: account!.id, platformId: 1, externalId: `rank-${currency}`, name: currency, status: 'ACTIVE', effectiveStatus: 'ACTIVE', objective: 'OUTCOME_SALES', dailyBudget: '1000', lifetimeBudget: null, createdAt: new Date('2026-10-01T00:00:00Z'), updatedAt: new Date('2026-10-01T00:00:00Z') }]);
        const figures = { date: DAY, spend: String(spend), impressions: 10_000, clicks: 100, conversions: 4, conversionValue: '0', results: 4, resultKind: 'purchases' };
        await upsertAccountInsights(trx, account!.id, [figures]);
        await upsertCampaignInsights(trx, account!.id, [{ ...figures, campaignId: campaign!.id }]);
      }
    });
  });

  const as = () => callerAs(deps, owner.token);

  it('sorts Reports by spend, CPC and cost per result as their dollar worth, both ways, and shows that worth beside each amount', async () => {
    for (const groupBy of ['account', 'campaign'] as const) {
      const descending = await as().reports.run({ ...range, groupBy, sortBy: 'spend', sortDir: 'desc', currency: 'USD' });
      expect(descending.rows.map((row) => row.currency)).toEqual(BY_WORTH);
      expect(descending.rows.map((row) => [row.currency, row.spend])).toEqual(BY_WORTH.map((currency) => [currency, SPEND[currency as keyof typeof SPEND]]));
      for (const row of descending.rows) expect(row.convertedSpend).toBeCloseTo(IN_DOLLARS[row.currency as keyof typeof IN_DOLLARS], 2);
      const ascending = await as().reports.run({ ...range, groupBy, sortBy: 'spend', sortDir: 'asc', currency: 'USD' });
      expect(ascending.rows.map((row) => row.currency)).toEqual([...BY_WORTH].reverse());
      // Equal clicks and results everywhere: cost per click and per result rank as spend does.
      expect((await as().reports.run({ ...range, groupBy, sortBy: 'cpc', sortDir: 'desc', currency: 'USD' })).rows.map((row) => row.currency)).toEqual(BY_WORTH);
      expect((await as().reports.run({ ...range, groupBy, sortBy: 'costPerResult', sortDir: 'asc', currency: 'USD' })).rows.map((row) => row.currency)).toEqual([...BY_WORTH].reverse());
    }
  });

  it('gives each account of the dashboard table its worth in the reporting currency', async () => {
    const table = await as().dashboard.accounts({ ...range, currency: 'USD' });
    expect(table.reportingCurrency).toBe('USD');
    const worth = Object.fromEntries(table.accounts.map((account) => [account.currency, account.convertedSpend]));
    for (const [currency, dollars] of Object.entries(IN_DOLLARS)) expect(worth[currency]).toBeCloseTo(dollars, 2);
  });

  it('ranks within one currency by the amounts themselves', async () => {
    const dollarsOnly = await as().reports.run({ ...range, groupBy: 'account', sortBy: 'spend', sortDir: 'desc', currency: 'EUR', spendMax: 13_000, spendMin: 12_000 });
    expect(dollarsOnly.rows.map((row) => [row.currency, row.spend])).toEqual([['USD', 12_500]]);
  });
});
