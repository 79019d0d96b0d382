import { sql } from 'kysely';
import pg from 'pg';
import { beforeAll, describe, expect, it } from 'vitest';
import { reportDailySeries, reportPage, type ReportQuery } from '../../packages/db/src/repositories/reports-repository.ts';
import { useTestDatabase } from '../../packages/db/src/testing/use-test-database.ts';
import { seedDatabase } from './seed-database.ts';
import { biggestUser, SEED_LAST_DAY, seedPlan, SHORT_SCALE } from './seed-plan.ts';

/**
 * The generator's database at 1/100 scale, and the report queries ADR 0042 reshaped checked against plain sums of
 * the same rows: one grouping for rows, count and totals, and a daily series without the join nothing needs. Each
 * seeded person works in their own workspace, whose id is theirs.
 */
describe('the seeded database and the report queries over it', () => {
  const database = useTestDatabase();
  const plan = seedPlan(SHORT_SCALE);
  const big = biggestUser(plan);
  const small = plan.users.at(-1);
  const range = { from: '2026-08-25', to: SEED_LAST_DAY };
  const query = (extra: Partial<ReportQuery> = {}): ReportQuery => ({ days: [{ ...range, timeZones: null }], currency: 'USD', groupBy: 'campaign', sortBy: 'spend', sortDir: 'desc', ...extra });

  beforeAll(async () => {
    const client = new pg.Client({ connectionString: database().connectionString });
    await client.connect();
    try {
      await seedDatabase(client, database().db, plan);
    } finally {
      await client.end();
    }
  }, 120_000);

  it('holds exactly the planned rows, each workspace owning only its own', async () => {
    const counts = await sql<{ users: string; accounts: string; campaigns: string; insights: string; mine: string }>`
      select (select count(*) from users) as users, (select count(*) from ad_accounts) as accounts, (select count(*) from campaigns) as campaigns,
        (select count(*) from campaign_insights_daily) as insights,
        (select count(*) from campaigns c join ad_accounts a on a.id = c.ad_account_id where c.workspace_id <> a.workspace_id) as mine`.execute(database().db);
    expect(counts.rows[0]).toEqual({ users: '10', accounts: '50', campaigns: '1000', insights: '20000', mine: '0' });
  });

  it('gives the campaign report rows, count and per-currency totals equal to plain sums of the user’s insight rows', async () => {
    const page = await reportPage(database().db, { workspaceId: big.id }, query(), 500);
    const direct = await sql<{ currency: string; spend: string; rows: string }>`
      select a.currency, sum(i.spend)::text as spend, count(distinct i.campaign_id)::text as rows
      from campaign_insights_daily i join ad_accounts a on a.id = i.ad_account_id
      where a.workspace_id = ${big.id} and i.date between ${range.from}::date and ${range.to}::date group by a.currency order by a.currency`.execute(database().db);
    expect(page.totals.map((total) => ({ currency: total.currency, spend: total.spend, rows: total.rows }))).toEqual(direct.rows);
    expect(page.rowCount).toBe(direct.rows.reduce((sum, row) => sum + Number(row.rows), 0));
    // Several currencies: rows rank by their converted worth, those without a rate last.
    const worth = page.rows.map((row) => (row.convertedSpend === null ? -1 : Number(row.convertedSpend)));
    expect(worth).toEqual([...worth].sort((a, b) => b - a));
    expect(page.rows.every((row) => row.accountName !== null && row.campaignName === row.name)).toBe(true);
  });

  it('sums the daily series over every shown campaign, and over only those a spend bound keeps', async () => {
    const all = await reportDailySeries(database().db, { workspaceId: big.id }, query());
    const totalSpend = (rows: Array<{ spend: string }>) => rows.reduce((sum, row) => sum + Number(row.spend), 0);
    const page = await reportPage(database().db, { workspaceId: big.id }, query(), 500);
    expect(totalSpend(all)).toBeCloseTo(totalSpend(page.totals), 2);

    const median = Number(page.rows[Math.floor(page.rows.length / 2)]?.spend);
    const bounded = query({ spendMin: median });
    const [boundedSeries, boundedPage] = await Promise.all([reportDailySeries(database().db, { workspaceId: big.id }, bounded), reportPage(database().db, { workspaceId: big.id }, bounded, 500)]);
    expect(boundedPage.rowCount).toBeLessThan(page.rowCount);
    expect(totalSpend(boundedSeries)).toBeCloseTo(totalSpend(boundedPage.totals), 2);
  });

  it('shows another user none of the big agency’s rows', async () => {
    const theirs = await reportPage(database().db, { workspaceId: small?.id ?? '' }, query(), 500);
    const bigKeys = new Set((await reportPage(database().db, { workspaceId: big.id }, query(), 500)).rows.map((row) => row.key));
    expect(theirs.rows.some((row) => bigKeys.has(row.key))).toBe(false);
  });
});
