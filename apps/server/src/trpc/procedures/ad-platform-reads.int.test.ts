import { upsertAccountInsights, upsertAdAccounts, upsertCampaigns, upsertConnection } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { beforeAll, describe, expect, it } from 'vitest';
import { callerAs, testCipher, testDeps } from '@adfleet/test-support/test-server';
import { createContextInner } from '../context.ts';
import { createCallerFactory } from '../init.ts';
import { appRouter } from '../router.ts';

/** The app's clock: the asked day is always in the past. */
const NOW = new Date('2026-11-21T12:00:00Z');

describe('ad platform reads are owner-scoped', () => {
  const database = useTestDatabase();
  let deps: ReturnType<typeof testDeps>;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };

  beforeAll(async () => {
    deps = { ...testDeps(database().db), now: () => NOW };
    for (const [who, name] of [[owner, 'owner'], [other, 'other']] as const) {
      const { token, user } = await callerAs(deps, undefined, `10.3.0.${name.length}`).auth.register({ username: name, email: `${name}@example.com`, password: 'fleet-owner-2931' });
      who.id = user.id;
      who.workspaceId = await workspaceOf(database().db, user.id);
      who.token = token;
    }
    // The owner's world, written straight through the repositories: one USD and one JPY account.
    await database().db.transaction().execute(async (trx) => {
      const connection = await upsertConnection(trx, { workspaceId: owner.workspaceId, connectedBy: owner.id, platformId: 1, externalUserId: 'fb-1', externalUserName: 'Owner', accessTokenCiphertext: testCipher.encrypt('EAA-secret'), tokenExpiresAt: null, scopes: [] });
      const accounts = await upsertAdAccounts(trx, ['USD', 'JPY'].map((currency, index) => ({
        workspaceId: owner.workspaceId, connectionId: connection.id, platformId: 1, adAccountId: `act_${index + 1}`, name: `Account ${currency}`, status: 'ACTIVE', currency,
        timezoneName: 'UTC', businessId: null, businessName: null, minDailyBudget: null,
      })));
      for (const account of accounts) {
        await upsertCampaigns(trx, [{ workspaceId: owner.workspaceId, adAccountId: account.id, platformId: 1, externalId: `c-${account.currency}`, name: `Campaign ${account.currency}`, status: 'ACTIVE', effectiveStatus: 'ACTIVE', objective: 'OUTCOME_SALES', dailyBudget: '1000', lifetimeBudget: null, createdAt: new Date('2026-11-01T00:00:00Z'), updatedAt: new Date('2026-11-02T00:00:00Z') }]);
        await upsertAccountInsights(trx, account.id, [{ date: '2026-11-20', spend: account.currency === 'USD' ? '12.5' : '1500', impressions: 1000, clicks: 10, conversions: 2, conversionValue: '50' }]);
      }
    });
  });

  const anonymous = () => callerAs(deps);
  const as = (who: { token: string }) => callerAs(deps, who.token);
  const range = { from: '2026-11-20', to: '2026-11-20', platform: 'all' as const };

  it('refuses every protected read to an anonymous caller', async () => {
    const calls = [
      () => anonymous().platforms.list(),
      () => anonymous().adAccounts.list(),
      () => anonymous().campaigns.list(),
      () => anonymous().connections.status(),
      () => anonymous().dashboard.summary(range),
      () => anonymous().dashboard.activeCampaigns(),
      () => anonymous().sync.status(),
      () => anonymous().sync.start(),
      () => anonymous().sync.facebookAdAccounts(),
    ];
    for (const call of calls) await expect(call()).rejects.toMatchObject({ code: 'UNAUTHORIZED' });
  });

  it('shows the owner their accounts, campaigns and figures, money per currency', async () => {
    expect(await as(owner).platforms.list()).toEqual([
      { id: 1, name: 'facebook', display_name: 'Facebook', icon: 'facebook' },
      { id: 2, name: 'tiktok', display_name: 'TikTok', icon: 'tiktok' },
    ]);
    const accounts = await as(owner).adAccounts.list({ platformId: 1 });
    expect(accounts.map((account) => account.adAccountId)).toEqual(['act_2', 'act_1']);
    expect(accounts[0]).toMatchObject({ name: 'Account JPY', platformId: 1, hasValidToken: true, status: 'ACTIVE', currency: 'JPY' });
    const campaigns = await as(owner).campaigns.list();
    expect(Array.isArray(campaigns) && campaigns.map((campaign) => campaign.dailyBudget)).toEqual([1000, 1000]);
    const page = await as(owner).campaigns.list({ limit: 1 });
    expect(!Array.isArray(page) && page.items).toHaveLength(1);
    const next = !Array.isArray(page) && page.nextCursor ? await as(owner).campaigns.list({ limit: 1, cursor: page.nextCursor }) : null;
    expect(next && !Array.isArray(next) && next.nextCursor).toBeNull();

    const summary = await as(owner).dashboard.summary(range);
    expect(summary.currencies.map((row) => [row.currency, row.spend, row.ctr])).toEqual([['JPY', 1500, 1], ['USD', 12.5, 1]]);
    expect(summary.totals).toEqual({ impressions: 2000, clicks: 20, conversions: 4 });
    expect(summary).toMatchObject({ accountCount: 2, activeCampaigns: 2 });
    expect((await as(owner).connections.status()).facebook).toMatchObject({ connected: true, error: false, accountCount: 2 });
    expect(await as(owner).dashboard.summary({ ...range, platform: 'tiktok' })).toMatchObject({ currencies: [], accountCount: 0 });
  });

  it('shows the same to a teammate who names the workspace, and nothing once they have left it', async () => {
    const { token, user } = await callerAs(deps, undefined, '10.3.0.9').auth.register({ username: 'teammate', email: 'teammate@example.com', password: 'fleet-owner-2931' });
    await database().db.insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: user.id, role: 'analyst' }).execute();
    const inOwners = () =>
      createCallerFactory(appRouter)(createContextInner(deps, { requestId: 'test', ip: '127.0.0.1', userAgent: 'vitest', workspaceId: owner.workspaceId }, { credentials: { token, via: 'bearer' } }));
    expect(await inOwners().adAccounts.list()).toEqual(await as(owner).adAccounts.list());
    expect(await inOwners().campaigns.list()).toEqual(await as(owner).campaigns.list());
    expect((await inOwners().connections.status()).facebook).toMatchObject({ connected: true, accountCount: 2 });
    // Their own workspace, the current one, holds nothing.
    expect(await as({ token }).adAccounts.list()).toEqual([]);

    await database().db.deleteFrom('workspace_members').where('workspace_id', '=', owner.workspaceId).where('user_id', '=', user.id).execute();
    await expect(inOwners().adAccounts.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
    await expect(inOwners().campaigns.list()).rejects.toMatchObject({ code: 'FORBIDDEN' });
  });

  it('shows another user none of it', async () => {
    expect(await as(other).adAccounts.list()).toEqual([]);
    expect(await as(other).campaigns.list()).toEqual([]);
    expect(await as(other).campaigns.list({ adAccountId: 'act_1' })).toEqual([]);
    expect(await as(other).dashboard.summary(range)).toMatchObject({ currencies: [], daily: [], accountCount: 0, activeCampaigns: 0 });
    expect(await as(other).dashboard.activeCampaigns()).toEqual([]);
    expect((await as(other).connections.status()).facebook).toMatchObject({ connected: false, accountCount: 0 });
    expect((await as(other).sync.status()).runs).toEqual([]);
    await expect(as(other).sync.facebookAdAccounts()).rejects.toMatchObject({ code: 'PRECONDITION_FAILED', message: expect.stringContaining('No Facebook account is connected') });
  });
});
