import { type BudgetRow, runBudgetChangeJob, startBudgetChange } from '@adfleet/core';
import { majorToMinor } from '@adfleet/core/money';
import { setCurrentWorkspace, upsertAccountInsights } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxedServer, startSandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { addDaysForTest } from '@adfleet/test-support/sandbox-insights';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testCipher, testDeps, testGraphClient } from '@adfleet/test-support/test-server';
import { graphPost } from '../clone/clone-fixture.ts';
import { ran } from '@adfleet/test-support/ran';

describe('Budget: live budgets, bulk changes as jobs against the sandbox, Meta’s hourly limit and thresholds', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    for (const [who, name, ip, demo] of [[owner, 'budgeter', '10.9.0.1', 'Ana'], [other, 'stranger', '10.9.0.2', 'Chloé']] as const) {
      Object.assign(who, await app.registerConnected(name, { ip, persona: demo }));
      await settledSyncRuns(db(), who);
    }
  }, 120_000);
  afterAll(() => app.close());

  const caller = (token: string) => callerAs({ ...testDeps(db(), app.config), jobs: app.server.jobs }, token);
  const budgetAtMeta = async (row: Pick<BudgetRow, 'objectId' | 'budgetType'>) => {
    const read = await app.graphGet(row.objectId, { access_token: await app.mintToken('Ana'), fields: `${row.budgetType}_budget` });
    return Number(read[`${row.budgetType}_budget`]);
  };
  const ref = (row: BudgetRow) => ({ accountId: row.accountId, objectType: row.objectType, objectId: row.objectId });
  async function finished(changeId: string) {
    return vi.waitFor(
      async () => {
        const status = await caller(owner.token).budget.changeStatus({ changeId });
        if (status.status !== 'completed') throw new Error(`budget change ${changeId} never finished`);
        return status;
      },
      { timeout: 30_000, interval: 50 },
    );
  }
  /** Distinct daily ad-set budgets of the owner, a few per test, so the tests' hourly counts do not mix. */
  let adsetRows: BudgetRow[] = [];
  const takeAdsets = (count: number, where: (row: BudgetRow) => boolean = () => true) => {
    const taken = adsetRows.filter(where).slice(0, count);
    adsetRows = adsetRows.filter((row) => !taken.includes(row));
    return taken;
  };

  it('lists every active budget of the workspace as Meta has it, with spend, pacing and the account’s cap; another workspace sees none of them', async () => {
    const overview = await caller(owner.token).budget.overview({});
    const ownAccounts = new Set(overview.accounts.map((account) => account.accountId));
    const stored = await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', owner.workspaceId).where('status', '=', 'ACTIVE').execute();
    expect([...ownAccounts].sort()).toEqual(stored.map((account) => account.id).sort());
    expect(overview.rows.length).toBeGreaterThan(3);
    expect(overview.rows.every((row) => ownAccounts.has(row.accountId))).toBe(true);
    for (const row of overview.rows.slice(0, 5)) expect(row.budgetMinor).toBe(await budgetAtMeta(row));
    // A campaign's row stands for its budget; ad sets are listed only under campaigns without one.
    const campaignIds = new Set(overview.rows.filter((row) => row.objectType === 'campaign').map((row) => row.objectId));
    expect(campaignIds.size + overview.rows.filter((row) => row.objectType === 'adset').length).toBe(overview.rows.length);
    expect(overview.rows.every((row) => ['overspent', 'over', 'on_track', 'under', 'unknown'].includes(row.pacing))).toBe(true);
    const daily = overview.rows.find((row) => row.budgetType === 'daily');
    expect(daily?.periodEnd && daily.periodStart ? daily.periodEnd.getTime() - daily.periodStart.getTime() : 0).toBe(24 * 60 * 60_000);
    adsetRows = overview.rows.filter((row) => row.objectType === 'adset' && row.budgetType === 'daily' && row.changesLeftThisHour === 4);
    expect(adsetRows.length).toBeGreaterThanOrEqual(4);

    const theirs = await caller(other.token).budget.overview({});
    expect(theirs.accounts.some((account) => ownAccounts.has(account.accountId))).toBe(false);
    expect(theirs.rows.some((row) => ownAccounts.has(row.accountId))).toBe(false);
  });

  it('holds each Meta daily budget to what Meta lets it spend today, 1.75 times it or what its calendar week has left of 7, and projects no further', async () => {
    const overview = await caller(owner.token).budget.overview({});
    const token = await app.mintToken('Ana');
    const zones = new Map((await db().selectFrom('ad_accounts').select(['id', 'timezone_name']).where('workspace_id', '=', owner.workspaceId).execute()).map((row) => [row.id, row.timezone_name ?? 'UTC']));
    const daily = overview.rows.filter((row) => row.platformId === 1 && row.budgetType === 'daily');
    expect(daily.length).toBeGreaterThan(3);
    for (const row of daily) {
      // The server's own day for the account, so a midnight between its read and this one cannot split them.
      const today = new Intl.DateTimeFormat('en-CA', { timeZone: zones.get(row.accountId) }).format(new Date(row.periodStart!.getTime() + 60 * 60_000));
      const sunday = addDaysForTest(today, -new Date(`${today}T00:00:00Z`).getUTCDay());
      const answer = await app.graphGet(`${row.objectId}/insights`, { access_token: token, fields: 'spend', time_increment: '1', time_range: JSON.stringify({ since: sunday, until: today }) });
      const days = (answer.data as Array<{ date_start: string; spend: string }>).map((day) => ({ date: day.date_start, spent: majorToMinor(Number(day.spend), row.currency) }));
      const spentToday = days.find((day) => day.date === today)?.spent ?? 0;
      const weekBefore = days.filter((day) => day.date !== today).reduce((sum, day) => sum + day.spent, 0);
      expect(row.spentMinor, row.name).toBe(spentToday);
      expect(row.todayCeilingMinor, row.name).toBe(Math.max(0, Math.min(Math.floor(row.budgetMinor * 1.75), row.budgetMinor * 7 - weekBefore)));
      // Meta's pacing (the sandbox's too) keeps within both ceilings, so none of these is over-spent…
      expect(row.pacing, row.name).not.toBe('overspent');
      // …and no projection goes where Meta would not let the day go.
      if (row.projectedMinor !== null) expect(row.projectedMinor, row.name).toBeLessThanOrEqual(row.todayCeilingMinor!);
    }
    for (const account of overview.accounts.filter((candidate) => candidate.platformId === 1 && candidate.error === null)) {
      const ceilings = daily.filter((row) => row.accountId === account.accountId).map((row) => row.todayCeilingMinor!);
      expect(account.todayCeilingMinor, account.accountName).toBe(ceilings.length > 0 ? ceilings.reduce((sum, ceiling) => sum + ceiling, 0) : null);
    }
  });

  it('lists an ad set whose lifetime budget ended apart from the active budgets, though Meta still calls it active', async () => {
    const token = await app.mintToken('Ana');
    const account = (await caller(owner.token).budget.overview({})).accounts.find((candidate) => candidate.platformId === 1 && candidate.currency === 'USD' && candidate.error === null);
    if (!account) throw new Error('Ana has no USD account');
    const campaign = await graphPost(app, token, `${account.adAccountId}/campaigns`, { name: 'Schedules', objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE', special_ad_categories: [] });
    const DAY_MS = 24 * 60 * 60_000;
    const wholeSecond = Math.floor(Date.now() / 1000) * 1000;
    const adset = async (name: string, startDays: number, endDays: number) =>
      (await graphPost(app, token, `${account.adAccountId}/adsets`, {
        name, campaign_id: campaign.id, status: 'ACTIVE', lifetime_budget: 30000, billing_event: 'IMPRESSIONS', optimization_goal: 'LINK_CLICKS', targeting: { geo_locations: { countries: ['US'] } },
        start_time: new Date(wholeSecond + startDays * DAY_MS).toISOString(), end_time: new Date(wholeSecond + endDays * DAY_MS).toISOString(),
      })).id as string;
    const ended = await adset('Ended in spring', -200, -140);
    // The day it ended, in the account's own time zone.
    const { timezone_name: timeZone } = await db().selectFrom('ad_accounts').select('timezone_name').where('id', '=', account.accountId).executeTakeFirstOrThrow();
    const endDay = new Intl.DateTimeFormat('en-CA', { timeZone: timeZone ?? 'UTC' }).format(new Date(wholeSecond - 140 * DAY_MS));
    const running = await adset('Running', -10, 20);
    expect((await app.graphGet(ended, { access_token: token, fields: 'effective_status' })).effective_status).toBe('ACTIVE');

    const overview = await caller(owner.token).budget.overview({});
    expect(overview.rows.map((row) => row.objectId)).toContain(running);
    expect(overview.rows.map((row) => row.objectId)).not.toContain(ended);
    expect(overview.ended.filter((row) => row.objectId === ended || row.objectId === running)).toEqual([
      expect.objectContaining({ objectId: ended, accountId: account.accountId, objectType: 'adset', budgetType: 'lifetime', budgetMinor: 30000, endedOn: endDay }),
    ]);
    // A preview cannot pick it: an ended budget is no active budget to change.
    await expect(caller(owner.token).budget.preview({ items: [{ accountId: account.accountId, objectType: 'adset', objectId: ended }], operation: { kind: 'raise', percent: 10 } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await graphPost(app, token, campaign.id, { status: 'DELETED' });
  });

  it('previews old → new, refuses a budget below Meta’s minimum, and another workspace can neither preview nor change the owner’s budgets', async () => {
    const [first, second] = takeAdsets(2) as [BudgetRow, BudgetRow];
    const preview = await caller(owner.token).budget.preview({ items: [ref(first), ref(second)], operation: { kind: 'raise', percent: 10 } });
    expect(preview.blocked).toBe(false);
    expect(preview.rows.map((row) => [row.objectId, row.oldMinor, row.newMinor])).toEqual([
      [first.objectId, first.budgetMinor, Math.round(first.budgetMinor * 1.1)],
      [second.objectId, second.budgetMinor, Math.round(second.budgetMinor * 1.1)],
    ]);
    const tooLow = await caller(owner.token).budget.preview({ items: [ref(first)], operation: { kind: 'set', amount: 0.01 } });
    expect(tooLow).toMatchObject({ blocked: true, rows: [{ problems: [{ code: 'budgetBelowMinimum' }] }] });
    await expect(caller(owner.token).budget.change({ items: [ref(first)], operation: { kind: 'set', amount: 0.01 } })).rejects.toMatchObject({ code: 'BAD_REQUEST' });

    await expect(caller(other.token).budget.preview({ items: [ref(first)], operation: { kind: 'raise', percent: 10 } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(caller(other.token).budget.change({ items: [ref(first)], operation: { kind: 'raise', percent: 10 } })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await db().selectFrom('budget_changes').selectAll().execute()).toEqual([]);
    expect(await budgetAtMeta(first)).toBe(first.budgetMinor);
  });

  it('changes two budgets on confirmation as jobs: the new values land at Meta and in the audit log, and only the owner’s workspace sees the results', async () => {
    // 123.45 of a currency with cents: above every such account's minimum (a COP account's is 4,000).
    const [first, second] = takeAdsets(2, (row) => row.currency === 'USD' || row.currency === 'EUR') as [BudgetRow, BudgetRow];
    const { changeId, items } = ran(await caller(owner.token).budget.change({ items: [ref(first), ref(second)], operation: { kind: 'set', amount: 123.45 } }));
    expect(items).toBe(2);
    const status = await finished(changeId);
    expect(status).toMatchObject({ succeeded: 2, failed: 0 });
    expect(status.items.map((item) => item.state)).toEqual(['succeeded', 'succeeded']);
    const wanted = 12345;
    expect(await budgetAtMeta(first)).toBe(status.items.find((item) => item.objectId === first.objectId)?.newMinor);
    expect(status.items.find((item) => item.objectId === first.objectId)?.newMinor).toBe(wanted);
    const audit = await db().selectFrom('audit_log').select(['action', 'target_id', 'user_id']).where('action', 'like', 'budget.%').where('user_id', '=', owner.id).execute();
    expect(audit.filter((row) => row.action === 'budget.change_requested')).toHaveLength(1);
    expect(audit.filter((row) => row.action === 'budget.changed').map((row) => row.target_id).sort()).toEqual([first.objectId, second.objectId].sort());
    // The change belongs to the workspace and names the member who asked for it, as its audit rows do.
    expect(await db().selectFrom('budget_changes').select(['workspace_id', 'created_by']).where('id', '=', changeId).executeTakeFirst()).toEqual({ workspace_id: owner.workspaceId, created_by: owner.id });
    expect(new Set((await db().selectFrom('audit_log').select('workspace_id').where('action', 'like', 'budget.%').where('user_id', '=', owner.id).execute()).map((row) => row.workspace_id))).toEqual(new Set([owner.workspaceId]));
    await expect(caller(other.token).budget.changeStatus({ changeId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('after 4 changes of an ad set within the hour the preview marks it as not to be sent, and the change skips it with its reason while the others apply', async () => {
    const [limited, free] = takeAdsets(2) as [BudgetRow, BudgetRow];
    for (let change = 1; change <= 4; change++) {
      const { changeId } = ran(await caller(owner.token).budget.change({ items: [ref(limited)], operation: { kind: 'raise', percent: 1 } }));
      expect(await finished(changeId)).toMatchObject({ succeeded: 1 });
    }
    const before = await budgetAtMeta(limited);
    const overview = await caller(owner.token).budget.overview({});
    expect(overview.rows.find((row) => row.objectId === limited.objectId)?.changesLeftThisHour).toBe(0);
    const preview = await caller(owner.token).budget.preview({ items: [ref(limited), ref(free)], operation: { kind: 'raise', percent: 1 } });
    expect(preview.blocked).toBe(false);
    expect(preview.rows.map((row) => [row.objectId, row.notSent?.code ?? null, row.warnings])).toEqual([
      [limited.objectId, 'budgetNoChangesLeft', []],
      [free.objectId, null, []],
    ]);
    // Only the ad set at its limit: nothing would be sent, so nothing starts.
    await expect(caller(owner.token).budget.change({ items: [ref(limited)], operation: { kind: 'raise', percent: 1 } })).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { userMessage: { code: 'budgetChangeNothingToSend' } } });

    await app.control('DELETE', '/calls');
    const { changeId } = ran(await caller(owner.token).budget.change({ items: [ref(limited), ref(free)], operation: { kind: 'raise', percent: 1 } }));
    const status = await finished(changeId);
    expect(status).toMatchObject({ succeeded: 1, failed: 0, skipped: 1 });
    expect(status.items.find((item) => item.objectId === limited.objectId)).toMatchObject({ state: 'skipped', error: { code: 'budgetChangeNotSent' } });
    expect(status.items.find((item) => item.objectId === free.objectId)).toMatchObject({ state: 'succeeded', error: null });
    // Nothing was sent for it: Meta was never asked, so it refused nothing.
    const calls = (await app.control('GET', '/calls?limit=500')).data as Array<{ method: string; path: string }>;
    expect(calls.filter((call) => call.path.endsWith(`/${limited.objectId}`))).toEqual([]);
    expect(await budgetAtMeta(limited)).toBe(before);
    const requested = await db().selectFrom('audit_log').select('metadata').where('action', '=', 'budget.change_requested').where('target_id', '=', changeId).executeTakeFirstOrThrow();
    expect(requested.metadata).toMatchObject({ items: 2, notSent: 1 });
  }, 60_000);

  it('counts the changes it is still making: four queued changes of an ad set leave it none this hour', async () => {
    const [row] = takeAdsets(1) as [BudgetRow];
    const deps = { db: db(), graph: testGraphClient(app.config), cipher: testCipher, now: () => new Date() };
    // Queue nothing: the items wait, as they do while the worker is busy with other accounts.
    const jobs = { send: async () => null, sendMany: async () => undefined, schedule: async () => undefined, unschedule: async () => undefined, cancelWaiting: async () => 0 };
    for (let percent = 1; percent <= 4; percent++) {
      await startBudgetChange({ ...deps, jobs }, { userId: owner.id, workspaceId: owner.workspaceId, role: 'owner' }, { items: [ref(row)], operation: { kind: 'raise', percent } });
    }
    expect((await caller(owner.token).budget.overview({})).rows.find((candidate) => candidate.objectId === row.objectId)?.changesLeftThisHour).toBe(0);
  });

  it('knows nothing of changes made outside AdFleet: Meta’s refusal of the fifth in the hour is that item’s reason', async () => {
    const [elsewhere] = takeAdsets(1) as [BudgetRow];
    const token = await app.mintToken('Ana');
    // Four changes in Ads Manager, say: straight to Meta.
    for (let change = 1; change <= 4; change++) await graphPost(app, token, elsewhere.objectId, { daily_budget: String(elsewhere.budgetMinor + change * 100) });
    const before = await budgetAtMeta(elsewhere);
    const preview = await caller(owner.token).budget.preview({ items: [ref(elsewhere)], operation: { kind: 'raise', percent: 1 } });
    expect(preview.rows[0]?.notSent).toBeNull();

    await app.control('DELETE', '/calls');
    const { changeId } = ran(await caller(owner.token).budget.change({ items: [ref(elsewhere)], operation: { kind: 'raise', percent: 1 } }));
    const status = await finished(changeId);
    expect(status.items).toEqual([expect.objectContaining({ state: 'failed', error: { code: 'budgetChangeLimitReached', params: {} } })]);
    expect(await budgetAtMeta(elsewhere)).toBe(before);
    // Meta's answer to the fifth write, as the sandbox gave it: one refused POST, not retried.
    const calls = (await app.control('GET', '/calls?limit=500')).data as Array<{ method: string; path: string; errorCode?: number }>;
    expect(calls.filter((call) => call.method === 'POST' && call.path.endsWith(`/${elsewhere.objectId}`)).map((call) => call.errorCode)).toEqual([17]);
  }, 60_000);

  it('a job run again after its write (a worker died before recording it) reads Meta, finds the change applied and writes nothing', async () => {
    const [row] = takeAdsets(1) as [BudgetRow];
    const deps = { db: db(), graph: testGraphClient(app.config), cipher: testCipher, now: () => new Date() };
    // Queue nothing: this test plays the worker itself.
    const jobs = { send: async () => null, sendMany: async () => undefined, schedule: async () => undefined, unschedule: async () => undefined, cancelWaiting: async () => 0 };
    const { changeId } = await startBudgetChange({ ...deps, jobs }, { userId: owner.id, workspaceId: owner.workspaceId, role: 'owner' }, { items: [ref(row)], operation: { kind: 'raise', percent: 20 } });
    const item = await db().selectFrom('budget_change_items').selectAll().where('change_id', '=', changeId).executeTakeFirstOrThrow();
    // The first run wrote the new budget at Meta and died before recording it.
    await graphPost(app, await app.mintToken('Ana'), row.objectId, { daily_budget: String(item.new_minor) });
    await db().updateTable('budget_change_items').set({ state: 'running' }).where('id', '=', item.id).execute();
    await app.control('DELETE', '/calls');

    expect(await runBudgetChangeJob(deps, { itemId: item.id }, { finalAttempt: false })).toEqual({ outcome: 'succeeded' });
    const calls = (await app.control('GET', '/calls?limit=500')).data as Array<{ method: string; path: string }>;
    expect(calls.filter((call) => call.path.endsWith(`/${row.objectId}`)).map((call) => call.method)).toEqual(['GET']);
    expect(await budgetAtMeta(row)).toBe(Number(item.new_minor));
    // A duplicate delivery of the same job finds the item finished and does nothing.
    expect(await runBudgetChangeJob(deps, { itemId: item.id }, { finalAttempt: false })).toEqual({ outcome: 'skipped' });
    const audit = await db().selectFrom('audit_log').select('action').where('action', '=', 'budget.changed').where('target_id', '=', row.objectId).execute();
    expect(audit).toHaveLength(1);
  });

  it('stores a per-account threshold and says when the spend is over it; another workspace can neither set it nor see it', async () => {
    const account = await db().selectFrom('ad_accounts').selectAll().where('workspace_id', '=', owner.workspaceId).where('status', '=', 'ACTIVE').orderBy('name').executeTakeFirstOrThrow();
    const now = new Date();
    const today = new Intl.DateTimeFormat('en-CA', { timeZone: account.timezone_name ?? 'UTC' }).format(now);
    await db().transaction().execute((trx) => upsertAccountInsights(trx, account.id, [{ date: today, spend: '80.00', impressions: 1, clicks: 1, conversions: 0, conversionValue: '0' }]));
    const shownTo = async (token: string) => (await caller(token).budget.overview({})).accounts.find((row) => row.accountId === account.id);

    await caller(owner.token).budget.setThreshold({ accountId: account.id, period: 'day', amount: 100 });
    expect((await shownTo(owner.token))?.threshold).toMatchObject({ over: false });
    await caller(owner.token).budget.setThreshold({ accountId: account.id, period: 'day', amount: 50 });
    const spent = account.currency === 'COP' || account.currency === 'JPY' ? 80 : 8000;
    expect((await shownTo(owner.token))?.threshold).toMatchObject({ accountId: account.id, period: 'day', spentMinor: spent, over: true });

    await expect(caller(other.token).budget.setThreshold({ accountId: account.id, period: 'day', amount: 1 })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await shownTo(other.token)).toBeUndefined();
    await caller(owner.token).budget.setThreshold({ accountId: account.id, period: 'day', amount: null });
    expect((await shownTo(owner.token))?.threshold).toBeNull();
    expect(await db().selectFrom('audit_log').select('action').where('action', '=', 'budget.threshold_set').where('user_id', '=', owner.id).execute()).toHaveLength(3);
  });

  it('shares the workspace’s budgets with a member, whose change names them as the one who asked', async () => {
    const { token, user } = await callerAs(testDeps(db(), app.config), undefined, '10.9.0.3').auth.register({ username: 'budget-colleague', email: 'budget-colleague@example.com', password: TEST_PASSWORD });
    await db().insertInto('workspace_members').values({ workspace_id: owner.workspaceId, user_id: user.id, role: 'manager' }).execute();
    await setCurrentWorkspace(db(), user.id, owner.workspaceId);
    const [row] = takeAdsets(1) as [BudgetRow];
    expect((await caller(token).budget.overview({})).rows.some((shown) => shown.objectId === row.objectId)).toBe(true);
    const { changeId } = ran(await caller(token).budget.change({ items: [ref(row)], operation: { kind: 'raise', percent: 5 } }));
    // The owner follows the member's change: it is the workspace's.
    expect(await finished(changeId)).toMatchObject({ succeeded: 1 });
    expect(await db().selectFrom('budget_changes').select(['workspace_id', 'created_by']).where('id', '=', changeId).executeTakeFirst()).toEqual({ workspace_id: owner.workspaceId, created_by: user.id });
    const audit = await db().selectFrom('audit_log').select(['action', 'user_id', 'workspace_id']).where('action', 'in', ['budget.change_requested', 'budget.changed']).where('user_id', '=', user.id).orderBy('id').execute();
    expect(audit).toEqual([
      { action: 'budget.change_requested', user_id: user.id, workspace_id: owner.workspaceId },
      { action: 'budget.changed', user_id: user.id, workspace_id: owner.workspaceId },
    ]);
    await expect(caller(other.token).budget.changeStatus({ changeId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });
});
