import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { createSourceCampaign } from './clone-fixture.ts';
import { ran } from '@adfleet/test-support/ran';

describe('a clone’s new campaigns in AdFleet', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const acts: Record<string, string> = {};
  let sourceCampaignId = '';

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    Object.assign(owner, await app.registerConnected('lister', { ip: '10.3.1.1', persona: 'Ana' }));
    await settledSyncRuns(database().db, owner);
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; name: string }>) {
      if (account.name.includes('US Store')) acts.us = account.id;
      if (account.name.includes('EU')) acts.eu = account.id;
    }
    const anaToken = await app.mintToken('Ana');
    ({ campaignId: sourceCampaignId } = await createSourceCampaign(app, anaToken, acts.us ?? '', 'Spring Sale'));
    const synced = await database().db.selectFrom('sync_runs').select('id').where('workspace_id', '=', owner.workspaceId).execute();
    await fetch(`${app.baseUrl}/api/facebook/ad-accounts`, { headers: { authorization: `Bearer ${owner.token}` } });
    await settledSyncRuns(database().db, owner, { atLeast: synced.length + 1 });
  }, 120_000);
  afterAll(() => app.close());

  const syncRunCount = async () => (await database().db.selectFrom('sync_runs').select('id').where('workspace_id', '=', owner.workspaceId).execute()).length;

  it('lists each succeeded target’s PAUSED campaign as soon as the batch finishes, with no sync in between, and a later sync keeps one row', async () => {
    const caller = callerAs({ ...testDeps(database().db, app.config), jobs: app.server.jobs }, owner.token);
    const syncsBefore = await syncRunCount();
    const eu = acts.eu ?? '';
    const campaignsOf = async (adAccountId: string) => {
      const result = await caller.campaigns.list({ adAccountId });
      return Array.isArray(result) ? result : result.items;
    };
    expect(await campaignsOf(eu)).not.toContainEqual(expect.objectContaining({ name: 'Spring Sale · EU' }));

    const started = ran(await caller.clone.start({
      campaignId: sourceCampaignId,
      nameTemplate: '{name} · EU',
      budgetType: 'daily',
      dailyBudget: 40000,
      targetAccounts: [eu],
    }));
    expect(started.status).toBe('completed');
    const [result] = started.results ?? [];
    expect(result).toMatchObject({ success: true, adAccountId: eu });

    const listed = (await campaignsOf(eu)).filter((campaign) => campaign.name === 'Spring Sale · EU');
    expect(listed).toEqual([expect.objectContaining({ externalId: result?.campaignId, status: 'PAUSED', effectiveStatus: 'PAUSED', objective: 'OUTCOME_SALES', adAccountId: eu })]);
    expect(await syncRunCount()).toBe(syncsBefore);

    // Meta's own view replaces the row the clone wrote, on the same key: still one campaign, as Meta describes it.
    await fetch(`${app.baseUrl}/api/facebook/ad-accounts`, { headers: { authorization: `Bearer ${owner.token}` } });
    await settledSyncRuns(database().db, owner, { atLeast: syncsBefore + 1 });
    const afterSync = (await campaignsOf(eu)).filter((campaign) => campaign.externalId === result?.campaignId);
    expect(afterSync).toEqual([expect.objectContaining({ id: listed[0]?.id, name: 'Spring Sale · EU', status: 'PAUSED' })]);
  }, 60_000);
});
