import { refreshExchangeRates } from '@adfleet/core';
import { upsertAccountInsights, upsertAdAccounts, upsertCampaignInsights, upsertCampaigns, upsertConnection } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerAs, testCipher, testDeps } from '@adfleet/test-support/test-server';

/**
 * Three accounts in USD, EUR and COP over the last day of October and the first of November, converted with the
 * bundled rates (per euro: October USD 1.11, COP 4420; November USD 1.10, COP 4400). Expected figures by hand.
 */
const figures = {
  USD: { tz: 'America/New_York', days: [{ spend: '100', value: '300', campaign: '150' }, { spend: '110', value: '0', campaign: '0' }] },
  EUR: { tz: 'Europe/Madrid', days: [{ spend: '50', value: '100', campaign: '120' }, { spend: '20', value: '60', campaign: '0' }] },
  COP: { tz: 'America/Bogota', days: [{ spend: '442000', value: '884000', campaign: '442000' }, { spend: '44000', value: '0', campaign: '0' }] },
  // No rate is known for the peso of Argentina: its figures stay out of the converted totals, and are named.
  ARS: { tz: 'America/Argentina/Buenos_Aires', days: [{ spend: '9000', value: '0', campaign: '0' }, { spend: '0', value: '0', campaign: '0' }] },
} as const;
const DAYS = ['2026-10-31', '2026-11-01'] as const;
const range = { from: DAYS[0], to: DAYS[1], platform: 'all' as const };

describe('dashboard totals converted to one reporting currency at daily rates', () => {
  const database = useTestDatabase();
  let now = new Date('2026-11-09T09:00:00Z');
  let deps: ReturnType<typeof testDeps>;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };

  beforeAll(async () => {
    deps = { ...testDeps(database().db), now: () => now };
    await refreshExchangeRates(database().db, { kind: 'bundled' });
    for (const [who, name] of [[owner, 'fx-owner'], [other, 'fx-other']] as const) {
      const { token, user } = await callerAs(deps, undefined, `10.4.0.${name.length}`).auth.register({ username: name, email: `${name}@example.com`, password: 'fleet-owner-2931' });
      who.id = user.id;
      who.workspaceId = await workspaceOf(database().db, user.id);
      who.token = token;
    }
    await database().db.transaction().execute(async (trx) => {
      const connection = await upsertConnection(trx, { workspaceId: owner.workspaceId, connectedBy: owner.id, platformId: 1, externalUserId: 'fb-fx', externalUserName: 'Owner', accessTokenCiphertext: testCipher.encrypt('EAA-secret'), tokenExpiresAt: null, scopes: [] });
      for (const [index, [currency, account]] of Object.entries(figures).entries()) {
        const [row] = await upsertAdAccounts(trx, [{
          workspaceId: owner.workspaceId, connectionId: connection.id, platformId: 1, adAccountId: `act_fx${index}`, name: `Account ${currency}`, status: 'ACTIVE', currency,
          timezoneName: account.tz, businessId: null, businessName: null, minDailyBudget: null,
        }]);
        const [campaign] = await upsertCampaigns(trx, [{ workspaceId: owner.workspaceId, adAccountId: row!.id, platformId: 1, externalId: `c-${currency}`, name: `Campaign ${currency}`, status: 'ACTIVE', effectiveStatus: 'ACTIVE', objective: 'OUTCOME_SALES', dailyBudget: '1000', lifetimeBudget: null, createdAt: new Date('2026-10-01T00:00:00Z'), updatedAt: new Date('2026-10-01T00:00:00Z') }]);
        await upsertAccountInsights(trx, row!.id, account.days.map((day, at) => ({ date: DAYS[at]!, spend: day.spend, impressions: 1000, clicks: 10, conversions: 2, conversionValue: day.value })));
        await upsertCampaignInsights(trx, row!.id, account.days.map((day, at) => ({ campaignId: campaign!.id, date: DAYS[at]!, spend: day.campaign, impressions: 1, clicks: 1, conversions: 0, conversionValue: '0' })));
      }
    });
  });

  const as = (who: { token: string }) => callerAs(deps, who.token);

  it('adds USD, EUR and COP in USD at each day\'s rate, before CPC, CPA and ROAS', async () => {
    const summary = await as(owner).dashboard.summary({ ...range, currency: 'USD' });
    // 31 Oct: 100 + 50 × 1.11 + 442000 ÷ 4420 × 1.11 = 266.5; 1 Nov: 110 + 20 × 1.10 + 44000 ÷ 4400 × 1.10 = 143.
    // Value: 300 + 100 × 1.11 + 884000 ÷ 4420 × 1.11 = 633 on 31 Oct, 60 × 1.10 = 66 on 1 Nov.
    expect(summary.converted).toMatchObject({
      currency: 'USD',
      spend: 409.5,
      conversionValue: 699,
      clicks: 60,
      conversions: 12,
      daily: [{ date: '2026-10-31', spend: 266.5 }, { date: '2026-11-01', spend: 143 }],
      fallbackDays: [],
      currenciesWithoutRate: ['ARS'],
    });
    expect(summary.converted.cpc).toBeCloseTo(409.5 / 60, 10);
    expect(summary.converted.cpa).toBeCloseTo(409.5 / 12, 10);
    expect(summary.converted.roas).toBeCloseTo(699 / 409.5, 10);
    // Each currency's own figures stay beside the converted ones.
    expect(summary.currencies.map((row) => [row.currency, row.spend])).toEqual([['ARS', 9000], ['COP', 486000], ['EUR', 70], ['USD', 210]]);
  });

  it('converts the same figures to EUR, and to the stored preference when the view names none', async () => {
    const inEuros = await as(owner).dashboard.summary({ ...range, currency: 'EUR' });
    // 31 Oct: 100 ÷ 1.11 + 50 + 100 = 240.0900…; 1 Nov: 110 ÷ 1.10 + 20 + 10 = 130.
    expect(inEuros.converted).toMatchObject({ currency: 'EUR', spend: 370.09, daily: [{ date: '2026-10-31', spend: 240.09 }, { date: '2026-11-01', spend: 130 }] });
    await as(owner).currency.setPreference({ currency: 'EUR' });
    expect((await as(owner).dashboard.summary(range)).converted.spend).toBe(370.09);
  });

  it('ranks the most-spend list by converted spend, not by the size of the numbers', async () => {
    now = new Date('2026-11-03T12:00:00Z');
    const inDollars = await as(owner).dashboard.activeCampaigns({ currency: 'USD' });
    // 150 USD; 120 EUR × 1.11 = 133.20 USD; 442,000 COP ÷ 4420 × 1.11 = 111 USD; the peso argentino has no rate.
    expect(inDollars.map((row) => [row.name, row.spend, row.convertedSpend])).toEqual([
      ['Campaign USD', 150, 150],
      ['Campaign EUR', 120, 133.2],
      ['Campaign COP', 442000, 111],
      ['Campaign ARS', 0, null],
    ]);
    const inEuros = await as(owner).dashboard.activeCampaigns({ currency: 'EUR' });
    expect(inEuros.map((row) => [row.name, row.convertedSpend, row.reportingCurrency])).toEqual([
      ['Campaign USD', 135.14, 'EUR'],
      ['Campaign EUR', 120, 'EUR'],
      ['Campaign COP', 100, 'EUR'],
      ['Campaign ARS', null, 'EUR'],
    ]);
  });

  it("marks as not settled the days still open in some account's time zone or attribution window", async () => {
    // 02:30 in New York and Bogotá on 9 Nov: their 8 Nov is still open, and the 7 days before it.
    now = new Date('2026-11-09T07:30:00Z');
    expect((await as(owner).dashboard.summary(range)).unsettledDays).toEqual(['2026-11-01']);
    // Past 03:00 in every zone, 1 Nov has left the window everywhere.
    now = new Date('2026-11-09T09:00:00Z');
    expect((await as(owner).dashboard.summary(range)).unsettledDays).toEqual([]);
  });

  it('shows another workspace none of it', async () => {
    const summary = await as(other).dashboard.summary({ ...range, currency: 'USD' });
    expect(summary.converted).toMatchObject({ spend: 0, daily: [], currenciesWithoutRate: [] });
    expect(summary.unsettledDays).toEqual([]);
    expect(await as(other).dashboard.activeCampaigns({ currency: 'USD' })).toEqual([]);
    expect(await as(other).currency.preference()).toMatchObject({ currency: 'USD', chosen: false });
  });

  it("uses the last known rate for a day without one and says which day", async () => {
    await sql`delete from exchange_rates where day = '2026-11-01' and currency = 'COP'`.execute(database().db);
    const summary = await as(owner).dashboard.summary({ ...range, currency: 'USD' });
    // 44000 COP ÷ 4420 (31 Oct's rate) × 1.10 = 10.9502…; the rest as before.
    expect(summary.converted).toMatchObject({ spend: 409.45, fallbackDays: ['2026-11-01'] });
  });
});
