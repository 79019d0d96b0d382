import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { createSourceCampaign, nameCounts, tree } from './clone-fixture.ts';
import { registerMember } from './clone-members.ts';
import { ran } from '@adfleet/test-support/ran';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

describe('retrying every failed account of a batch at once (from its results or the history)', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };
  /** A second member of the owner's workspace. */
  const member = { id: '', token: '' };
  const acts: Record<'us' | 'eu', string> = { us: '', eu: '' };
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    for (const [who, name, ip, demo] of [[owner, 'all-retrier', '10.9.0.1', 'Ana'], [other, 'all-stranger', '10.9.0.2', 'Chloé']] as const) {
      const { id, workspaceId, token } = await app.registerConnected(name, { ip, persona: demo });
      Object.assign(who, { id, workspaceId, token });
    }
    Object.assign(member, await registerMember(app, db(), owner.workspaceId, { username: 'all-colleague', ip: '10.9.0.3' }));
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; name: string }>) {
      if (account.name.includes('US Store')) acts.us = account.id;
      if (account.name.includes('EU')) acts.eu = account.id;
    }
    source = await createSourceCampaign(app, await app.mintToken('Ana'), acts.us, 'Retry All Source');
    await app.startWorker();
    await settledSyncRuns(db(), owner);
  }, 120_000);
  afterAll(() => app.close());

  const caller = (token: string) => callerAs({ ...testDeps(db(), { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, token);
  async function finished(batchId: string) {
    return vi.waitFor(
      async () => {
        const status = await caller(owner.token).clone.status({ batchId });
        if (status.status !== 'completed') throw new Error(`batch ${batchId} never finished`);
        return status;
      },
      { timeout: 30_000, interval: 50 },
    );
  }

  it('targets that failed after creating the campaign and one ad set end, retried together, with exactly one of each object', async () => {
    // Of each account's three parallel ad-set creates, Meta refuses two (a permanent error): the campaign, one ad set and the creatives exist.
    await app.control('PUT', '/faults', {
      errors: [
        { code: 100, rate: 1, path: `${acts.us}/adsets`, method: 'POST', times: 2 },
        { code: 100, rate: 1, path: `${acts.eu}/adsets`, method: 'POST', times: 2 },
      ],
    });
    const { batchId } = ran(await caller(owner.token).clone.start({
      campaignId: source.campaignId,
      nameTemplate: '{name} · all {account}',
      budgetType: 'daily',
      dailyBudget: 40000,
      targetAccounts: [acts.us, acts.eu],
    }));
    const failed = await finished(batchId);
    expect(failed.accounts.map((account) => account.state)).toEqual(['failed', 'failed']);
    for (const account of failed.accounts) {
      // Creatives go beside the campaign, so they exist too; no ad does.
      expect(account.createdIds).toMatchObject({ campaignId: expect.any(String), adIds: [] });
      expect(account.createdIds.adSetIds).toHaveLength(1);
      expect(account.createdIds.creativeIds).toHaveLength(6);
    }
    const history = await caller(owner.token).clone.history({});
    expect(history.items.find((item) => item.batchId === batchId)).toMatchObject({ successCount: 0, errorCount: 2 });

    // Only the batch's workspace; nothing is sent for another one.
    await expect(caller(other.token).clone.retryFailed({ batchId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect((await caller(owner.token).clone.status({ batchId })).accounts.map((account) => account.state)).toEqual(['failed', 'failed']);

    await app.control('DELETE', '/faults');
    // A fellow member retries the batch the owner started.
    const retried = await caller(member.token).clone.retryFailed({ batchId });
    expect(retried).toEqual({ batchId, targetIds: failed.accounts.map((account) => account.targetId) });
    // A second click while they run finds nothing failed, and sends nothing again.
    await expect(caller(owner.token).clone.retryFailed({ batchId })).rejects.toMatchObject({ code: 'CONFLICT' });

    const done = await finished(batchId);
    expect(done.accounts.map((account) => account.state)).toEqual(['succeeded', 'succeeded']);
    expect((await caller(owner.token).clone.history({})).items.find((item) => item.batchId === batchId)).toMatchObject({ successCount: 2, errorCount: 0 });
    await expect(caller(owner.token).clone.retryFailed({ batchId })).rejects.toMatchObject({ code: 'CONFLICT' });

    for (const account of done.accounts) {
      const before = failed.accounts.find((row) => row.targetId === account.targetId);
      // The campaign and the ad set of the first attempt are the ones kept: the retry created only what was missing.
      expect(account.campaignId).toBe(before?.createdIds.campaignId);
      expect(account.createdIds.adSetIds).toEqual(expect.arrayContaining(before?.createdIds.adSetIds ?? ['?']));
      expect(account.createdIds.adSetIds).toHaveLength(3);
      expect([...account.createdIds.creativeIds].sort()).toEqual([...(before?.createdIds.creativeIds ?? [])].sort());
      expect(account.createdIds.adIds).toHaveLength(6);

      const accountTree = await tree(app, account.adAccountId);
      const campaigns = accountTree.campaigns.filter((campaign: any) => campaign.name === `Retry All Source · all ${account.accountName}`);
      expect(campaigns, account.accountName).toHaveLength(1);
      expect(campaigns[0].id).toBe(account.campaignId);
      expect(campaigns[0].adsets.map((adset: any) => adset.name).sort()).toEqual(['Retry All Source · Set 1', 'Retry All Source · Set 2', 'Retry All Source · Set 3']);
      for (const adset of campaigns[0].adsets) expect(adset.ads, adset.name).toHaveLength(2);
      // No object twice; creatives keep the source's names, so the source's account holds the source's own beside the clone's.
      const ours = [...nameCounts(accountTree)].filter(([key]) => key.includes('Retry All Source'));
      const creatives = ours.filter(([key]) => key.startsWith('creative:'));
      expect(creatives, account.accountName).toHaveLength(6);
      expect(creatives.filter(([, count]) => count !== (account.adAccountId === acts.us ? 2 : 1)), account.accountName).toEqual([]);
      expect(ours.filter(([key, count]) => !key.startsWith('creative:') && count > 1), account.accountName).toEqual([]);
    }
    const audit = await db().selectFrom('audit_log').select(['action', 'actor_user_id', 'workspace_id']).where('target_id', 'in', retried.targetIds).where('action', '=', 'clone.account_retried').execute();
    expect(audit).toHaveLength(2);
    for (const row of audit) expect(row).toEqual({ action: 'clone.account_retried', actor_user_id: member.id, workspace_id: owner.workspaceId });
  });
});
