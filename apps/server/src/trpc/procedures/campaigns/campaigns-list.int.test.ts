import { type CampaignSort, CAMPAIGN_SORTS, type Campaign, type CampaignListInput } from '@adfleet/core';
import { upsertAdAccounts, upsertCampaignInsights, upsertCampaigns, upsertConnection } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { callerAs, startTestServer, testCipher, testDeps } from '@adfleet/test-support/test-server';

const STATUSES = ['ACTIVE', 'PAUSED', 'ARCHIVED'] as const;
const OBJECTIVES = ['OUTCOME_SALES', 'OUTCOME_LEADS', null] as const;
/** Lower-case letters and digits only, so JavaScript's order is the database's whatever its collation. */
/** The app's clock for the whole suite: the asked days (November and December 2026) are always in the past. */
const NOW = new Date('2026-12-31T12:00:00Z');
const NAMES = ['alpha', 'Beta', 'gamma', 'delta', 'alpha', 'epsilon', 'zeta', 'eta', 'Theta', 'iota', 'kappa', 'lambda', 'mu', 'nu', 'xi100', 'omicron', 'pi', 'rho', 'sigma', 'tau', 'ups', 'phi'];

describe('campaigns.list at agency scale', () => {
  const database = useTestDatabase();
  let deps: ReturnType<typeof testDeps>;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };

  beforeAll(async () => {
    deps = { ...testDeps(database().db), now: () => NOW };
    for (const [who, name] of [[owner, 'lister'], [other, 'stranger']] as const) {
      const { token, user } = await callerAs(deps, undefined, `10.4.0.${name.length}`).auth.register({ username: name, email: `${name}@example.com`, password: TEST_PASSWORD });
      who.id = user.id;
      who.workspaceId = await workspaceOf(database().db, user.id);
      who.token = token;
    }
    for (const who of [owner, other]) {
      await database().db.transaction().execute(async (trx) => {
        const connection = await upsertConnection(trx, { workspaceId: who.workspaceId, connectedBy: who.id, platformId: 1, externalUserId: `fb-${who.id}`, externalUserName: 'Someone', accessTokenCiphertext: testCipher.encrypt('EAA-secret'), tokenExpiresAt: null, scopes: [] });
        const accounts = await upsertAdAccounts(trx, ['USD', 'JPY'].map((currency, index) => ({
          workspaceId: who.workspaceId, connectionId: connection.id, platformId: 1, adAccountId: `act_${index + 1}`, name: index === 0 ? 'north shop' : 'South Shop', status: 'ACTIVE', currency,
          timezoneName: 'UTC', businessId: null, businessName: null, minDailyBudget: null,
        })));
        // Ties on purpose (same created time, budget, status, spend) so pages must break them by id.
        const written = await upsertCampaigns(trx, NAMES.map((name, index) => ({
          workspaceId: who.workspaceId, adAccountId: accounts[index % 2]!.id, platformId: 1, externalId: `c-${index}`, name,
          status: STATUSES[index % 3]!, effectiveStatus: STATUSES[index % 3]!, objective: OBJECTIVES[index % 3]!,
          dailyBudget: index % 4 === 0 ? null : String(1000 * (index % 3)), lifetimeBudget: index % 8 === 0 ? '50000' : null,
          createdAt: new Date(Date.UTC(2026, 10, 1 + (index % 5), 8, 30, 0, index % 2 === 0 ? 0 : 250)), updatedAt: new Date('2026-11-10T00:00:00Z'),
        })));
        for (const [index, campaign] of written.entries()) {
          const account = accounts[index % 2]!;
          const days = index % 4 === 3 ? [] : ['2026-11-18', '2026-11-19', '2026-11-20'];
          await upsertCampaignInsights(trx, account.id, days.map((date, day) => ({
            date, campaignId: campaign.id, spend: String((index % 3) * 10 + day + 0.25), impressions: 100, clicks: 1, conversions: 0, conversionValue: '0',
          })));
        }
      });
    }
  });

  const as = (who: { token: string }) => callerAs(deps, who.token);
  const all = async (who: { token: string }, input: CampaignListInput = {}): Promise<Campaign[]> => {
    const result = await as(who).campaigns.list(input);
    if (!Array.isArray(result)) throw new Error('expected the plain list');
    return result;
  };
  const pages = async (input: CampaignListInput & object, limit: number): Promise<Campaign[]> => {
    const seen: Campaign[] = [];
    let cursor: string | undefined;
    for (let page = 0; page < 50; page += 1) {
      const result = await as(owner).campaigns.list({ ...input, limit, ...(cursor ? { cursor } : {}) });
      if (Array.isArray(result)) throw new Error('expected a page');
      expect(result.items.length).toBeLessThanOrEqual(limit);
      seen.push(...result.items);
      if (!result.nextCursor) return seen;
      cursor = result.nextCursor;
    }
    throw new Error('the cursor never ended');
  };

  const keyOf: Record<CampaignSort, (campaign: Campaign) => string | number> = {
    name: (campaign) => campaign.name.toLowerCase(),
    account: (campaign) => campaign.adAccountName.toLowerCase(),
    status: (campaign) => campaign.status,
    objective: (campaign) => campaign.objective ?? '',
    budget: (campaign) => campaign.dailyBudget ?? campaign.lifetimeBudget ?? -1,
    created: (campaign) => campaign.createdAt.getTime(),
    spend: (campaign) => campaign.spend,
  };
  const expectedOrder = (campaigns: readonly Campaign[], sort: CampaignSort, direction: 'asc' | 'desc') =>
    [...campaigns]
      .sort((a, b) => {
        const [ka, kb] = [keyOf[sort](a), keyOf[sort](b)];
        const byKey = ka < kb ? -1 : ka > kb ? 1 : a.id < b.id ? -1 : a.id > b.id ? 1 : 0;
        return direction === 'asc' ? byKey : -byKey;
      })
      .map((campaign) => campaign.id);

  it('filters by ad account, status, objective and name, alone and together', async () => {
    const everything = await all(owner);
    expect(everything).toHaveLength(NAMES.length);
    const byAccount = await all(owner, { adAccountId: 'act_2' });
    expect(byAccount.length).toBe(everything.filter((campaign) => campaign.adAccountId === 'act_2').length);
    expect(byAccount.every((campaign) => campaign.adAccountName === 'South Shop' && campaign.currency === 'JPY')).toBe(true);
    const paused = await all(owner, { status: 'PAUSED' });
    expect(paused.length).toBe(everything.filter((campaign) => campaign.status === 'PAUSED').length);
    expect(paused.every((campaign) => campaign.status === 'PAUSED')).toBe(true);
    const leads = await all(owner, { objective: 'OUTCOME_LEADS' });
    expect(leads.length).toBeGreaterThan(0);
    expect(leads.every((campaign) => campaign.objective === 'OUTCOME_LEADS')).toBe(true);
    expect((await all(owner, { search: 'ALPHA' })).map((campaign) => campaign.name)).toEqual(['alpha', 'alpha']);
    // Wildcards are searched for as text.
    expect(await all(owner, { search: '%' })).toEqual([]);
    const together = await all(owner, { adAccountId: 'act_1', status: 'ACTIVE', objective: 'OUTCOME_SALES', search: 'a' });
    const expected = everything.filter((campaign) => campaign.adAccountId === 'act_1' && campaign.status === 'ACTIVE' && campaign.objective === 'OUTCOME_SALES' && campaign.name.toLowerCase().includes('a'));
    expect(together.map((campaign) => campaign.id).sort()).toEqual(expected.map((campaign) => campaign.id).sort());
    expect(together.length).toBeGreaterThan(0);
  });

  it('sorts by every column both ways, and pages through each order with no duplicate and no gap', async () => {
    const range = { from: '2026-11-19', to: '2026-11-20' };
    const everything = await all(owner, range);
    for (const sort of CAMPAIGN_SORTS) {
      for (const direction of ['asc', 'desc'] as const) {
        const expected = expectedOrder(everything, sort, direction);
        expect((await all(owner, { ...range, sort, order: direction })).map((campaign) => campaign.id), `${sort} ${direction}`).toEqual(expected);
        expect((await pages({ ...range, sort, order: direction }, 4)).map((campaign) => campaign.id), `${sort} ${direction} in pages`).toEqual(expected);
      }
    }
    // A filtered order pages the same way.
    const paused = expectedOrder(await all(owner, { status: 'PAUSED' }), 'spend', 'desc');
    expect((await pages({ status: 'PAUSED', sort: 'spend', order: 'desc' }, 2)).map((campaign) => campaign.id)).toEqual(paused);
  });

  it('sums each campaign\u2019s spend over the asked days, in its account\u2019s currency', async () => {
    const spendOf = async (input: CampaignListInput & object) => new Map((await all(owner, input)).map((campaign) => [campaign.name + campaign.adAccountId, campaign.spend]));
    // gamma (index 2): 20.25, 21.25, 22.25 on the 18th, 19th and 20th.
    expect((await spendOf({ from: '2026-11-19', to: '2026-11-20' })).get('gammaact_1')).toBe(43.5);
    expect((await spendOf({ from: '2026-11-18', to: '2026-11-18' })).get('gammaact_1')).toBe(20.25);
    expect((await spendOf({})).get('gammaact_1')).toBe(63.75);
    // delta (index 3) has no insights at all; Beta (index 1) in the JPY account.
    expect((await spendOf({ from: '2026-11-19', to: '2026-11-20' })).get('deltaact_2')).toBe(0);
    expect((await spendOf({ from: '2026-11-20', to: '2026-11-20' })).get('Betaact_2')).toBe(12.25);
    expect((await spendOf({ from: '2026-12-01', to: '2026-12-31' })).get('gammaact_1')).toBe(0);
  });

  it('never shows another user\u2019s campaigns, whatever the filter or order', async () => {
    const theirs = new Set((await all(other)).map((campaign) => campaign.id));
    expect(theirs.size).toBe(NAMES.length);
    for (const sort of CAMPAIGN_SORTS) {
      const mine = await pages({ sort, order: 'asc', adAccountId: 'act_1' }, 5);
      expect(mine.some((campaign) => theirs.has(campaign.id))).toBe(false);
    }
    expect((await all(owner, { search: 'alpha' })).some((campaign) => theirs.has(campaign.id))).toBe(false);
  });

  it('refuses a cursor made for another order, a forged one and a reversed range, with a clear error', async () => {
    const first = await as(owner).campaigns.list({ sort: 'name', order: 'asc', limit: 3 });
    const cursor = !Array.isArray(first) ? first.nextCursor : null;
    expect(cursor).toBeTruthy();
    await expect(as(owner).campaigns.list({ sort: 'spend', order: 'asc', limit: 3, cursor: cursor! })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(as(owner).campaigns.list({ sort: 'name', order: 'desc', limit: 3, cursor: cursor! })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const forged = Buffer.from(JSON.stringify(['created', 'desc', "x'); drop table campaigns; --", '00000000-0000-0000-0000-000000000000'])).toString('base64url');
    await expect(as(owner).campaigns.list({ limit: 3, cursor: forged })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    const badBudget = Buffer.from(JSON.stringify(['budget', 'desc', '1e9', '00000000-0000-0000-0000-000000000000'])).toString('base64url');
    await expect(as(owner).campaigns.list({ sort: 'budget', limit: 3, cursor: badBudget })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(as(owner).campaigns.list({ from: '2026-11-20', to: '2026-11-19' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(as(owner).campaigns.list({ sort: 'cost' as never })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await all(owner)).toHaveLength(NAMES.length);
  });

  it('keeps GET /api/campaigns the spec\u2019s plain list, and takes the same filters and order as query parameters', async () => {
    const server = await startTestServer({ connectionString: database().connectionString, db: database().db, now: () => NOW });
    try {
      const get = async (query: string) => {
        const response = await server.app.server.inject({ method: 'GET', url: `/api/campaigns${query}`, headers: { authorization: `Bearer ${owner.token}` } });
        return { status: response.statusCode, body: response.json() as unknown };
      };
      const plain = await get('');
      expect(plain.status).toBe(200);
      expect(Array.isArray(plain.body) && plain.body).toHaveLength(NAMES.length);
      const sorted = await get('?sort=spend&order=desc&from=2026-11-19&to=2026-11-20&status=ACTIVE');
      const expected = expectedOrder(await all(owner, { status: 'ACTIVE', from: '2026-11-19', to: '2026-11-20' }), 'spend', 'desc');
      expect((sorted.body as Array<{ id: string }>).map((campaign) => campaign.id)).toEqual(expected);
      const page = await get('?sort=name&order=asc&limit=5');
      expect(page.body).toMatchObject({ items: expect.any(Array), nextCursor: expect.any(String) });
      expect((await get('?sort=sideways')).status).toBe(400);
    } finally {
      await server.close();
    }
  });
});
