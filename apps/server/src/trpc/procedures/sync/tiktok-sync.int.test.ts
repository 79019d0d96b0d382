import { majorToMinor } from '@adfleet/core/money';
import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { registerWithTikTok, tiktokSandboxOf } from '@adfleet/test-support/tiktok-journey';

type Figures = { spend: number; impressions: number; clicks: number; conversions: number };
const cents = (value: unknown) => Math.round(Number(value) * 100);
const dayBefore = (date: string, days: number) => new Date(Date.parse(`${date}T00:00:00Z`) - days * 86_400_000).toISOString().slice(0, 10);

/** TikTok's status words as the lists show them (Meta's names), from the sandbox's own view of an object. */
const listedStatus = (object: { operation_status: string; secondary_status: string }) =>
  object.secondary_status.endsWith('_DELETE') ? 'DELETED' : object.operation_status === 'DISABLE' ? 'PAUSED' : 'ACTIVE';

describe('TikTok sync as jobs, against the TikTok sandbox over HTTP', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  let tiktok: ReturnType<typeof tiktokSandboxOf>;
  let owner: Awaited<ReturnType<typeof registerWithTikTok>>;
  let firstSyncCalls: { requests: number; byPath: Record<string, number> };
  const db = () => database().db;
  const as = (token: string) => callerAs({ ...testDeps(db(), app.config), jobs: app.server.jobs }, token);
  const today = new Date().toISOString().slice(0, 10);

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    tiktok = tiktokSandboxOf(app);
    // TikTok's Basic tier limits are not under test here (the throttle case injects 40100 itself): counts stay exact.
    await tiktok.control('PUT', '/limits', { qps: 1000, qpm: 60000, lock_seconds: 1 });
    await app.startWorker();
    await tiktok.control('DELETE', '/calls');
    owner = await registerWithTikTok(app, 'Ana');
    await settledSyncRuns(db(), owner, { atLeast: owner.persona.advertiser_ids.length, timeoutMs: 60_000 });
    firstSyncCalls = (await tiktok.control('GET', '/calls')).counters;
  }, 120_000);
  afterAll(() => app.close());

  const accountOf = (advertiserId: string) =>
    db().selectFrom('ad_accounts').selectAll().where('workspace_id', '=', owner.workspaceId).where('platform_id', '=', 2).where('ad_account_id', '=', advertiserId).executeTakeFirstOrThrow();

  /** The sandbox's own daily report of one level over the last 90 days (in 30-day windows, its daily limit). */
  async function sandboxReport(advertiserId: string, dataLevel: string, dimension: string, token: string, sinceDays = 90) {
    const rows = new Map<string, Figures>();
    const { timezone } = await tiktok.tree(advertiserId);
    const localToday = new Intl.DateTimeFormat('en-CA', { timeZone: timezone }).format(new Date());
    for (let end = 0; end < sinceDays; end += 30) {
      const params = {
        advertiser_id: advertiserId,
        report_type: 'BASIC',
        data_level: dataLevel,
        dimensions: [dimension, 'stat_time_day'],
        metrics: ['spend', 'impressions', 'clicks', 'conversion'],
        start_date: dayBefore(localToday, Math.min(end + 29, sinceDays - 1)),
        end_date: dayBefore(localToday, end),
        page_size: 1000,
      };
      const data = await tiktok.apiGet('/report/integrated/get/', params, token);
      expect(data.page_info.total_page).toBeLessThanOrEqual(1);
      for (const row of data.list) {
        const key = `${row.dimensions[dimension]}|${row.dimensions.stat_time_day.slice(0, 10)}`;
        rows.set(key, { spend: cents(row.metrics.spend), impressions: Number(row.metrics.impressions), clicks: Number(row.metrics.clicks), conversions: Number(row.metrics.conversion) });
      }
    }
    return rows;
  }

  it('connecting queues each advertiser’s first sync and the connection’s schedule; the worker syncs them all', async () => {
    const runs = await settledSyncRuns(db(), owner, { atLeast: owner.persona.advertiser_ids.length });
    expect(runs.map((run) => [run.kind, run.trigger, run.status])).toEqual(owner.persona.advertiser_ids.map(() => ['ad_account', 'connect', 'succeeded']));
    const connection = await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', owner.workspaceId).where('platform_id', '=', 2).executeTakeFirstOrThrow();
    const { rows } = await sql<{ cron: string }>`select cron from pgboss.schedule where name = 'sync.connection' and key = ${connection.id}`.execute(db());
    expect(rows).toHaveLength(1);
    for (const advertiserId of owner.persona.advertiser_ids) expect((await accountOf(advertiserId)).insights_backfilled_at).not.toBeNull();
    // The UI follows them as TikTok's runs: its card shows them, Meta's does not.
    const status = await as(owner.token).sync.status();
    expect(status.runs.length).toBeGreaterThan(0);
    expect(status.runs.every((run) => run.platformId === 2)).toBe(true);
  });

  it('stores every campaign, ad group and ad of every status as the sandbox holds them, Smart+ ones marked, budgets in minor units', async () => {
    for (const advertiserId of owner.persona.advertiser_ids) {
      const account = await accountOf(advertiserId);
      const tree = await tiktok.tree(advertiserId);
      // TikTok lists its Upgraded Smart+ campaigns apart: the sync reads both families.
      const treeCampaigns = [...tree.campaigns.map((campaign: object) => ({ ...campaign, smart_plus: false })), ...tree.smart_plus_campaigns.map((campaign: object) => ({ ...campaign, smart_plus: true }))];
      const campaigns = await db().selectFrom('campaigns').selectAll().where('ad_account_id', '=', account.id).orderBy('external_id').execute();
      expect(campaigns.map((campaign) => [campaign.external_id, campaign.name, campaign.platform_id, campaign.status, campaign.objective, campaign.smart_plus])).toEqual(
        [...treeCampaigns]
          .sort((a, b) => a.campaign_id.localeCompare(b.campaign_id))
          .map((campaign: any) => [campaign.campaign_id, campaign.campaign_name, 2, listedStatus(campaign), campaign.objective_type, campaign.smart_plus]), // eslint-disable-line @typescript-eslint/no-explicit-any -- sandbox JSON
      );
      expect(campaigns.some((campaign) => campaign.status === 'DELETED')).toBe(true);
      for (const campaign of treeCampaigns) {
        const stored = campaigns.find((row) => row.external_id === campaign.campaign_id);
        const minor = campaign.budget_mode === 'BUDGET_MODE_INFINITE' ? null : majorToMinor(campaign.budget, tree.currency);
        expect([stored?.daily_budget === null ? null : Number(stored?.daily_budget), stored?.lifetime_budget === null ? null : Number(stored?.lifetime_budget)]).toEqual(
          campaign.budget_mode === 'BUDGET_MODE_TOTAL' ? [null, minor] : [minor, null],
        );
      }
      const adgroups = treeCampaigns.flatMap((campaign: { adgroups: any[] }) => campaign.adgroups); // eslint-disable-line @typescript-eslint/no-explicit-any -- sandbox JSON
      const adSets = await db().selectFrom('ad_sets').selectAll().where('ad_account_id', '=', account.id).execute();
      expect(new Map(adSets.map((adSet) => [adSet.external_id, adSet.status]))).toEqual(new Map(adgroups.map((adgroup: any) => [adgroup.adgroup_id, listedStatus(adgroup)]))); // eslint-disable-line @typescript-eslint/no-explicit-any -- sandbox JSON
      const ads = await db().selectFrom('ads').select('external_id').where('ad_account_id', '=', account.id).execute();
      // A Smart+ ad's id is its `smart_plus_ad_id`.
      expect(new Set(ads.map((ad) => ad.external_id))).toEqual(new Set(adgroups.flatMap((adgroup: { ads: Array<{ ad_id?: string; smart_plus_ad_id?: string }> }) => adgroup.ads.map((ad) => ad.ad_id ?? ad.smart_plus_ad_id))));
    }
  });

  it('stores 90 days of daily figures equal to the sandbox’s reports, adding up from ad to advertiser', async () => {
    const token = await tiktok.tokenFor('Ana');
    for (const advertiserId of owner.persona.advertiser_ids) {
      const account = await accountOf(advertiserId);
      type Row = { entity: string; date: string; spend: string; impressions: number; clicks: number; conversions: number };
      const figures = 'i.date::text as date, i.spend::text as spend, i.impressions, i.clicks, i.conversions';
      const queries = {
        account: sql<Row>`select ${advertiserId}::text as entity, ${sql.raw(figures)} from account_insights_daily i where i.ad_account_id = ${account.id}`,
        campaign: sql<Row>`select c.external_id as entity, ${sql.raw(figures)} from campaign_insights_daily i join campaigns c on c.id = i.campaign_id where i.ad_account_id = ${account.id}`,
        adset: sql<Row>`select s.external_id as entity, ${sql.raw(figures)} from adset_insights_daily i join ad_sets s on s.id = i.ad_set_id where i.ad_account_id = ${account.id}`,
      };
      const stored = async (level: keyof typeof queries) =>
        new Map(
          (await queries[level].execute(db())).rows.map((row) => [
            `${row.entity}|${row.date}`,
            { spend: cents(row.spend), impressions: Number(row.impressions), clicks: Number(row.clicks), conversions: Number(row.conversions) },
          ]),
        );
      const accountRows = await stored('account');
      expect(accountRows.size).toBeGreaterThanOrEqual(29);
      expect(accountRows).toEqual(await sandboxReport(advertiserId, 'AUCTION_ADVERTISER', 'advertiser_id', token));
      expect(await stored('campaign')).toEqual(await sandboxReport(advertiserId, 'AUCTION_CAMPAIGN', 'campaign_id', token));
      expect(await stored('adset')).toEqual(await sandboxReport(advertiserId, 'AUCTION_ADGROUP', 'adgroup_id', token));

      const total = (rows: Map<string, Figures>) => [...rows.values()].reduce((sum, row) => ({ spend: sum.spend + row.spend, impressions: sum.impressions + row.impressions, clicks: sum.clicks + row.clicks, conversions: sum.conversions + row.conversions }), { spend: 0, impressions: 0, clicks: 0, conversions: 0 });
      const adTotal = total(await sandboxReport(advertiserId, 'AUCTION_AD', 'ad_id', token));
      // Spend is rounded per row in currency units, so sums of many rows may differ by a cent per row between levels.
      for (const level of [accountRows, await stored('campaign'), await stored('adset')]) {
        const sum = total(level);
        expect({ impressions: sum.impressions, clicks: sum.clicks, conversions: sum.conversions }).toEqual({ impressions: adTotal.impressions, clicks: adTotal.clicks, conversions: adTotal.conversions });
        expect(Math.abs(sum.spend - adTotal.spend)).toBeLessThanOrEqual(level.size);
      }
    }
  });

  it('lists the Smart+ campaigns of an advertiser that runs them, marked, with their spend in the lists, reports and dashboard as TikTok reports it by day', async () => {
    const token = await tiktok.tokenFor('Ana');
    const trees = await Promise.all(owner.persona.advertiser_ids.map(async (advertiserId) => ({ advertiserId, tree: await tiktok.tree(advertiserId) })));
    const running = trees.filter(({ tree }) => tree.smart_plus_campaigns.length > 0);
    expect(running.length).toBeGreaterThanOrEqual(1);
    for (const { advertiserId, tree } of running) {
      const smartPlus = tree.smart_plus_campaigns as Array<{ campaign_id: string; campaign_name: string }>;
      // The sandbox's own daily figures of these campaigns, from TikTok's campaign-level report.
      const byDay = await sandboxReport(advertiserId, 'AUCTION_CAMPAIGN', 'campaign_id', token, 30);
      const localToday = new Intl.DateTimeFormat('en-CA', { timeZone: tree.timezone }).format(new Date());
      const range = { from: dayBefore(localToday, 29), to: localToday };
      const spendOf = (campaignId: string) => [...byDay].filter(([key]) => key.startsWith(`${campaignId}|`)).reduce((sum, [, figures]) => sum + figures.spend, 0);
      const expected = new Map(smartPlus.map((campaign) => [campaign.campaign_name, spendOf(campaign.campaign_id)]));
      expect([...expected.values()].every((spend) => spend > 0)).toBe(true);

      const listed = (await as(owner.token).campaigns.list({ platformId: 2, adAccountId: advertiserId, ...range })) as Array<{ externalId: string; name: string; smartPlus: boolean; spend: number }>;
      expect(listed.filter((campaign) => campaign.smartPlus).map((campaign) => campaign.externalId).sort()).toEqual(smartPlus.map((campaign) => campaign.campaign_id).sort());
      expect(listed.filter((campaign) => !campaign.smartPlus)).toHaveLength(tree.campaigns.length);
      for (const campaign of listed.filter((row) => row.smartPlus)) expect(cents(campaign.spend), campaign.name).toBe(expected.get(campaign.name));

      const report = await as(owner.token).reports.run({ groupBy: 'campaign', platform: 'tiktok', ...range });
      for (const [name, spend] of expected) expect(cents(report.rows.find((row) => row.name === name)?.spend), name).toBe(spend);
      // The advertiser's dashboard total is TikTok's advertiser-level report, which holds the Smart+ delivery: it is
      // what the standard campaigns spent and what the Smart+ ones spent, to the cent per row.
      const total = [...(await sandboxReport(advertiserId, 'AUCTION_ADVERTISER', 'advertiser_id', token, 30)).values()].reduce((sum, figures) => sum + figures.spend, 0);
      const smartPlusTotal = [...expected.values()].reduce((sum, spend) => sum + spend, 0);
      const standardTotal = [...byDay].filter(([key]) => !smartPlus.some((campaign) => key.startsWith(`${campaign.campaign_id}|`))).reduce((sum, [, figures]) => sum + figures.spend, 0);
      expect(Math.abs(total - (standardTotal + smartPlusTotal))).toBeLessThanOrEqual(byDay.size);
      const summary = await as(owner.token).dashboard.summary({ ...range, platform: 'tiktok', adAccountIds: [(await accountOf(advertiserId)).id] });
      expect(summary.currencies.map((row) => [row.currency, cents(row.spend)])).toEqual([[tree.currency, total]]);
    }
  });

  it('shows the owner TikTok’s spend on the dashboard, for TikTok Ads and for all platforms', async () => {
    const range = { from: dayBefore(today, 100), to: dayBefore(today, -1) };
    const { rows } = await sql<{ currency: string; spend: string }>`
      select a.currency, sum(i.spend)::text as spend from account_insights_daily i join ad_accounts a on a.id = i.ad_account_id
      where a.workspace_id = ${owner.workspaceId} group by a.currency order by a.currency`.execute(db());
    expect(rows.length).toBe(owner.persona.advertiser_ids.length);
    const expected = rows.map((row) => [row.currency, cents(row.spend)]);
    const spendOf = (summary: { currencies: Array<{ currency: string; spend: number }> }) => summary.currencies.map((row) => [row.currency, cents(row.spend)]).sort();
    const tiktokOnly = await as(owner.token).dashboard.summary({ ...range, platform: 'tiktok' });
    expect(spendOf(tiktokOnly)).toEqual(expected);
    expect(tiktokOnly.accountCount).toBe(owner.persona.advertiser_ids.length);
    expect(spendOf(await as(owner.token).dashboard.summary({ ...range, platform: 'all' }))).toEqual(expected);
    expect(await as(owner.token).dashboard.summary({ ...range, platform: 'facebook' })).toMatchObject({ currencies: [], accountCount: 0 });
  });

  it('shows another user none of it', async () => {
    const other = await registerWithTikTok(app, 'Bruno', 'ttother');
    await settledSyncRuns(db(), other, { atLeast: other.persona.advertiser_ids.length, timeoutMs: 60_000 });
    const range = { from: dayBefore(today, 100), to: dayBefore(today, -1) };
    const theirs = await as(other.token).adAccounts.list({ platformId: 2 });
    expect(theirs.map((account) => account.adAccountId).sort()).toEqual([...other.persona.advertiser_ids].sort());
    const ownerCampaigns = await db().selectFrom('campaigns').select('id').where('workspace_id', '=', owner.workspaceId).execute();
    const seen = await db().selectFrom('campaigns').select('id').where('workspace_id', '=', other.workspaceId).execute();
    expect(seen.some((row) => ownerCampaigns.some((mine) => mine.id === row.id))).toBe(false);
    const summary = await as(other.token).dashboard.summary({ ...range, platform: 'tiktok' });
    expect(summary.accountCount).toBe(other.persona.advertiser_ids.length);
    expect((await as(other.token).sync.status()).runs.every((run) => other.persona.advertiser_ids.includes(run.adAccountId ?? ''))).toBe(true);
  });

  it('a later sync re-reads the advertisers and only the recent days: 15 TikTok calls per advertiser, 1 for the connection', async () => {
    const advertisers = owner.persona.advertiser_ids.length;
    const at = (counted: { byPath: Record<string, number> }, path: string) => counted.byPath[`/open_api/v1.3${path}`] ?? 0;
    // First sync, per advertiser: 9 listings (every status), 3 of Smart+ objects (every status in one) and 3 levels × 4
    // windows of at most 30 days (91 days) of reports.
    expect(at(firstSyncCalls, '/report/integrated/get/')).toBe(advertisers * 12);
    expect(at(firstSyncCalls, '/campaign/get/') + at(firstSyncCalls, '/adgroup/get/') + at(firstSyncCalls, '/ad/get/')).toBe(advertisers * 9);
    expect(at(firstSyncCalls, '/smart_plus/campaign/get/') + at(firstSyncCalls, '/smart_plus/adgroup/get/') + at(firstSyncCalls, '/smart_plus/ad/get/')).toBe(advertisers * 3);
    const before = (await db().selectFrom('sync_runs').select('id').where('workspace_id', '=', owner.workspaceId).execute()).length;
    const backfilled = await Promise.all(owner.persona.advertiser_ids.map(async (id) => (await accountOf(id)).insights_backfilled_at));
    await tiktok.control('DELETE', '/calls');

    const { runIds } = await as(owner.token).sync.start();
    expect(runIds).toHaveLength(1);
    const runs = (await settledSyncRuns(db(), owner, { atLeast: before + 1 + advertisers, timeoutMs: 60_000 })).slice(before);
    expect(runs.map((run) => [run.kind, run.status]).sort()).toEqual([['ad_account', 'succeeded'], ['ad_account', 'succeeded'], ['ad_account', 'succeeded'], ['ad_account', 'succeeded'], ['connection', 'succeeded']]);
    const campaignCounts = await Promise.all(owner.persona.advertiser_ids.map(async (id) => {
      const tree = await tiktok.tree(id);
      return tree.campaigns.length + tree.smart_plus_campaigns.length;
    }));
    expect(runs.filter((candidate) => candidate.kind === 'ad_account').map((run) => run.stats).sort((a, b) => Number(a.campaignsRead) - Number(b.campaignsRead))).toEqual(
      campaignCounts.sort((a, b) => a - b).map((campaignsRead) => expect.objectContaining({ insightDays: 3, campaignsRead })),
    );

    const { counters } = await tiktok.control('GET', '/calls');
    expect(at(counters, '/advertiser/info/')).toBe(1);
    expect(at(counters, '/report/integrated/get/')).toBe(advertisers * 3);
    for (const id of owner.persona.advertiser_ids) expect(counters.byAdvertiser[id]).toBe(15);
    expect(counters.requests).toBe(1 + advertisers * 15);
    expect(counters.errors).toBe(0);
    expect(await Promise.all(owner.persona.advertiser_ids.map(async (id) => (await accountOf(id)).insights_backfilled_at))).toEqual(backfilled);
  });

  it('retries an advertiser whose reads keep failing with 50000 as a new attempt of the same run, which then succeeds', async () => {
    // Every try of one of the first attempt's ad listings (the deleted ads, one read of the four side by side) fails: three
    // per advertiser, taken in order by that one read, so the attempt fails however its reads interleave, and the queue's
    // retry finds TikTok well again.
    const { advertiser_ids } = await tiktok.persona('Bruno');
    const tries = 3;
    const deletedAds = { filtering: JSON.stringify({ secondary_status: 'AD_STATUS_DELETE' }) };
    await tiktok.control('DELETE', '/calls');
    await tiktok.control('PUT', '/faults', { errors: advertiser_ids.map((advertiser_id) => ({ code: 50000, rate: 1, path: '/ad/get/', advertiser_id, params: deletedAds, times: tries })) });
    try {
      const retried = await registerWithTikTok(app, 'Bruno', 'ttretried');
      const runs = await settledSyncRuns(db(), retried, { atLeast: retried.persona.advertiser_ids.length, timeoutMs: 60_000 });
      expect(runs.map((run) => run.status)).toEqual(retried.persona.advertiser_ids.map(() => 'succeeded'));
      expect((await tiktok.control('GET', '/calls')).counters.byCode['50000']).toBe(advertiser_ids.length * tries);
      const ids = (await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', retried.workspaceId).execute()).map((row) => row.id);
      const { rows } = await sql<{ retry_count: number }>`select retry_count from pgboss.job where name = 'sync.ad_account' and singleton_key = any(${ids}) and state = 'completed'`.execute(db());
      expect(rows.map((row) => row.retry_count)).toEqual(ids.map(() => 1));
      const failed = await db().selectFrom('audit_log').select('id').where('user_id', '=', retried.userId).where('action', '=', 'sync.failed').execute();
      expect(failed).toEqual([]);
    } finally {
      await tiktok.control('DELETE', '/faults');
    }
    // The retried attempt waits out the queue's retry delay after three backed-off tries per read: on a busy machine
    // that passed the default 30 s, inside the 60 s this test itself gives the runs to settle.
  }, 90_000);

  it('defers an advertiser TikTok keeps throttling: the run waits queued for a minute later, nothing failed', async () => {
    await tiktok.control('PUT', '/faults', { errors: [{ code: 40100, rate: 1, path: '/campaign/get/' }] });
    try {
      const throttled = await registerWithTikTok(app, 'Bruno', 'ttthrottled');
      const ids = (await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', throttled.workspaceId).execute()).map((row) => row.id);
      await expect
        .poll(
          async () =>
            (await sql<{ start_after: Date }>`
              select start_after from pgboss.job where name = 'sync.ad_account' and singleton_key = any(${ids}) and state = 'created' and start_after > now() + interval '30 seconds'`.execute(db())).rows,
          { timeout: 30_000, interval: 100 },
        )
        .toHaveLength(ids.length);
      const runs = await db().selectFrom('sync_runs').select(['status', 'started_at']).where('workspace_id', '=', throttled.workspaceId).execute();
      expect(runs.map((run) => run.status)).toEqual(ids.map(() => 'queued'));
      expect(runs.every((run) => run.started_at !== null)).toBe(true);
      const failed = await db().selectFrom('audit_log').select('id').where('user_id', '=', throttled.userId).where('action', '=', 'sync.failed').execute();
      expect(failed).toEqual([]);
      expect(await as(throttled.token).connections.status()).toMatchObject({ tiktok: { syncing: true }, facebook: { syncing: false } });
    } finally {
      await tiktok.control('DELETE', '/faults');
    }
  });

  it('a revoked token marks the TikTok connection invalid, stops its schedule and is not retried', async () => {
    const revoked = await registerWithTikTok(app, 'Chloé', 'ttrevoked');
    await settledSyncRuns(db(), revoked, { atLeast: revoked.persona.advertiser_ids.length, timeoutMs: 60_000 });
    await tiktok.control('POST', `/personas/${revoked.persona.id}/revoke`);
    const before = (await db().selectFrom('sync_runs').select('id').where('workspace_id', '=', revoked.workspaceId).execute()).length;
    await as(revoked.token).sync.start();
    const [run] = (await settledSyncRuns(db(), revoked, { atLeast: before + 1, timeoutMs: 30_000 })).slice(before);
    expect(run).toMatchObject({ kind: 'connection', status: 'failed', error: { code: 'syncRunTikTokError', params: { errorCode: '40105' } } });
    const connection = await db().selectFrom('platform_connections').selectAll().where('workspace_id', '=', revoked.workspaceId).executeTakeFirstOrThrow();
    expect(connection.status).toBe('invalid');
    expect(connection.status_reason).toEqual({ code: 'connectionTikTokTokenRejected', params: { errorCode: '40105' } });
    const { rows: schedules } = await sql`select 1 from pgboss.schedule where name = 'sync.connection' and key = ${connection.id}`.execute(db());
    expect(schedules).toEqual([]);
    const audit = await db().selectFrom('audit_log').select('metadata').where('user_id', '=', revoked.userId).where('action', '=', 'connection.token_invalid').execute();
    expect(audit.map((row) => row.metadata)).toEqual([expect.objectContaining({ platform: 'tiktok', code: 40105 })]);
    expect((await as(revoked.token).connections.status()).tiktok).toMatchObject({ error: true });
    // Failed for good at once: the queue spends no retry on a dead token.
    await expect
      .poll(
        async () => (await sql<{ state: string; retry_count: number }>`select state, retry_count from pgboss.job where name = 'sync.connection' and singleton_key = ${connection.id}`.execute(db())).rows[0],
        { timeout: 10_000, interval: 100 },
      )
      .toEqual({ state: 'failed', retry_count: 0 });
  });

  it('disconnecting TikTok ends the connection’s schedule and its runs with it', async () => {
    const leaving = await registerWithTikTok(app, 'Bruno', 'ttleaving');
    await settledSyncRuns(db(), leaving, { atLeast: leaving.persona.advertiser_ids.length, timeoutMs: 60_000 });
    const connection = await db().selectFrom('platform_connections').select('id').where('workspace_id', '=', leaving.workspaceId).executeTakeFirstOrThrow();
    expect(await as(leaving.token).settings.disconnectTikTok()).toEqual({ disconnected: 1 });
    const { rows: schedules } = await sql`select 1 from pgboss.schedule where name = 'sync.connection' and key = ${connection.id}`.execute(db());
    expect(schedules).toEqual([]);
    expect(await db().selectFrom('sync_runs').select('id').where('workspace_id', '=', leaving.workspaceId).execute()).toEqual([]);
    expect(await db().selectFrom('campaigns').select('id').where('workspace_id', '=', leaving.workspaceId).execute()).toEqual([]);
  });
});
