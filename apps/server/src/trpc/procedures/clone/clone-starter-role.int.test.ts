import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { waitFor } from '../../../trials/wait-for.ts';
import { createSourceCampaign, tree } from './clone-fixture.ts';
import { registerMember } from './clone-members.ts';
import { ran } from '@adfleet/test-support/ran';

/**
 * Work checks its starter's role when it comes to run (ADR 0056): a scheduled clone whose manager lost the right to
 * change things before its time ends cancelled in a real worker, creates nothing at Meta, and the owner and admins hear.
 */
describe('a scheduled clone whose starter lost their role', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const admin = { id: '', token: '' };
  const manager = { id: '', token: '' };
  let eu = '';
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    Object.assign(owner, await app.registerConnected('role-owner', { ip: '10.9.4.1', persona: 'Ana' }));
    Object.assign(admin, await registerMember(app, db(), owner.workspaceId, { username: 'role-admin', ip: '10.9.4.2', role: 'admin' }));
    Object.assign(manager, await registerMember(app, db(), owner.workspaceId, { username: 'role-manager', ip: '10.9.4.3', role: 'manager' }));
    const { accounts } = await app.control('GET', '');
    const us = (accounts as Array<{ id: string; name: string }>).find((account) => account.name.includes('US Store'))?.id ?? '';
    eu = (accounts as Array<{ id: string; name: string }>).find((account) => account.name.includes('EU'))?.id ?? '';
    source = await createSourceCampaign(app, await app.mintToken('Ana'), us, 'Role Source');
    await app.startWorker();
    await settledSyncRuns(db(), owner);
    await callerAs({ ...testDeps(db(), app.config), jobs: app.server.jobs }, owner.token).sync.start();
    await settledSyncRuns(db(), owner, { atLeast: 3 });
  }, 120_000);
  afterAll(() => app.close());

  it('ends its targets cancelled with the reason, creates nothing, and tells the owner and admins', async () => {
    const startAt = new Date(Date.now() + 4_000);
    const started = ran(await callerAs({ ...testDeps(db(), app.config), jobs: app.server.jobs }, manager.token).clone.start({
      campaignId: source.campaignId,
      nameTemplate: '{name} · demoted',
      budgetType: 'daily',
      dailyBudget: 40000,
      targetAccounts: [eu],
      options: { startAt: startAt.toISOString() },
    }));
    expect(started).toMatchObject({ status: 'scheduled' });
    await db().updateTable('workspace_members').set({ role: 'analyst' }).where('workspace_id', '=', owner.workspaceId).where('user_id', '=', manager.id).execute();

    const targets = await waitFor('the schedule to fire and the target to end', async () => {
      const rows = await db().selectFrom('clone_targets').select(['state', 'message', 'started_at']).where('batch_id', '=', started.batchId).execute();
      return rows.every((row) => row.state !== 'queued') ? rows : undefined;
    }, 30_000);
    expect(Date.now()).toBeGreaterThanOrEqual(startAt.getTime());
    expect(targets).toEqual([{ state: 'cancelled', message: { code: 'workStarterLostRole', params: {} }, started_at: null }]);
    expect(((await tree(app, eu)).campaigns as Array<{ name: string }>).filter((campaign) => campaign.name === 'Role Source · demoted')).toEqual([]);

    const audit = await db().selectFrom('audit_log').select(['action', 'actor_type', 'metadata']).where('workspace_id', '=', owner.workspaceId).where('action', '=', 'clone.cancelled').execute();
    expect(audit).toEqual([{ action: 'clone.cancelled', actor_type: 'system', metadata: expect.objectContaining({ batchId: started.batchId, reason: 'starterLostRole' }) }]);
    const told = await db().selectFrom('notifications').select(['user_id', 'params']).where('kind', '=', 'work_cancelled').orderBy('user_id').execute();
    expect(told.map((row) => row.user_id).sort()).toEqual([owner.id, admin.id].sort());
    expect(told[0]?.params).toEqual({ work: 'clone', id: started.batchId });
  }, 60_000);
});
