import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { syncAtScale, type SyncAtScaleResult } from '@adfleet/test-support/sync-at-scale';

/**
 * The round-trip budget of a sync, and bench/sync's short mode (`pnpm bench:sync --short` runs the same world): the
 * demo accounts, then 2 more accounts of 100 delivering campaigns each. Counts, never timings: a change that adds Graph
 * calls to a sync fails here. Each account takes 2 round trips (ADR 0046): one batch of its listings and account
 * insights, then one batch of insight windows of a page each.
 */
const ROUND_TRIPS_PER_ACCOUNT = 2;
const DEMO_ACCOUNTS = 7;
const NEW_ACCOUNTS = 2;
// 100 campaigns × 90 days is 2 windows per level, and more daily rows than one PostgreSQL statement may carry.
const CAMPAIGNS = 100;

describe('sync round trips (bench/sync short mode)', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  let result: SyncAtScaleResult;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    result = await syncAtScale(app, database().db, { accounts: NEW_ACCOUNTS, campaigns: CAMPAIGNS, latencyMs: 0, timeoutMs: 60_000 });
  }, 120_000);
  afterAll(() => app.close());

  it('syncs each ad account in 2 round trips, first sync or not, plus 1 for the list of accounts', () => {
    expect(result.incremental).toMatchObject({ accountRuns: DEMO_ACCOUNTS, errors: 0, requests: 1 + DEMO_ACCOUNTS * ROUND_TRIPS_PER_ACCOUNT });
    expect(result.withNewAccounts).toMatchObject({ accountRuns: DEMO_ACCOUNTS + NEW_ACCOUNTS, errors: 0 });
    expect(result.newAccounts.requests).toBe(NEW_ACCOUNTS * ROUND_TRIPS_PER_ACCOUNT);
    // Per new account: campaigns, ad sets, ads and account insights; then 2 campaign and 2 ad-set insight windows; and the 2 batch calls.
    expect(result.newAccounts.operations).toBe(NEW_ACCOUNTS * (4 + 4 + 2));
  });

  it('stores every campaign, ad set, ad and daily insight row the sandbox reports for the new accounts', async () => {
    const db = database().db;
    const token = await app.mintToken('Ana');
    for (const act of result.accountIds) {
      const account = await db.selectFrom('ad_accounts').select(['id', 'insights_backfilled_at', 'adset_insights_backfilled_at']).where('workspace_id', '=', result.workspaceId).where('ad_account_id', '=', act).executeTakeFirstOrThrow();
      expect(account.insights_backfilled_at).not.toBeNull();
      expect(account.adset_insights_backfilled_at).not.toBeNull();
      const count = async (table: 'campaigns' | 'ad_sets' | 'ads' | 'campaign_insights_daily' | 'account_insights_daily' | 'adset_insights_daily') =>
        Number((await db.selectFrom(table).select((eb) => eb.fn.countAll().as('n')).where('ad_account_id', '=', account.id).executeTakeFirstOrThrow()).n);
      expect(await count('campaigns')).toBe(CAMPAIGNS);
      expect(await count('ad_sets')).toBe(CAMPAIGNS);
      expect(await count('ads')).toBe(CAMPAIGNS);
      const sandboxRows = async (level: string) => {
        let page = await app.graphGet(`${act}/insights`, { access_token: token, level, fields: 'spend', date_preset: 'maximum', time_increment: '1', limit: '5000' });
        let rows = page.data.length as number;
        while (page.paging?.next) {
          page = await (await fetch(page.paging.next)).json();
          rows += page.data.length;
        }
        return rows;
      };
      expect(await count('account_insights_daily')).toBe(await sandboxRows('account'));
      expect(await count('campaign_insights_daily')).toBe(await sandboxRows('campaign'));
      expect(await count('adset_insights_daily')).toBe(await sandboxRows('adset'));
      expect(await count('campaign_insights_daily')).toBeGreaterThan(CAMPAIGNS * 80);
    }
  });
});
