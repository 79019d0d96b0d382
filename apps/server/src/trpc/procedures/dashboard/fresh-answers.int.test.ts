import { refreshExchangeRates } from '@adfleet/core';
import {
  createDatabase,
  type DatabaseHandle,
  type Db,
  deleteConnection,
  setCurrentWorkspace,
  setReportingCurrency,
  upsertAccountInsights,
  upsertAdAccounts,
  upsertCampaignInsights,
  upsertCampaigns,
  upsertConnection,
  upsertExchangeRates,
} from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { callerAs, testCipher, testDeps } from '@adfleet/test-support/test-server';

const DAYS = ['2026-10-31', '2026-11-01'] as const;
const range = { from: DAYS[0], to: DAYS[1] };
const NOW = new Date('2026-11-20T12:00:00Z');

/** The four answers the dashboard and Reports keep, for one caller's current workspace, from a server on one database handle. */
async function answersOf(db: Db, token: string, now = NOW) {
  const caller = callerAs({ ...testDeps(db), now: () => now }, token);
  return {
    summary: await caller.dashboard.summary(range),
    accounts: await caller.dashboard.accounts(range),
    top: await caller.dashboard.activeCampaigns({ ...range, limit: 5 }),
    report: await caller.reports.run({ ...range, groupBy: 'campaign' }),
  };
}

describe('dashboard and Reports answers kept per version of the workspace\'s data', () => {
  const database = useTestDatabase();
  // Two server processes (each its own pool, so its own kept answers) beside the writer, which plays the worker.
  const servers: DatabaseHandle[] = [];
  const owner = { id: '', workspaceId: '', token: '', connectionId: '', accountIds: [] as string[], campaignIds: [] as string[] };
  const other = { id: '', workspaceId: '', token: '', connectionId: '', accountIds: [] as string[], campaignIds: [] as string[] };

  /** A computation that has never kept anything: a handle of its own, gone after one use. */
  async function freshly<T>(read: (db: Db) => Promise<T>): Promise<T> {
    const handle = createDatabase(database().connectionString, { maxConnections: 2 });
    try {
      return await read(handle.db);
    } finally {
      await handle.destroy();
    }
  }

  async function seedUser(who: typeof owner, name: string, accounts: Array<{ currency: string; spend: string }>) {
    const { token, user } = await callerAs(testDeps(database().db), undefined, `10.5.0.${name.length}`).auth.register({ username: name, email: `${name}@example.com`, password: 'fleet-owner-2931' });
    who.id = user.id;
    who.workspaceId = await workspaceOf(database().db, user.id);
    who.token = token;
    await database().db.transaction().execute(async (trx) => {
      const connection = await upsertConnection(trx, { workspaceId: who.workspaceId, connectedBy: user.id, platformId: 1, externalUserId: `fb-${name}`, externalUserName: name, accessTokenCiphertext: testCipher.encrypt('EAA-secret'), tokenExpiresAt: null, scopes: [] });
      who.connectionId = connection.id;
      for (const [index, account] of accounts.entries()) {
        const [row] = await upsertAdAccounts(trx, [{
          workspaceId: who.workspaceId, connectionId: connection.id, platformId: 1, adAccountId: `act_${name}_${index}`, name: `${name} ${account.currency}`, status: 'ACTIVE',
          currency: account.currency, timezoneName: 'Europe/Madrid', businessId: null, businessName: null, minDailyBudget: null,
        }]);
        const [campaign] = await upsertCampaigns(trx, [{
          workspaceId: who.workspaceId, adAccountId: row!.id, platformId: 1, externalId: `c-${name}-${index}`, name: `Campaign ${name} ${index}`, status: 'ACTIVE', effectiveStatus: 'ACTIVE',
          objective: 'OUTCOME_SALES', dailyBudget: '1000', lifetimeBudget: null, createdAt: new Date('2026-10-01T00:00:00Z'), updatedAt: new Date('2026-10-01T00:00:00Z'),
        }]);
        who.accountIds.push(row!.id);
        who.campaignIds.push(campaign!.id);
        const day = (date: string) => ({ date, spend: account.spend, impressions: 1000, clicks: 10, conversions: 2, conversionValue: '50' });
        await upsertAccountInsights(trx, row!.id, DAYS.map(day));
        await upsertCampaignInsights(trx, row!.id, DAYS.map((date) => ({ ...day(date), campaignId: campaign!.id })));
      }
    });
  }

  beforeAll(async () => {
    await refreshExchangeRates(database().db, { kind: 'bundled' });
    await seedUser(owner, 'keep-owner', [{ currency: 'USD', spend: '100' }, { currency: 'EUR', spend: '40' }]);
    await seedUser(other, 'keep-stranger', [{ currency: 'USD', spend: '7' }]);
    servers.push(createDatabase(database().connectionString, { maxConnections: 3 }), createDatabase(database().connectionString, { maxConnections: 3 }));
  });

  afterAll(async () => {
    await Promise.all(servers.map((server) => server.destroy()));
  });

  /** Both servers' answers (the second read of each served from what it kept) equal a computation from scratch. */
  async function expectEveryServerFresh(token: string) {
    const fresh = await freshly((db) => answersOf(db, token));
    for (const server of servers) {
      expect(await answersOf(server.db, token)).toEqual(fresh);
      expect(await answersOf(server.db, token)).toEqual(fresh);
    }
    return fresh;
  }

  it('keeps an answer: a repeat read runs no figure query, and a write that moved no version stays unseen', async () => {
    const before = await answersOf(servers[0]!.db, owner.token);
    // Behind the versions' back (their triggers off): only a kept answer can still say 100.
    await sql`alter table account_insights_daily disable trigger user`.execute(database().db);
    try {
      await sql`update account_insights_daily set spend = 999 where ad_account_id = ${owner.accountIds[0]!}`.execute(database().db);
      expect((await answersOf(servers[0]!.db, owner.token)).summary).toEqual(before.summary);
      expect((await freshly((db) => answersOf(db, owner.token))).summary.currencies.find((row) => row.currency === 'USD')?.spend).toBe(1998);
    } finally {
      await sql`alter table account_insights_daily enable trigger user`.execute(database().db);
    }
    await database().db.transaction().execute((trx) => upsertAccountInsights(trx, owner.accountIds[0]!, DAYS.map((date) => ({ date, spend: '100', impressions: 1000, clicks: 10, conversions: 2, conversionValue: '50' }))));
    expect((await answersOf(servers[0]!.db, owner.token)).summary.currencies.find((row) => row.currency === 'USD')?.spend).toBe(200);
  });

  it('gives a kept answer equal to a computation from scratch, on every server', async () => {
    const fresh = await expectEveryServerFresh(owner.token);
    expect(fresh.summary.currencies.map((row) => [row.currency, row.spend])).toEqual([['EUR', 80], ['USD', 200]]);
    expect(fresh.report.rows).toHaveLength(2);
  });

  it('shows a sync\'s new figures on every server at the next read', async () => {
    await expectEveryServerFresh(owner.token);
    await database().db.transaction().execute(async (trx) => {
      await upsertAccountInsights(trx, owner.accountIds[1]!, [{ date: DAYS[1], spend: '60', impressions: 3000, clicks: 30, conversions: 3, conversionValue: '90' }]);
      await upsertCampaignInsights(trx, owner.accountIds[1]!, [{ date: DAYS[1], spend: '60', impressions: 3000, clicks: 30, conversions: 3, conversionValue: '90', campaignId: owner.campaignIds[1]! }]);
    });
    const fresh = await expectEveryServerFresh(owner.token);
    expect(fresh.summary.currencies.find((row) => row.currency === 'EUR')?.spend).toBe(100);
    expect(fresh.accounts.accounts.find((row) => row.id === owner.accountIds[1])?.spend).toBe(100);
    expect(fresh.report.rows.find((row) => row.key === owner.campaignIds[1])?.spend).toBe(100);
  });

  it('shows a campaign paused by a sync in the ACTIVE count and the top campaigns', async () => {
    await expectEveryServerFresh(owner.token);
    await database().db.transaction().execute((trx) =>
      upsertCampaigns(trx, [{
        workspaceId: owner.workspaceId, adAccountId: owner.accountIds[0]!, platformId: 1, externalId: 'c-keep-owner-0', name: 'Campaign keep-owner 0', status: 'PAUSED', effectiveStatus: 'PAUSED',
        objective: 'OUTCOME_SALES', dailyBudget: '1000', lifetimeBudget: null, createdAt: new Date('2026-10-01T00:00:00Z'), updatedAt: new Date('2026-11-02T00:00:00Z'),
      }]),
    );
    const fresh = await expectEveryServerFresh(owner.token);
    expect(fresh.summary.activeCampaigns).toBe(1);
    expect(fresh.top.map((row) => row.id)).toEqual([owner.campaignIds[1]]);
  });

  it('converts at the new rates after a rate refresh, and to a newly chosen reporting currency', async () => {
    const before = await expectEveryServerFresh(owner.token);
    await database().db.transaction().execute((trx) => upsertExchangeRates(trx, DAYS.map((day) => ({ day, currency: 'USD', perEur: '2' })), 'test'));
    const afterRates = await expectEveryServerFresh(owner.token);
    expect(afterRates.summary.converted.spend).not.toBe(before.summary.converted.spend);
    // Owner's USD 200 at 2 per euro is 100 EUR, beside their 100 EUR.
    await database().db.transaction().execute((trx) => setReportingCurrency(trx, { workspaceId: owner.workspaceId }, 'EUR'));
    const inEuros = await expectEveryServerFresh(owner.token);
    expect(inEuros.summary.converted).toMatchObject({ currency: 'EUR', spend: 200 });
    expect(inEuros.report.convertedTotal?.currency).toBe('EUR');
  });

  it('works out the unsettled days at each read, from an answer kept earlier', async () => {
    const early = await answersOf(servers[0]!.db, owner.token, new Date('2026-11-03T12:00:00Z'));
    const late = await answersOf(servers[0]!.db, owner.token, NOW);
    expect(early.summary.unsettledDays).toEqual([...DAYS]);
    expect(late.summary.unsettledDays).toEqual([]);
  });

  it('never gives one workspace\'s kept answer to another', async () => {
    const owners = await expectEveryServerFresh(owner.token);
    const others = await expectEveryServerFresh(other.token);
    expect(others.summary.currencies.map((row) => [row.currency, row.spend])).toEqual([['USD', 14]]);
    expect(others.report.rows.map((row) => row.key)).toEqual([other.campaignIds[0]]);
    expect(others.summary).not.toEqual(owners.summary);
  });

  it('gives the members of one workspace the same kept answers', async () => {
    const { token, user } = await callerAs(testDeps(database().db), undefined, '10.5.0.99').auth.register({ username: 'keep-colleague', email: 'keep-colleague@example.com', password: 'fleet-owner-2931' });
    await database().db.insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: user.id, role: 'analyst' }).execute();
    await setCurrentWorkspace(database().db, user.id, owner.workspaceId);
    const owners = await expectEveryServerFresh(owner.token);
    // Behind the versions' back again: the colleague's first read is served what the owner's reads kept, not computed anew.
    const kept = (
      await sql<{ date: string; spend: string; impressions: number; clicks: number; conversions: number; conversionValue: string }>`
        select to_char(date, 'YYYY-MM-DD') as date, spend::text as spend, impressions::int as impressions, clicks::int as clicks,
          conversions::float8 as conversions, conversion_value::text as "conversionValue"
        from account_insights_daily where ad_account_id = ${owner.accountIds[0]!}`.execute(database().db)
    ).rows;
    await sql`alter table account_insights_daily disable trigger user`.execute(database().db);
    try {
      await sql`update account_insights_daily set spend = 999 where ad_account_id = ${owner.accountIds[0]!}`.execute(database().db);
      expect((await answersOf(servers[0]!.db, token)).summary).toEqual(owners.summary);
    } finally {
      await sql`alter table account_insights_daily enable trigger user`.execute(database().db);
    }
    await database().db.transaction().execute((trx) =>
      upsertAccountInsights(trx, owner.accountIds[0]!, kept),
    );
    expect(await expectEveryServerFresh(token)).toEqual(owners);
  });

  it('drops an account\'s figures on every server once its connection is removed', async () => {
    await expectEveryServerFresh(owner.token);
    await database().db.transaction().execute((trx) => deleteConnection(trx, owner.connectionId));
    const fresh = await expectEveryServerFresh(owner.token);
    expect(fresh.summary).toMatchObject({ currencies: [], accountCount: 0, activeCampaigns: 0 });
    expect(fresh.report.rows).toEqual([]);
    expect(fresh.accounts.accounts).toEqual([]);
    // The other workspace's accounts are untouched.
    expect((await answersOf(servers[1]!.db, other.token)).summary.accountCount).toBe(1);
  });
});
