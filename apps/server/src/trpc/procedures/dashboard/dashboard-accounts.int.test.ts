import { refreshExchangeRates } from '@adfleet/core';
import type { AccountPerformance } from '@adfleet/core';
import { upsertAccountInsights, upsertAdAccounts, upsertCampaignInsights, upsertCampaigns, upsertConnection } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { TRPCError } from '@trpc/server';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testCipher, testDeps } from '@adfleet/test-support/test-server';

/** Range 2026-11-18..20; the previous period of the same length is 2026-11-15..17. */
const RANGE = { from: '2026-11-18', to: '2026-11-20' };
/** The app's clock: the asked days are always in the past. */
const NOW = new Date('2026-11-21T12:00:00Z');
/** A day of a sales account: its results are its purchases. */
const day = (date: string, spend: number, conversions: number, extra: { impressions?: number; clicks?: number; value?: number } = {}) => ({
  date, spend: spend.toFixed(2), impressions: extra.impressions ?? 1000, clicks: extra.clicks ?? 10, conversions, conversionValue: (extra.value ?? 0).toFixed(2),
  results: conversions, resultKind: 'purchases',
});

describe('dashboard.accounts and the dashboard filters', () => {
  const database = useTestDatabase();
  let deps: ReturnType<typeof testDeps>;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };
  const ids: Record<string, string> = {};

  beforeAll(async () => {
    deps = { ...testDeps(database().db), now: () => NOW };
    // The ranking converts each campaign's spend to the reporting currency (USD by default) with the bundled rates.
    await refreshExchangeRates(database().db, { kind: 'bundled' });
    for (const [who, name] of [[owner, 'agency'], [other, 'stranger']] as const) {
      const { token, user } = await callerAs(deps, undefined, `10.6.0.${name.length}`).auth.register({ username: name, email: `${name}@example.com`, password: TEST_PASSWORD });
      Object.assign(who, { id: user.id, workspaceId: await workspaceOf(database().db, user.id), token });
    }
    await database().db.transaction().execute(async (trx) => {
      const connection = await upsertConnection(trx, { workspaceId: owner.workspaceId, connectedBy: owner.id, platformId: 1, externalUserId: 'fb-agency', externalUserName: 'Agency', accessTokenCiphertext: testCipher.encrypt('EAA-secret'), tokenExpiresAt: null, scopes: [] });
      const account = (adAccountId: string, name: string, currency: string, business: [string, string] | null) => ({
        workspaceId: owner.workspaceId, connectionId: connection.id, platformId: 1, adAccountId, name, status: 'ACTIVE', currency, timezoneName: 'UTC',
        businessId: business?.[0] ?? null, businessName: business?.[1] ?? null, minDailyBudget: null,
      });
      const rows = await upsertAdAccounts(trx, [
        account('act_1', 'Bakery US', 'USD', ['b-100', 'Bakery Group']),
        account('act_2', 'Bakery CO', 'COP', ['b-100', 'Bakery Group']),
        account('act_3', 'Gym EU', 'EUR', ['b-200', 'Gym Club']),
      ]);
      for (const row of rows) ids[row.name] = row.id;
      // Bakery US: 100 → 112 spend, 10 → 15 results. Bakery CO: nothing before the range. Gym EU: spend falls 200 → 150, results 4 → 0.
      await upsertAccountInsights(trx, ids['Bakery US']!, [day('2026-11-16', 100, 10), day('2026-11-18', 50, 5, { clicks: 25, impressions: 2000, value: 100 }), day('2026-11-20', 62, 10, { clicks: 15, impressions: 2000, value: 124 })]);
      await upsertAccountInsights(trx, ids['Bakery CO']!, [day('2026-11-19', 40000, 3)]);
      await upsertAccountInsights(trx, ids['Gym EU']!, [day('2026-11-15', 120, 4), day('2026-11-17', 80, 0), day('2026-11-19', 150, 0)]);
      // Outside both periods: never counted.
      await upsertAccountInsights(trx, ids['Gym EU']!, [day('2026-11-10', 999, 99), day('2026-11-21', 999, 99)]);
      const campaigns = await upsertCampaigns(trx, [
        { name: 'US sale', account: 'Bakery US', external: 'c-us' },
        { name: 'Gym promo', account: 'Gym EU', external: 'c-gym' },
      ].map((campaign) => ({
        workspaceId: owner.workspaceId, adAccountId: ids[campaign.account]!, platformId: 1, externalId: campaign.external, name: campaign.name, status: 'ACTIVE', effectiveStatus: 'ACTIVE',
        objective: 'OUTCOME_SALES', dailyBudget: '1000', lifetimeBudget: null, createdAt: new Date('2026-11-01T00:00:00Z'), updatedAt: new Date('2026-11-01T00:00:00Z'),
      })));
      const [us, gym] = campaigns;
      // Gym promo spent most in the range; US sale spent most long before it.
      await upsertCampaignInsights(trx, ids['Bakery US']!, [{ ...day('2026-11-01', 5000, 0), campaignId: us!.id }, { ...day('2026-11-19', 10, 0), campaignId: us!.id }]);
      await upsertCampaignInsights(trx, ids['Gym EU']!, [{ ...day('2026-11-19', 150, 0), campaignId: gym!.id }]);
    });
  });

  const as = (who: { token: string }) => callerAs(deps, who.token);
  const byName = (rows: AccountPerformance[]) => Object.fromEntries(rows.map((row) => [row.name, row]));

  it('lists every account with its own currency, its figures for the range and the change against the period before', async () => {
    const result = await as(owner).dashboard.accounts(RANGE);
    expect(result.previous).toEqual({ from: '2026-11-15', to: '2026-11-17' });
    const rows = byName(result.accounts);
    expect(Object.keys(rows).sort()).toEqual(['Bakery CO', 'Bakery US', 'Gym EU']);
    expect(rows['Bakery US']).toMatchObject({ currency: 'USD', businessId: 'b-100', businessName: 'Bakery Group', spend: 112, results: 15, resultKind: 'purchases', clicks: 40, impressions: 4000 });
    expect(rows['Bakery US']!.spendChange).toBeCloseTo(12, 10);
    expect(rows['Bakery US']!.resultsChange).toBeCloseTo(50, 10);
    expect(rows['Bakery US']!.costPerResult).toBeCloseTo(112 / 15, 10);
    expect(rows['Bakery US']!.cpc).toBeCloseTo(112 / 40, 10);
    expect(rows['Bakery US']!.ctr).toBeCloseTo(1, 10);
    expect(rows['Bakery US']!.roas).toBeCloseTo(224 / 112, 10);
    // Never converted: COP stays COP.
    expect(rows['Bakery CO']).toMatchObject({ currency: 'COP', spend: 40000, results: 3, spendChange: null, resultsChange: null });
    expect(rows['Gym EU']).toMatchObject({ currency: 'EUR', spend: 150, results: 0, resultsChange: -100, costPerResult: null });
    expect(rows['Gym EU']!.spendChange).toBeCloseTo(-25, 10);
  });

  it('narrows the table, the tiles and the active campaigns to the chosen accounts and businesses', async () => {
    const oneAccount = { ...RANGE, adAccountIds: [ids['Gym EU']!] };
    expect((await as(owner).dashboard.accounts(oneAccount)).accounts.map((row) => row.name)).toEqual(['Gym EU']);
    const summary = await as(owner).dashboard.summary(oneAccount);
    expect(summary.currencies.map((row) => [row.currency, row.spend])).toEqual([['EUR', 150]]);
    expect(summary.accountCount).toBe(1);
    expect(summary.activeCampaigns).toBe(1);
    expect((await as(owner).dashboard.activeCampaigns(oneAccount))?.map((row) => row.name)).toEqual(['Gym promo']);

    const bakery = { ...RANGE, businessIds: ['b-100'] };
    expect((await as(owner).dashboard.accounts(bakery)).accounts.map((row) => row.name).sort()).toEqual(['Bakery CO', 'Bakery US']);
    expect((await as(owner).dashboard.summary(bakery)).currencies.map((row) => row.currency)).toEqual(['COP', 'USD']);
    // Both filters together: only accounts matching both.
    expect((await as(owner).dashboard.accounts({ ...RANGE, businessIds: ['b-100'], adAccountIds: [ids['Gym EU']!] })).accounts).toEqual([]);
  });

  it('ranks active campaigns by their spend in the chosen range, not before it (150 EUR above 10 USD once converted)', async () => {
    const ranked = await as(owner).dashboard.activeCampaigns(RANGE);
    expect(ranked?.map((row) => [row.name, row.spend])).toEqual([['Gym promo', 150], ['US sale', 10]]);
  });

  it('gives another workspace nothing, even when asked for the owner’s accounts by id', async () => {
    expect((await as(other).dashboard.accounts(RANGE)).accounts).toEqual([]);
    expect((await as(other).dashboard.accounts({ ...RANGE, adAccountIds: [ids['Bakery US']!] })).accounts).toEqual([]);
    expect((await as(other).dashboard.summary({ ...RANGE, adAccountIds: [ids['Bakery US']!] })).currencies).toEqual([]);
    expect(await as(other).dashboard.activeCampaigns({ ...RANGE, businessIds: ['b-100'] })).toEqual([]);
  });

  it('refuses bad filters with a clear error', async () => {
    await expect(as(owner).dashboard.accounts({ ...RANGE, adAccountIds: ['not-a-uuid'] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(as(owner).dashboard.accounts({ from: RANGE.to, to: RANGE.from })).rejects.toBeInstanceOf(TRPCError);
    await expect(as(owner).dashboard.activeCampaigns({ businessIds: ["x'; drop table ad_accounts; --"] })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });
});
