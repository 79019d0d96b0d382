import { refreshExchangeRates } from '@adfleet/core';
import { upsertAdAccounts, upsertCampaignInsights, upsertCampaigns, upsertConnection } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testCipher, testDeps } from '@adfleet/test-support/test-server';

/**
 * A USD and a EUR account over the last day of October and the first of November, converted with the bundled rates
 * (per euro: October USD 1.11, November USD 1.10), and an ARS account, for which no rate is known. Expected by hand.
 */
const figures = {
  USD: { objective: 'OUTCOME_SALES', days: [{ spend: '100', value: '300' }, { spend: '110', value: '0' }] },
  EUR: { objective: 'OUTCOME_LEADS', days: [{ spend: '50', value: '100' }, { spend: '20', value: '60' }] },
  ARS: { objective: 'OUTCOME_LEADS', days: [{ spend: '9000', value: '0' }, { spend: '0', value: '0' }] },
} as const;
const DAYS = ['2026-10-31', '2026-11-01'] as const;
const range = { from: DAYS[0], to: DAYS[1], platform: 'all' as const };
/** The app's clock: the asked days are always in the past. */
const NOW = new Date('2026-11-02T12:00:00Z');

describe('reports.run: the total in the reporting currency, converted at daily rates', () => {
  const database = useTestDatabase();
  let deps: ReturnType<typeof testDeps>;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };

  beforeAll(async () => {
    deps = { ...testDeps(database().db), now: () => NOW };
    await refreshExchangeRates(database().db, { kind: 'bundled' });
    for (const [who, name, ip] of [[owner, 'fx-reporter', '10.35.0.1'], [other, 'fx-outsider', '10.35.0.2']] as const) {
      const { token, user } = await callerAs(deps, undefined, ip).auth.register({ username: name, email: `${name}@example.com`, password: TEST_PASSWORD });
      Object.assign(who, { id: user.id, workspaceId: await workspaceOf(database().db, user.id), token });
    }
    await database().db.transaction().execute(async (trx) => {
      const connection = await upsertConnection(trx, { workspaceId: owner.workspaceId, connectedBy: owner.id, platformId: 1, externalUserId: 'fb-fx-r', externalUserName: 'Owner', accessTokenCiphertext: testCipher.encrypt('EAA-secret'), tokenExpiresAt: null, scopes: [] });
      for (const [index, [currency, account]] of Object.entries(figures).entries()) {
        const [row] = await upsertAdAccounts(trx, [{
          workspaceId: owner.workspaceId, connectionId: connection.id, platformId: 1, adAccountId: `act_rfx${index}`, name: `Account ${currency}`, status: 'ACTIVE', currency,
          timezoneName: 'UTC', businessId: null, businessName: null, minDailyBudget: null,
        }]);
        const [campaign] = await upsertCampaigns(trx, [{ workspaceId: owner.workspaceId, adAccountId: row!.id, platformId: 1, externalId: `rc-${currency}`, name: `Campaign ${currency}`, status: 'ACTIVE', effectiveStatus: 'ACTIVE', objective: account.objective, dailyBudget: '1000', lifetimeBudget: null, createdAt: new Date('2026-10-01T00:00:00Z'), updatedAt: new Date('2026-10-01T00:00:00Z') }]);
        await upsertCampaignInsights(trx, row!.id, account.days.map((day, at) => ({ campaignId: campaign!.id, date: DAYS[at]!, spend: day.spend, impressions: 1000, clicks: 10, conversions: 2, conversionValue: day.value })));
      }
    });
  });

  const as = (who: { token: string }) => callerAs(deps, who.token);

  it('adds USD and EUR in USD at each day\'s rate before CPC, CPA and ROAS, and names the currency it could not convert', async () => {
    const report = await as(owner).reports.run({ ...range, currency: 'USD' });
    // 31 Oct: 100 + 50 × 1.11 = 155.5; 1 Nov: 110 + 20 × 1.10 = 132. Value: 300 + 100 × 1.11 = 411; 60 × 1.10 = 66.
    expect(report.convertedTotal).toMatchObject({
      currency: 'USD',
      spend: 287.5,
      conversionValue: 477,
      clicks: 40,
      conversions: 8,
      daily: [{ date: '2026-10-31', spend: 155.5 }, { date: '2026-11-01', spend: 132 }],
      fallbackDays: [],
      currenciesWithoutRate: ['ARS'],
    });
    expect(report.convertedTotal.cpc).toBeCloseTo(287.5 / 40, 10);
    expect(report.convertedTotal.cpa).toBeCloseTo(287.5 / 8, 10);
    expect(report.convertedTotal.roas).toBeCloseTo(477 / 287.5, 10);
    // The per-currency totals stay as they were, beside it.
    expect(report.totals.map((row) => [row.currency, row.spend])).toEqual([['ARS', 9000], ['EUR', 70], ['USD', 210]]);
  });

  it('converts to the stored reporting currency when the page names none', async () => {
    await as(owner).currency.setPreference({ currency: 'EUR' });
    // 31 Oct: 100 ÷ 1.11 + 50 = 140.0900…; 1 Nov: 110 ÷ 1.10 + 20 = 120.
    expect((await as(owner).reports.run(range)).convertedTotal).toMatchObject({ currency: 'EUR', spend: 260.09 });
  });

  it('follows the report\'s filters: only the rows it shows are converted', async () => {
    const sales = await as(owner).reports.run({ ...range, currency: 'USD', objective: 'OUTCOME_SALES' });
    expect(sales.convertedTotal).toMatchObject({ spend: 210, conversionValue: 300, currenciesWithoutRate: [] });
  });

  it('gives another workspace nothing of the owner\'s', async () => {
    expect((await as(other).reports.run({ ...range, currency: 'USD' })).convertedTotal).toMatchObject({ spend: 0, clicks: 0, daily: [], currenciesWithoutRate: [] });
  });
});
