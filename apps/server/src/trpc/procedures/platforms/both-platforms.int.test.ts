import { refreshExchangeRates } from '@adfleet/core';
import { upsertAccountInsights, upsertAdAccounts, upsertAds, upsertAdSetInsights, upsertAdSets, upsertCampaignInsights, upsertCampaigns, upsertConnection } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, startTestServer, type TestServer, testCipher, testDeps, testGraphClient } from '@adfleet/test-support/test-server';

/**
 * One person with a Meta ad account in USD and a TikTok advertiser in EUR, written through the repositories as each
 * platform's sync writes them (TikTok's statuses in the shared names, budgets in minor units). Converted with the
 * bundled rates (per euro: October USD 1.11, November USD 1.10). Expected figures worked out by hand.
 */
const DAYS = ['2026-10-31', '2026-11-01'] as const;
const META = { adAccountId: 'act_both1', name: 'Meta Store US', currency: 'USD', tz: 'America/New_York', spend: ['100', '110'], campaign: 'Meta Spring' };
const TIKTOK = { adAccountId: '7001000000001', name: 'TikTok Shop EU', currency: 'EUR', tz: 'Europe/Madrid', spend: ['50', '20'], campaign: 'TikTok Launch' };
const range = { from: DAYS[0], to: DAYS[1] };

describe('every screen across both platforms: the header filter and the reporting currency', () => {
  const database = useTestDatabase();
  // 19:00 in Madrid on 1 Nov: TikTok's "today" for the Budget page is 1 Nov.
  const now = new Date('2026-11-01T18:00:00Z');
  let deps: ReturnType<typeof testDeps>;
  let server: TestServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };

  beforeAll(async () => {
    // Meta's live budget read has no Graph to reach here (its rows come from the repositories): it fails at once, unretried.
    const base = testDeps(database().db);
    deps = { ...base, now: () => now, graph: testGraphClient(base.config, { baseUrl: 'http://127.0.0.1:9/graph', retry: { maxTries: 1 }, sleep: () => Promise.resolve() }) };
    server = await startTestServer({ connectionString: database().connectionString, db: database().db, now: () => now });
    await refreshExchangeRates(database().db, { kind: 'bundled' });
    for (const [who, name, ip] of [[owner, 'two-platforms', '10.61.0.1'], [other, 'one-outsider', '10.61.0.2']] as const) {
      const { token, user } = await callerAs(deps, undefined, ip).auth.register({ username: name, email: `${name}@example.com`, password: TEST_PASSWORD });
      Object.assign(who, { id: user.id, workspaceId: await workspaceOf(database().db, user.id), token });
    }
    await database().db.transaction().execute(async (trx) => {
      for (const [platformId, account] of [[1, META], [2, TIKTOK]] as const) {
        const connection = await upsertConnection(trx, {
          workspaceId: owner.workspaceId, connectedBy: owner.id, platformId, externalUserId: `grant-${platformId}`, externalUserName: null, accessTokenCiphertext: testCipher.encrypt(`token-${platformId}`), tokenExpiresAt: null, scopes: [],
        });
        const [row] = await upsertAdAccounts(trx, [{
          workspaceId: owner.workspaceId, connectionId: connection.id, platformId, adAccountId: account.adAccountId, name: account.name, status: 'ACTIVE', currency: account.currency,
          timezoneName: account.tz, businessId: null, businessName: null, minDailyBudget: null,
        }]);
        const accountId = row!.id;
        const created = new Date('2026-10-01T00:00:00Z');
        const campaigns = await upsertCampaigns(trx, [
          { workspaceId: owner.workspaceId, adAccountId: accountId, platformId, externalId: `${platformId}00000000001`, name: account.campaign, status: 'ACTIVE', effectiveStatus: 'ACTIVE', objective: 'OUTCOME_SALES', dailyBudget: platformId === 1 ? '1000' : '5000', lifetimeBudget: null, createdAt: created, updatedAt: created },
          ...(platformId === 2
            ? [{ workspaceId: owner.workspaceId, adAccountId: accountId, platformId, externalId: '200000000002', name: 'TikTok Always-on', status: 'ACTIVE', effectiveStatus: 'ACTIVE', objective: 'OUTCOME_TRAFFIC', dailyBudget: null, lifetimeBudget: '200000', createdAt: created, updatedAt: created }]
            : []),
        ]);
        const campaignId = campaigns.find((campaign) => campaign.externalId === `${platformId}00000000001`)!.id;
        const adSets = await upsertAdSets(trx, [{ workspaceId: owner.workspaceId, adAccountId: accountId, campaignId, externalId: `${platformId}-s1`, name: `${account.campaign} group`, status: 'ACTIVE', effectiveStatus: 'ACTIVE', startTime: null, endTime: null }]);
        const adSetId = adSets.get(`${platformId}-s1`)!;
        await upsertAds(trx, [{ adAccountId: accountId, adSetId, externalId: `${platformId}-a1`, name: `${account.campaign} ad` }]);
        const metrics = (at: 0 | 1) => ({ date: DAYS[at], spend: account.spend[at]!, impressions: 1000, clicks: 10, conversions: 2, conversionValue: '0' });
        await upsertAccountInsights(trx, accountId, [metrics(0), metrics(1)]);
        await upsertCampaignInsights(trx, accountId, [{ ...metrics(0), campaignId }, { ...metrics(1), campaignId }]);
        await upsertAdSetInsights(trx, accountId, [{ ...metrics(0), adSetId }, { ...metrics(1), adSetId }]);
      }
    });
  }, 120_000);
  afterAll(() => server?.close());

  const as = (who: { token: string }) => callerAs(deps, who.token);

  it('dashboard: All adds Meta and TikTok in the reporting currency; each platform shows only its own', async () => {
    const all = await as(owner).dashboard.summary({ ...range, platform: 'all', currency: 'USD' });
    // 31 Oct: 100 + 50 × 1.11 = 155.5; 1 Nov: 110 + 20 × 1.10 = 132.
    expect(all.converted).toMatchObject({ currency: 'USD', spend: 287.5, clicks: 40, daily: [{ date: DAYS[0], spend: 155.5 }, { date: DAYS[1], spend: 132 }], currenciesWithoutRate: [] });
    expect(all.currencies.map((row) => [row.currency, row.spend])).toEqual([['EUR', 70], ['USD', 210]]);
    expect([all.accountCount, all.activeCampaigns]).toEqual([2, 3]);

    const tiktok = await as(owner).dashboard.summary({ ...range, platform: 'tiktok', currency: 'USD' });
    expect(tiktok.converted).toMatchObject({ spend: 77.5, daily: [{ date: DAYS[0], spend: 55.5 }, { date: DAYS[1], spend: 22 }] });
    expect(tiktok.currencies.map((row) => [row.currency, row.spend])).toEqual([['EUR', 70]]);
    expect([tiktok.accountCount, tiktok.activeCampaigns]).toEqual([1, 2]);

    const facebook = await as(owner).dashboard.summary({ ...range, platform: 'facebook', currency: 'EUR' });
    // 100 ÷ 1.11 + 110 ÷ 1.10 = 190.0900…
    expect(facebook.converted).toMatchObject({ currency: 'EUR', spend: 190.09 });
    expect(facebook.currencies.map((row) => row.currency)).toEqual(['USD']);
    expect([facebook.accountCount, facebook.activeCampaigns]).toEqual([1, 1]);
  });

  it('dashboard: the account table and the most-spend list follow the platform, each row with its platform', async () => {
    const table = async (platform: 'all' | 'facebook' | 'tiktok') => (await as(owner).dashboard.accounts({ ...range, platform })).accounts.map((row) => [row.name, row.platformId, row.spend]);
    expect(await table('all')).toEqual(expect.arrayContaining([[META.name, 1, 210], [TIKTOK.name, 2, 70]]));
    expect(await table('tiktok')).toEqual([[TIKTOK.name, 2, 70]]);
    expect(await table('facebook')).toEqual([[META.name, 1, 210]]);

    const campaigns = async (platform: 'all' | 'facebook' | 'tiktok') => (await as(owner).dashboard.activeCampaigns({ platform, currency: 'USD' })).map((row) => row.name).sort();
    expect(await campaigns('tiktok')).toEqual(['TikTok Always-on', TIKTOK.campaign]);
    expect(await campaigns('facebook')).toEqual([META.campaign]);
    expect(await campaigns('all')).toEqual([META.campaign, 'TikTok Always-on', TIKTOK.campaign]);
  });

  it('Accounts and the Duplicator: the lists narrow to a platform and carry each row’s platform', async () => {
    expect((await as(owner).adAccounts.list({ platformId: 2 })).map((row) => [row.adAccountId, row.platformId])).toEqual([[TIKTOK.adAccountId, 2]]);
    expect((await as(owner).adAccounts.list()).map((row) => row.platformId).sort()).toEqual([1, 2]);
    const tiktokCampaigns = await as(owner).campaigns.list({ platformId: 2, ...range, limit: 25 });
    const items = Array.isArray(tiktokCampaigns) ? tiktokCampaigns : tiktokCampaigns.items;
    expect(items.map((row) => [row.name, row.platformId, row.adAccountId, row.currency]).sort()).toEqual([
      ['TikTok Always-on', 2, TIKTOK.adAccountId, 'EUR'],
      [TIKTOK.campaign, 2, TIKTOK.adAccountId, 'EUR'],
    ]);
    const status = await as(owner).connections.status();
    expect([status.facebook.connected, status.tiktok.connected, status.tiktok.accountCount]).toEqual([true, true, 1]);
  });

  it('Reports: rows, totals and the chart follow the platform; All converts both into the reporting currency', async () => {
    const all = await as(owner).reports.run({ ...range, platform: 'all', currency: 'USD' });
    expect(all.rows.map((row) => [row.name, row.platformId]).sort()).toEqual([[META.campaign, 1], [TIKTOK.campaign, 2]]);
    expect(all.convertedTotal).toMatchObject({ currency: 'USD', spend: 287.5 });
    expect(all.totals.map((row) => [row.currency, row.spend])).toEqual([['EUR', 70], ['USD', 210]]);

    const tiktok = await as(owner).reports.run({ ...range, platform: 'tiktok', currency: 'USD', groupBy: 'adset' });
    expect(tiktok.rows.map((row) => [row.name, row.campaignName, row.accountName, row.platformId])).toEqual([[`${TIKTOK.campaign} group`, TIKTOK.campaign, TIKTOK.name, 2]]);
    expect(tiktok.convertedTotal.spend).toBe(77.5);
    expect(new Set(tiktok.daily.map((point) => point.currency))).toEqual(new Set(['EUR']));

    const days = await as(owner).reports.run({ ...range, platform: 'facebook', groupBy: 'day', currency: 'USD' });
    expect(days.rows.map((row) => [row.name, row.spend])).toEqual([[DAYS[1], 110], [DAYS[0], 100]]);
  });

  it('Reports: the CSV export holds only the chosen platform’s rows, with a platform column', async () => {
    const csv = async (platform: string, language = 'en') => {
      const response = await server.app.server.inject({
        method: 'GET',
        url: `/api/reports/export.csv?from=${range.from}&to=${range.to}&platform=${platform}`,
        headers: { authorization: `Bearer ${owner.token}`, 'accept-language': language },
      });
      expect(response.statusCode).toBe(200);
      return response.body.replace(/^\uFEFF/, '').trim().split('\r\n');
    };
    const [header, ...tiktokRows] = await csv('tiktok');
    expect(header?.split(',').slice(0, 5)).toEqual(['Campaign ID', 'Campaign', 'Ad account ID', 'Ad account', 'Platform']);
    expect(tiktokRows).toEqual([expect.stringMatching(new RegExp(`^\\w+,TikTok Launch,\\w+,TikTok Shop EU,TikTok,${range.from},${range.to},EUR,70\\.00,[\\d.]*,2000,20,`))]);
    const [spanishHeader, ...allRows] = await csv('all', 'es');
    expect(spanishHeader?.split(',')[4]).toBe('Plataforma');
    const cells = (line: string) => line.split(',');
    expect(allRows.map((line) => [1, 3, 4, 7].map((at) => cells(line)[at]).join(','))).toEqual(['Meta Spring,Meta Store US,Facebook,USD', 'TikTok Launch,TikTok Shop EU,TikTok,EUR']);
  });

  it('Budget: TikTok’s budgets as synced beside Meta’s, marked not changeable here, and a change to one refused', async () => {
    const overview = await as(owner).budget.overview({});
    const tiktokRows = overview.rows.filter((row) => row.platformId === 2);
    expect(tiktokRows.map((row) => [row.name, row.objectType, row.budgetType, row.budgetMinor, row.spentMinor, row.currency, row.readOnly?.code]).sort()).toEqual([
      ['TikTok Always-on', 'campaign', 'lifetime', 200000, 0, 'EUR', 'budgetSyncedOnly'],
      // 20 EUR spent on 1 Nov, TikTok's today in Madrid.
      [TIKTOK.campaign, 'campaign', 'daily', 5000, 2000, 'EUR', 'budgetSyncedOnly'],
    ]);
    const accounts = new Map(overview.accounts.map((account) => [account.adAccountId, account]));
    expect(accounts.get(TIKTOK.adAccountId)).toMatchObject({ platformId: 2, error: null, spendCapMinor: null, amountSpentMinor: null });
    // Meta's budgets are read live; with no Graph to reach here, its account says so instead of hiding TikTok's.
    expect(accounts.get(META.adAccountId)).toMatchObject({ platformId: 1, error: { code: 'budgetReadFailed' } });

    const launch = tiktokRows.find((row) => row.name === TIKTOK.campaign)!;
    const items = [{ accountId: launch.accountId, objectType: launch.objectType, objectId: launch.objectId }];
    const preview = await as(owner).budget.preview({ items, operation: { kind: 'raise', percent: 10 } });
    expect(preview).toMatchObject({ blocked: true, rows: [{ name: TIKTOK.campaign, oldMinor: 5000, newMinor: 5500, problems: [{ code: 'budgetSyncedOnly' }] }] });
    await expect(as(owner).budget.change({ items, operation: { kind: 'raise', percent: 10 } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('gives another user nothing of either platform', async () => {
    const summary = await as(other).dashboard.summary({ ...range, platform: 'all', currency: 'USD' });
    expect([summary.converted.spend, summary.accountCount, summary.activeCampaigns]).toEqual([0, 0, 0]);
    expect((await as(other).dashboard.accounts({ ...range, platform: 'tiktok' })).accounts).toEqual([]);
    expect(await as(other).adAccounts.list({ platformId: 2 })).toEqual([]);
    expect((await as(other).reports.run({ ...range, platform: 'tiktok', currency: 'USD' })).rows).toEqual([]);
    expect(await as(other).budget.overview({})).toEqual({ accounts: [], rows: [], ended: [], reportingCurrency: 'USD', worth: {} });
  });
});
