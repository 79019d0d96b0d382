import { refreshExchangeRates } from '@adfleet/core';
import { upsertAdAccounts, upsertAdSets, upsertCampaignInsights, upsertCampaigns, upsertConnection } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, startTestServer, type TestServer, testCipher, testDeps } from '@adfleet/test-support/test-server';

/**
 * A TikTok advertiser in Bogotá (UTC-5), its campaigns and ad groups written through the repositories as its sync
 * writes them, read by the Budget page at a frozen clock: 03:00 UTC on 6 Dec is still 22:00 on 5 Dec in Bogotá, so
 * the account's "today" is 5 Dec while UTC's is already 6 Dec. Expected figures worked out by hand.
 */
const now = new Date('2026-12-06T03:00:00Z');
const TODAY = '2026-12-05';
const YESTERDAY = '2026-12-04';

const CAMPAIGNS = [
  // A lifetime budget of 300.00 whose only ad group ran from 20 Mar to 19 May (Bogotá midnight): 699.00 spent, 233 %.
  { id: '1', name: 'Spring sale', lifetime: '30000', schedule: ['2026-03-20T05:00:00Z', '2026-05-19T05:00:00Z'], spend: [['2026-05-18', '699.00']] },
  // A lifetime budget of 100.00 that started today and runs a month: 101.00 on its first day is past it.
  { id: '2', name: 'Launch', lifetime: '10000', schedule: ['2026-12-05T05:00:00Z', '2027-01-04T05:00:00Z'], spend: [[TODAY, '101.00']] },
  // 50.00 a day: 45.00 by 22:00 of the account's day ends it at 49.09; yesterday's 80.00 is not today's.
  { id: '3', name: 'Always on', daily: '5000', schedule: ['2026-11-01T05:00:00Z', null], spend: [[YESTERDAY, '80.00'], [TODAY, '45.00']] },
  // 50.00 a day, TikTok's ceiling for the day: 51.00 is past it.
  { id: '4', name: 'Daily over', daily: '5000', schedule: ['2026-11-01T05:00:00Z', null], spend: [[TODAY, '51.00']] },
] as const;

describe('Budget: pacing that says over-spent when the figures do, and ended budgets apart from the active ones', () => {
  const database = useTestDatabase();
  let server: TestServer;
  const owner = { workspaceId: '', token: '' };
  const deps = () => ({ ...testDeps(database().db), now: () => now });

  beforeAll(async () => {
    server = await startTestServer({ connectionString: database().connectionString, db: database().db, now: () => now });
    const { token, user } = await callerAs(deps(), undefined, '10.62.0.1').auth.register({ username: 'pacing-owner', email: 'pacing-owner@example.com', password: TEST_PASSWORD });
    Object.assign(owner, { token, workspaceId: await workspaceOf(database().db, user.id) });
    await database().db.transaction().execute(async (trx) => {
      const connection = await upsertConnection(trx, {
        workspaceId: owner.workspaceId, connectedBy: user.id, platformId: 2, externalUserId: 'grant-pacing', externalUserName: null, accessTokenCiphertext: testCipher.encrypt('token'), tokenExpiresAt: null, scopes: [],
      });
      const [account] = await upsertAdAccounts(trx, [{
        workspaceId: owner.workspaceId, connectionId: connection.id, platformId: 2, adAccountId: '7002000000001', name: 'TikTok Bogotá', status: 'ACTIVE', currency: 'USD',
        timezoneName: 'America/Bogota', businessId: null, businessName: null, minDailyBudget: null,
      }]);
      const accountId = account!.id;
      const created = new Date('2026-03-01T00:00:00Z');
      const campaign = (externalId: string, name: string, budgets: { daily?: string; lifetime?: string }, status = 'ACTIVE') => ({
        workspaceId: owner.workspaceId, adAccountId: accountId, platformId: 2, externalId, name, status, effectiveStatus: status, objective: 'TRAFFIC',
        dailyBudget: budgets.daily ?? null, lifetimeBudget: budgets.lifetime ?? null, createdAt: created, updatedAt: created,
      });
      const ids = new Map((await upsertCampaigns(trx, [
        ...CAMPAIGNS.map((item) => campaign(item.id, item.name, item)),
        // A paused campaign's budget is no active budget, whatever it spent.
        campaign('5', 'Paused', { daily: '5000' }, 'PAUSED'),
      ])).map((row) => [row.externalId, row.id]));
      await upsertAdSets(trx, CAMPAIGNS.map((item) => ({
        workspaceId: owner.workspaceId, adAccountId: accountId, campaignId: ids.get(item.id)!, externalId: `${item.id}-g`, name: `${item.name} group`, status: 'ACTIVE', effectiveStatus: 'ACTIVE',
        startTime: new Date(item.schedule[0]), endTime: item.schedule[1] ? new Date(item.schedule[1]) : null,
      })));
      await upsertCampaignInsights(trx, accountId, [
        ...CAMPAIGNS.flatMap((item) => item.spend.map(([date, spend]) => ({ date, spend, impressions: 1000, clicks: 10, conversions: 0, conversionValue: '0', campaignId: ids.get(item.id)! }))),
        { date: TODAY, spend: '90.00', impressions: 1000, clicks: 10, conversions: 0, conversionValue: '0', campaignId: ids.get('5')! },
      ]);
    });
  }, 120_000);
  afterAll(() => server?.close());

  it('leaves an ended lifetime budget out of the active budgets, its spend kept as history', async () => {
    const overview = await callerAs(deps(), owner.token).budget.overview({});
    expect(overview.rows.map((row) => row.name)).not.toContain('Spring sale');
    expect(overview.ended).toEqual([
      expect.objectContaining({ name: 'Spring sale', objectType: 'campaign', budgetType: 'lifetime', budgetMinor: 30000, spentMinor: 69900, currency: 'USD', endedOn: '2026-05-19' }),
    ]);
  });

  it("says over-spent from the first day spend passes what the platform allows, and paces on the account's own day", async () => {
    const overview = await callerAs(deps(), owner.token).budget.overview({});
    expect(overview.rows.map((row) => [row.name, row.budgetType, row.spentMinor, row.pacing, row.projectedMinor])).toEqual([
      // 45.00 over 22 of 24 hours: 49.09 at the day's end.
      ['Always on', 'daily', 4500, 'on_track', 4909],
      ['Daily over', 'daily', 5100, 'overspent', null],
      // 101.00 of 100.00 with 22 hours of its 30 days gone: no waiting to tell.
      ['Launch', 'lifetime', 10100, 'overspent', null],
    ]);
    const launch = overview.rows.find((row) => row.name === 'Launch');
    expect([launch?.periodStart, launch?.periodEnd]).toEqual([new Date('2026-12-05T05:00:00Z'), new Date('2027-01-04T05:00:00Z')]);
  });

  it("gives each budget its worth in the workspace's reporting currency at today's rate, what budgets rank by", async () => {
    await refreshExchangeRates(database().db, { kind: 'bundled' });
    await callerAs(deps(), owner.token).currency.setPreference({ currency: 'EUR' });
    const overview = await callerAs(deps(), owner.token).budget.overview({});
    expect(overview.reportingCurrency).toBe('EUR');
    // December 2026's bundled rate: 1.09 dollars a euro. 50.00 and 45.00 dollars are 45.87… and 41.28… euros.
    const alwaysOn = overview.rows.find((row) => row.name === 'Always on')!;
    expect(overview.worth[alwaysOn.objectId]?.budget).toBeCloseTo(50 / 1.09, 6);
    expect(overview.worth[alwaysOn.objectId]?.spent).toBeCloseTo(45 / 1.09, 6);
  });
});
