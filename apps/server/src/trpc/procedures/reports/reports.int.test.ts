import { setCurrentWorkspace } from '@adfleet/db';
import { useTestDatabase, workspaceOf } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysForTest } from '@adfleet/test-support/sandbox-insights';
import { type SandboxedServer, startSandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';

const EVERY_STATUS = ['ACTIVE', 'PAUSED', 'DELETED', 'ARCHIVED', 'IN_PROCESS', 'WITH_ISSUES', 'CAMPAIGN_PAUSED', 'ADSET_PAUSED', 'PENDING_REVIEW', 'DISAPPROVED', 'PREAPPROVED', 'PENDING_BILLING_INFO'];
type GraphRow = { adset_id?: string; adset_name?: string; spend?: string; impressions?: string; clicks?: string };

describe('reports: ad-set sync against the sandbox, reports.run, saved filters and the CSV export', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };
  let anaToken: string;
  const to = addDaysForTest(new Date().toISOString().slice(0, 10), -1);
  const from = addDaysForTest(to, -13);

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    for (const [who, name, ip, persona] of [[owner, 'report-owner', '10.6.0.1', 'Ana'], [other, 'report-other', '10.6.0.2', 'Chloé']] as const) {
      const { id, workspaceId, token } = await app.registerConnected(name, { ip, persona });
      Object.assign(who, { id, workspaceId, token });
      await settledSyncRuns(database().db, { workspaceId }, { atLeast: 2 });
    }
    anaToken = await app.mintToken('Ana');
  }, 120_000);
  afterAll(() => app.close());

  const db = () => database().db;
  const run = (token: string, input: Record<string, unknown>) => callerAs(testDeps(db()), token).reports.run({ from, to, platform: 'facebook', ...input });
  const exportCsv = (token: string, params: Record<string, string>, language = 'en') =>
    fetch(`${app.baseUrl}/api/reports/export.csv?${new URLSearchParams({ from, to, ...params })}`, { headers: { authorization: `Bearer ${token}`, 'accept-language': language } });

  async function sandboxAdSetRows(adAccountId: string): Promise<GraphRow[]> {
    const answer = await app.graphGet(`${adAccountId}/insights`, {
      access_token: anaToken,
      level: 'adset',
      fields: 'adset_id,adset_name,spend,impressions,clicks',
      time_range: JSON.stringify({ since: from, until: to }),
      limit: '500',
    });
    return answer.data as GraphRow[];
  }

  it('stores every ad set the sandbox lists, with its name and status, and its daily figures add up to the sandbox’s', async () => {
    const accounts = await db().selectFrom('ad_accounts').selectAll().where('workspace_id', '=', owner.workspaceId).execute();
    expect(accounts.length).toBeGreaterThan(0);
    let compared = 0;
    for (const account of accounts) {
      expect(account.adset_insights_backfilled_at, account.ad_account_id).not.toBeNull();
      const listed = (await app.graphGet(`${account.ad_account_id}/adsets`, { access_token: anaToken, fields: 'id,name,status', limit: '500', effective_status: JSON.stringify(EVERY_STATUS) })).data as Array<{ id: string; name: string; status: string }>;
      const stored = await db().selectFrom('ad_sets').select(['external_id', 'name', 'status']).where('ad_account_id', '=', account.id).execute();
      expect(stored.map((row) => [row.external_id, row.name, row.status]).sort()).toEqual(listed.map((row) => [row.id, row.name, row.status]).sort());
      for (const row of await sandboxAdSetRows(account.ad_account_id)) {
        const sums = await db()
          .selectFrom('adset_insights_daily as i')
          .innerJoin('ad_sets as s', 's.id', 'i.ad_set_id')
          .select((eb) => [eb.fn.sum<string>('i.spend').as('spend'), eb.fn.sum<string>('i.impressions').as('impressions'), eb.fn.sum<string>('i.clicks').as('clicks')])
          .where('s.workspace_id', '=', owner.workspaceId)
          .where('s.external_id', '=', row.adset_id ?? '')
          .where('i.date', '>=', from as never)
          .where('i.date', '<=', to as never)
          .executeTakeFirstOrThrow();
        expect(Number(sums.spend), row.adset_id).toBeCloseTo(Number(row.spend ?? 0), 2);
        expect(Number(sums.impressions), row.adset_id).toBe(Number(row.impressions ?? 0));
        expect(Number(sums.clicks), row.adset_id).toBe(Number(row.clicks ?? 0));
        compared += 1;
      }
    }
    expect(compared).toBeGreaterThan(0);
  });

  it('totals the same by campaign as by account: a campaign of any status keeps its spend', async () => {
    const byAccount = await run(owner.token, { groupBy: 'account' });
    const byCampaign = await run(owner.token, { groupBy: 'campaign' });
    expect(byCampaign.totals.map((total) => total.currency)).toEqual(byAccount.totals.map((total) => total.currency));
    for (const [index, total] of byCampaign.totals.entries()) expect(total.spend).toBeCloseTo(byAccount.totals[index]!.spend, 2);
  });

  it('groups by ad set with the sandbox’s figures, filters by ad-set name, and sorts', async () => {
    // Every ad set at once: there are more than the page's first 100.
    const report = await run(owner.token, { groupBy: 'adset', sortBy: 'spend', sortDir: 'desc', limit: 1000 });
    expect(report.rows.length).toBeGreaterThan(1);
    expect(report.rowCount).toBe(report.rows.length);
    // The ad sets spend in several currencies: they rank by their worth in the reporting currency.
    expect(new Set(report.rows.map((row) => row.currency)).size).toBeGreaterThan(1);
    const worth = report.rows.map((row) => row.convertedSpend);
    expect(worth.every((value) => value !== null)).toBe(true);
    expect(worth).toEqual([...worth].sort((a, b) => b! - a!));
    const accounts = await db().selectFrom('ad_accounts').select(['ad_account_id']).where('workspace_id', '=', owner.workspaceId).execute();
    const sandbox = (await Promise.all(accounts.map((account) => sandboxAdSetRows(account.ad_account_id)))).flat();
    // Ad-set names repeat across accounts: the sandbox's row is found by the ad set's id (a report row's key).
    const sandboxById = new Map(sandbox.map((row) => [`${row.adset_id}`, row]));
    const sample = report.rows[0]!;
    const { external_id } = await db().selectFrom('ad_sets').select('external_id').where('id', '=', sample.key).executeTakeFirstOrThrow();
    expect(sandboxById.get(external_id)?.adset_name).toBe(sample.name);
    expect(sample.spend).toBeCloseTo(Number(sandboxById.get(external_id)?.spend ?? -1), 2);

    const needle = sample.name.slice(0, Math.max(3, Math.floor(sample.name.length / 2)));
    const filtered = await run(owner.token, { groupBy: 'adset', adSetName: needle.toLowerCase(), sortBy: 'name', sortDir: 'asc', limit: 1000 });
    expect(filtered.rows.length).toBeGreaterThan(0);
    expect(filtered.rows.every((row) => row.name.toLowerCase().includes(needle.toLowerCase()))).toBe(true);
    expect(filtered.rows.map((row) => row.name)).toEqual([...filtered.rows.map((row) => row.name)].sort((a, b) => (a < b ? -1 : a > b ? 1 : 0)));
    expect(filtered.rows.length).toBe(sandbox.filter((row) => row.adset_name?.toLowerCase().includes(needle.toLowerCase())).length);
  });

  it('shows the first `limit` rows of the report in its order (100 unless asked, at most 1,000) with the whole report’s count and totals', async () => {
    const query = { groupBy: 'adset', sortBy: 'spend', sortDir: 'desc' } as const;
    const whole = await run(owner.token, { ...query, limit: 1000 });
    expect(whole.rowCount).toBeGreaterThan(3);
    expect(whole.rows).toHaveLength(whole.rowCount);
    const first = await run(owner.token, { ...query, limit: 3 });
    expect(first.rows).toEqual(whole.rows.slice(0, 3));
    expect(first.rowCount).toBe(whole.rowCount);
    expect(first.totals).toEqual(whole.totals);
    expect((await run(owner.token, query)).rows).toHaveLength(Math.min(whole.rowCount, 100));
    for (const limit of [0, 2.5, 1001]) await expect(run(owner.token, { ...query, limit })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('groups by account and by day with per-currency totals that match the rows, and keeps spend and results ranges', async () => {
    const byAccount = await run(owner.token, { groupBy: 'account' });
    for (const total of byAccount.totals) {
      const rows = byAccount.rows.filter((row) => row.currency === total.currency);
      expect(total.rows).toBe(rows.length);
      expect(total.spend).toBeCloseTo(rows.reduce((sum, row) => sum + row.spend, 0), 2);
      expect(total.impressions).toBe(rows.reduce((sum, row) => sum + row.impressions, 0));
    }
    const byDay = await run(owner.token, { groupBy: 'day', sortBy: 'name', sortDir: 'asc' });
    expect(new Set(byDay.rows.map((row) => row.date))).toEqual(new Set(byDay.daily.map((point) => point.date)));
    expect(byDay.totals.map((total) => total.spend)).toEqual(byAccount.totals.map((total) => expect.closeTo(total.spend, 2)));

    const middle = byAccount.rows.map((row) => row.spend).sort((a, b) => a - b)[Math.floor(byAccount.rows.length / 2)]!;
    const ranged = await run(owner.token, { groupBy: 'account', spendMin: middle });
    expect(ranged.rows.length).toBeGreaterThan(0);
    expect(ranged.rows.every((row) => row.spend >= middle)).toBe(true);
    expect(ranged.rows.length).toBe(byAccount.rows.filter((row) => row.spend >= middle).length);
    const noResults = await run(owner.token, { groupBy: 'account', resultsMax: 0 });
    expect(noResults.rows.every((row) => row.results === 0)).toBe(true);
  });

  it('filters by campaign status and objective from the campaigns table', async () => {
    const campaign = await db().selectFrom('campaigns').select(['objective', 'effective_status', 'status']).where('workspace_id', '=', owner.workspaceId).where('objective', 'is not', null).executeTakeFirstOrThrow();
    const report = await run(owner.token, { groupBy: 'campaign', objective: campaign.objective, status: campaign.effective_status ?? campaign.status });
    const names = new Set(
      (
        await db()
          .selectFrom('campaigns')
          .select('name')
          .where('workspace_id', '=', owner.workspaceId)
          .where('objective', '=', campaign.objective)
          .where((eb) => eb(eb.fn.coalesce('effective_status', 'status'), '=', campaign.effective_status ?? campaign.status))
          .execute()
      ).map((row) => row.name),
    );
    expect(report.rows.length).toBeGreaterThan(0);
    expect(report.rows.every((row) => names.has(row.name))).toBe(true);
  });

  it('gives another workspace none of the owner’s rows, and refuses a reversed range with nothing read', async () => {
    const mine = await run(owner.token, { groupBy: 'adset' });
    const theirs = await run(other.token, { groupBy: 'adset' });
    const mineKeys = new Set(mine.rows.map((row) => row.key));
    expect(theirs.rows.some((row) => mineKeys.has(row.key))).toBe(false);
    await expect(run(owner.token, { spendMin: 10, spendMax: 5 })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(run(owner.token, { status: 'active; drop table' })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
  });

  it('saves, lists, renames and deletes filters per workspace; names are unique per workspace; another workspace can touch none', async () => {
    const caller = callerAs(testDeps(db()), owner.token);
    const stranger = callerAs(testDeps(db()), other.token);
    const saved = await caller.reports.savedFilters.save({ filterName: 'Big spenders', filters: { groupBy: 'adset', spendMin: 100, adSetName: 'retarget' } });
    expect(saved.filters).toMatchObject({ groupBy: 'adset', spendMin: 100, adSetName: 'retarget', sortBy: 'spend', sortDir: 'desc' });
    await expect(caller.reports.savedFilters.save({ filterName: 'big SPENDERS', filters: {} })).rejects.toMatchObject({ code: 'CONFLICT' });
    await expect(caller.reports.savedFilters.save({ filterName: '  ', filters: {} })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    await expect(caller.reports.savedFilters.save({ filterName: 'Bad', filters: { resultsMin: 5, resultsMax: 1 } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });
    expect(await stranger.reports.savedFilters.list()).toEqual([]);
    await expect(stranger.reports.savedFilters.rename({ id: saved.id, filterName: 'Mine now' })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(stranger.reports.savedFilters.delete({ id: saved.id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // The other workspace may use the same name: names are the workspace's own.
    await stranger.reports.savedFilters.save({ filterName: 'Big spenders', filters: {} });

    const renamed = await caller.reports.savedFilters.rename({ id: saved.id, filterName: 'Retargeting over 100' });
    expect(renamed.name).toBe('Retargeting over 100');
    expect((await caller.reports.savedFilters.list()).map((filter) => filter.name)).toEqual(['Retargeting over 100']);
    await caller.reports.savedFilters.delete({ id: saved.id });
    expect(await caller.reports.savedFilters.list()).toEqual([]);
    expect((await stranger.reports.savedFilters.list()).map((filter) => filter.name)).toEqual(['Big spenders']);
  });

  it('exports exactly the rows shown, in order, with headers in the request’s language; another workspace’s export lacks them', async () => {
    const params = { groupBy: 'campaign', sortBy: 'clicks', sortDir: 'asc', spendMin: '0.01' };
    const report = await run(owner.token, { groupBy: 'campaign', sortBy: 'clicks', sortDir: 'asc', spendMin: 0.01 });
    const response = await exportCsv(owner.token, params);
    expect(response.status).toBe(200);
    expect(response.headers.get('content-type')).toBe('text/csv; charset=utf-8');
    expect(response.headers.get('content-disposition')).toContain('attachment');
    const lines = (await response.text()).replace(/^\uFEFF/, '').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Campaign ID,Campaign,Ad account ID,Ad account,Platform,Start date,End date,Currency,Spend,Spend (USD),Impressions,Clicks,CTR (%),CPC,Results,Result type,Cost per result,Conversion value,ROAS');
    expect(lines).toHaveLength(report.rowCount + 1);
    const clicks = lines.slice(1).map((line) => Number(line.split(',').at(-8)));
    expect(clicks).toEqual(report.rows.map((row) => row.clicks));
    // Each row names its campaign and account by the platform's ids and covers the asked days.
    const campaignIds = await db().selectFrom('campaigns').select(['id', 'external_id']).execute();
    const externalOf = new Map(campaignIds.map((row) => [row.id, row.external_id]));
    expect(lines.slice(1).map((line) => line.split(',')[0])).toEqual(report.rows.map((row) => externalOf.get(row.key)));
    expect(lines.slice(1).every((line) => line.includes(`,${from},${to},`))).toBe(true);

    const spanish = (await (await exportCsv(owner.token, params, 'es-CO,es;q=0.9')).text()).replace(/^\uFEFF/, '').split('\r\n')[0];
    expect(spanish).toBe('ID de la campaña,Campaña,ID de la cuenta publicitaria,Cuenta publicitaria,Plataforma,Fecha de inicio,Fecha de fin,Moneda,Gasto,Gasto (USD),Impresiones,Clics,Tasa de clics (%),Costo por clic,Resultados,Tipo de resultado,Costo por resultado,Valor de conversión,Retorno del gasto (ROAS)');

    // Another workspace's export is its own report; one with no accounts gets the header alone.
    const theirs = (await (await exportCsv(other.token, params)).text()).trimEnd().split('\r\n');
    expect(theirs).toHaveLength((await run(other.token, { groupBy: 'campaign', spendMin: 0.01 })).rowCount + 1);
    const { token: loneToken } = await callerAs(testDeps(db()), undefined, '10.6.0.3').auth.register({ username: 'report-lone', email: 'report-lone@example.com', password: TEST_PASSWORD });
    expect((await (await exportCsv(loneToken, params)).text()).trimEnd().split('\r\n')).toHaveLength(1);
    expect((await fetch(`${app.baseUrl}/api/reports/export.csv?from=${from}&to=${to}`)).status).toBe(401);
    const reversed = await exportCsv(owner.token, { from: to, to: from });
    expect(reversed.status).toBe(400);
    // Each download the owner made is in the owner's audit trail, in their workspace, and only there; the refused one is not.
    const audited = await db().selectFrom('audit_log').select(['user_id', 'workspace_id', 'metadata']).where('action', '=', 'report.exported').execute();
    expect(audited.filter((row) => row.user_id === owner.id)).toHaveLength(2);
    expect(audited.filter((row) => row.workspace_id === owner.workspaceId).map((row) => row.user_id)).toEqual([owner.id, owner.id]);
    expect(audited.find((row) => row.user_id === owner.id)?.metadata).toEqual({ groupBy: 'campaign', from, to, platform: 'all' });
  });

  it('shares the workspace’s report, export and saved filters with a member; a stranger naming the workspace is refused', async () => {
    const { token, user } = await callerAs(testDeps(db()), undefined, '10.6.0.4').auth.register({ username: 'report-colleague', email: 'report-colleague@example.com', password: TEST_PASSWORD });
    await db().insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: user.id, role: 'analyst' }).execute();
    const params = { groupBy: 'campaign', sortBy: 'clicks', sortDir: 'asc' };
    const exportIn = (who: string, workspaceId: string) =>
      fetch(`${app.baseUrl}/api/reports/export.csv?${new URLSearchParams({ from, to, ...params })}`, { headers: { authorization: `Bearer ${who}`, 'x-workspace-id': workspaceId } });
    const owners = await (await exportCsv(owner.token, params)).text();
    expect(owners.trimEnd().split('\r\n').length).toBeGreaterThan(1);
    // Their own workspace is still their current one; the header names the shared one.
    expect((await (await exportCsv(token, params)).text()).trimEnd().split('\r\n')).toHaveLength(1);
    expect(await (await exportIn(token, owner.workspaceId)).text()).toBe(owners);
    expect((await exportIn(other.token, owner.workspaceId)).status).toBe(403);
    const audited = await db().selectFrom('audit_log').select(['workspace_id']).where('action', '=', 'report.exported').where('user_id', '=', user.id).execute();
    expect(audited.map((row) => row.workspace_id).sort()).toEqual([owner.workspaceId, await workspaceOf(db(), user.id)].sort());

    await callerAs(testDeps(db()), owner.token).reports.savedFilters.save({ filterName: 'Team view', filters: { groupBy: 'campaign' } });
    await setCurrentWorkspace(db(), user.id, owner.workspaceId);
    const colleague = callerAs(testDeps(db()), token);
    expect((await colleague.reports.savedFilters.list()).map((filter) => filter.name)).toContain('Team view');
    expect(await run(token, { groupBy: 'campaign' })).toEqual(await run(owner.token, { groupBy: 'campaign' }));
  });
});
