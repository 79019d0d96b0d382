import { budgetThresholdStatuses } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';

/** "Budget threshold reached" raised by its real causes: a sync against the sandbox, and setting a threshold. */
describe('budget threshold notices', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    for (const [who, name, ip, persona] of [[owner, 'watcher', '10.41.0.1', 'Ana'], [other, 'bystander', '10.41.0.2', 'Chloé']] as const) {
      Object.assign(who, await app.registerConnected(name, { ip, persona }));
      await settledSyncRuns(db(), who);
    }
  }, 120_000);
  afterAll(() => app.close());

  const caller = (token: string) => callerAs({ ...testDeps(db(), app.config), jobs: app.server.jobs }, token);
  const thresholdNotices = async (token: string) => (await caller(token).notifications.list({ limit: 50 })).items.filter((item) => item.kind === 'budget_threshold');
  async function syncAccounts(token: string) {
    const { runIds } = await caller(token).sync.facebookAdAccounts();
    return vi.waitFor(
      async () => {
        if (!(await caller(token).sync.runs({ runIds })).finished) throw new Error('the sync runs never ended');
      },
      { timeout: 30_000, interval: 100 },
    );
  }
  /** The workspace's active account that spent most this month, by what the first sync stored. */
  async function busiestAccount(workspaceId: string) {
    const accounts = await db().selectFrom('ad_accounts').selectAll().where('workspace_id', '=', workspaceId).where('status', '=', 'ACTIVE').execute();
    const spent = await Promise.all(
      accounts.map(async (account) => {
        const row = await db()
          .selectFrom('account_insights_daily')
          .select((eb) => eb.fn.coalesce(eb.fn.sum<string>('spend'), eb.val('0')).as('spend'))
          .where('ad_account_id', '=', account.id)
          .where('date', '>=', new Date(Date.now() - 2 * 24 * 60 * 60 * 1000))
          .executeTakeFirstOrThrow();
        return { account, spend: Number(row.spend) };
      }),
    );
    const busiest = spent.sort((a, b) => b.spend - a.spend)[0];
    if (!busiest || busiest.spend <= 0) throw new Error('no account of the workspace spent in the last days');
    return busiest.account;
  }

  it('a sync that brings the spend to a threshold says so once per threshold and period; a bystander hears nothing', async () => {
    const account = await busiestAccount(owner.workspaceId);
    const bystanderAccount = await busiestAccount(other.workspaceId);
    await caller(other.token).budget.setThreshold({ accountId: bystanderAccount.id, period: 'month', amount: 900_000_000 });
    // The spend the next sync reads again is not stored yet, so setting the threshold finds it unreached.
    await db().deleteFrom('account_insights_daily').where('ad_account_id', '=', account.id).execute();
    await caller(owner.token).budget.setThreshold({ accountId: account.id, period: 'month', amount: 0.01 });
    expect(await thresholdNotices(owner.token)).toEqual([]);

    await syncAccounts(owner.token);
    const [status] = (await budgetThresholdStatuses(db(), { workspaceId: owner.workspaceId }, new Date())).filter((row) => row.accountId === account.id);
    expect(status?.over).toBe(true);
    const notices = await thresholdNotices(owner.token);
    expect(notices).toEqual([
      expect.objectContaining({
        link: '/budget',
        params: expect.objectContaining({
          account: account.name,
          period: status?.periodFrom.slice(0, 7),
          spent: { amount: (status?.spentMinor ?? 0) / (account.currency === 'COP' || account.currency === 'JPY' ? 1 : 100), currency: account.currency },
          budget: { amount: account.currency === 'COP' || account.currency === 'JPY' ? 1 : 0.01, currency: account.currency },
        }),
      }),
    ]);

    await syncAccounts(owner.token);
    expect(await thresholdNotices(owner.token)).toHaveLength(1);
    await syncAccounts(other.token);
    expect(await thresholdNotices(other.token)).toEqual([]);
  });

  it('setting a threshold the spend already reached says so at once; a raised threshold is a new one', async () => {
    const account = await busiestAccount(owner.workspaceId);
    const before = (await thresholdNotices(owner.token)).length;
    await caller(owner.token).budget.setThreshold({ accountId: account.id, period: 'day', amount: 0.02 });
    const notices = await thresholdNotices(owner.token);
    expect(notices).toHaveLength(before + 1);
    expect(notices[0]?.params).toMatchObject({ account: account.name, budget: { currency: account.currency } });
    await caller(owner.token).budget.setThreshold({ accountId: account.id, period: 'day', amount: 0.02 });
    expect(await thresholdNotices(owner.token)).toHaveLength(before + 1);
  });

  it('says nothing to a person who turned budget notices off, whether set or synced', async () => {
    const account = await busiestAccount(other.workspaceId);
    await caller(other.token).notifications.setPreferences({ preferences: [{ kind: 'budget_threshold', enabled: false }] });
    await caller(other.token).budget.setThreshold({ accountId: account.id, period: 'month', amount: 0.01 });
    await syncAccounts(other.token);
    expect((await budgetThresholdStatuses(db(), { workspaceId: other.workspaceId }, new Date())).find((row) => row.accountId === account.id)?.over).toBe(true);
    expect(await thresholdNotices(other.token)).toEqual([]);

    // Turned on again, the next sync tells them: the switch suppressed the notice, nothing else did.
    await caller(other.token).notifications.setPreferences({ preferences: [{ kind: 'budget_threshold', enabled: true }] });
    await syncAccounts(other.token);
    expect(await thresholdNotices(other.token)).toHaveLength(1);
  });
});
