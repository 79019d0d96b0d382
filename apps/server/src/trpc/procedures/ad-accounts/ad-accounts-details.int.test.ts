import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer, TEST_PASSWORD } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';

describe('adAccounts.details and the recorded Meta API usage, against the sandbox over HTTP', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  let anaToken: string;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    Object.assign(owner, await app.registerConnected('details-owner', { ip: '10.7.0.1', persona: 'Ana' }));
    anaToken = await app.mintToken('Ana');
    await settledSyncRuns(database().db, owner, { atLeast: 7 });
  }, 90_000);
  afterAll(() => app.close());

  const details = (token: string) => callerAs(testDeps(database().db), token).adAccounts.details();

  it('shows each account’s business, status, access level, sync state and campaign count as Meta has them, grouped by business', async () => {
    const sandbox = (await app.graphGet('me/adaccounts', { access_token: anaToken, fields: 'id,name,business{id,name},user_tasks', limit: '100' })).data as Array<{
      id: string; business?: { id: string; name: string }; user_tasks: string[];
    }>;
    const rows = await details(owner.token);
    expect(rows.map((row) => row.adAccountId).sort()).toEqual(sandbox.map((account) => account.id).sort());
    for (const row of rows) {
      const meta = sandbox.find((account) => account.id === row.adAccountId)!;
      expect(row.businessId, row.name).toBe(meta.business?.id ?? null);
      expect(row.businessName, row.name).toBe(meta.business?.name ?? null);
      expect(row.accessLevel, row.name).toBe(meta.user_tasks.includes('MANAGE') ? 'full' : 'read_only');
      const campaigns = (await app.graphGet(`${row.adAccountId}/campaigns`, { access_token: anaToken, fields: 'id', limit: '500' })).data as unknown[];
      expect(row.campaignCount, row.name).toBe(campaigns.length);
      expect(row.lastSyncStatus).toBe('succeeded');
      expect(row.lastSyncedAt).not.toBeNull();
    }
    expect(rows.find((row) => row.name.includes('Legacy'))).toMatchObject({ status: 'DISABLED', accessLevel: 'read_only' });
    // Grouped: each business's accounts come together.
    const order = rows.map((row) => row.businessName ?? '');
    expect(order).toEqual([...order].sort((a, b) => a.toLowerCase().localeCompare(b.toLowerCase())));
  });

  it('records each account’s usage from the headers of the sync’s calls, and a busier account shows less room', async () => {
    const before = await details(owner.token);
    for (const row of before) {
      expect(row.usage, row.name).not.toBeNull();
      expect(row.usage!.usedPercent, row.name).toBeGreaterThan(0);
      expect(row.usage!.roomLeftPercent, row.name).toBeLessThan(100);
    }
    const busy = before.find((row) => row.status === 'ACTIVE')!;
    // 90 reads elsewhere in the app (Ads Manager, another tool) fill 30 % of this account's 300 calls per window.
    for (let call = 0; call < 90; call++) await app.graphGet(`${busy.adAccountId}/campaigns`, { access_token: anaToken, fields: 'id', limit: '1' });
    const runs = (await database().db.selectFrom('sync_runs').select('id').where('workspace_id', '=', owner.workspaceId).execute()).length;
    // The spec's re-read of the accounts syncs each of them again.
    expect((await fetch(`${app.baseUrl}/api/facebook/ad-accounts`, { headers: { authorization: `Bearer ${owner.token}` } })).status).toBe(200);
    await settledSyncRuns(database().db, owner, { atLeast: runs + 8 });
    const meter = await app.control('GET', `/accounts/${busy.adAccountId}/usage`);

    const after = await details(owner.token);
    const busyAfter = after.find((row) => row.id === busy.id)!;
    expect(busyAfter.usage!.seenAt.getTime()).toBeGreaterThan(busy.usage!.seenAt.getTime());
    // What the last sync call was told, which the sandbox's meter has only drained since.
    expect(busyAfter.usage!.usedPercent).toBeGreaterThanOrEqual(25);
    expect(busyAfter.usage!.usedPercent).toBeGreaterThanOrEqual(meter.percent - 0.5);
    const quiet = after.filter((row) => row.id !== busy.id && row.status === 'ACTIVE');
    for (const row of quiet) expect(row.usage!.roomLeftPercent, row.name).toBeGreaterThan(busyAfter.usage!.roomLeftPercent);
  });

  it('lets the clone preflight say when a clone should finish, later for a target with little room left', async () => {
    const db = database().db;
    const accounts = await db.selectFrom('ad_accounts').selectAll().where('workspace_id', '=', owner.workspaceId).where('status', '=', 'ACTIVE').orderBy('name').execute();
    const target = accounts.find((account) => account.currency === 'EUR')!;
    const sourceAccount = accounts.find((account) => account.currency === 'USD')!;
    const source = await db.selectFrom('campaigns').select('external_id').where('ad_account_id', '=', sourceAccount.id).orderBy('external_id').executeTakeFirstOrThrow();
    const caller = callerAs({ ...testDeps(db, app.config), jobs: app.server.jobs }, owner.token);
    const preflight = () =>
      caller.clone.preflight({ campaignId: source.external_id, nameTemplate: '{name} – {account}', budgetType: 'daily', dailyBudget: '1000', targetAccounts: [target.ad_account_id] });
    const setUsage = (percent: number) => db.updateTable('ad_accounts').set({ api_usage_pct: percent, api_usage_seen_at: new Date() }).where('id', '=', target.id).execute();

    await setUsage(0);
    const idle = (await preflight()).estimatedMinutes;
    expect(idle).toBeGreaterThanOrEqual(1);
    await setUsage(95);
    const busy = (await preflight()).estimatedMinutes;
    // 15 % over the pacer's 80 % ceiling waits about 9 minutes of Meta's rolling hour before the clone's own calls.
    expect(busy).toBeGreaterThanOrEqual((idle ?? 0) + 9);
  });

  it('gives another user nothing', async () => {
    const { token } = await callerAs(testDeps(database().db), undefined, '10.7.0.9').auth.register({ username: 'details-other', email: 'details-other@example.com', password: TEST_PASSWORD });
    expect(await details(token)).toEqual([]);
  });
});
