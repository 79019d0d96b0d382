import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { createSourceCampaign, tree } from './clone-fixture.ts';
import { ran } from '@adfleet/test-support/ran';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

describe('a clone target that breaks part-way: it ends failed once, saying what it left', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const acts: Record<'us' | 'eu', string> = { us: '', eu: '' };
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;
  let worker: Awaited<ReturnType<SandboxedServer['startWorker']>>;

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    Object.assign(owner, await app.registerConnected('engine', { ip: '10.9.0.1', persona: 'Ana' }));
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; name: string }>) {
      if (account.name.includes('US Store')) acts.us = account.id;
      if (account.name.includes('EU')) acts.eu = account.id;
    }
    source = await createSourceCampaign(app, await app.mintToken('Ana'), acts.us, 'Engine Source');
    worker = await app.startWorker();
    await settledSyncRuns(db(), owner);
  }, 120_000);
  afterAll(() => app.close());

  const caller = () => callerAs({ ...testDeps(db(), { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, owner.token);
  async function finished(batchId: string) {
    return vi.waitFor(
      async () => {
        const status = await caller().clone.status({ batchId });
        if (status.status !== 'completed') throw new Error(`batch ${batchId} never finished`);
        return status;
      },
      { timeout: 20_000, interval: 50 },
    );
  }
  const auditOf = (targetId: string) => db().selectFrom('audit_log').select(['action', 'metadata']).where('target_id', '=', targetId).orderBy('id').execute();
  const jobStates = async (targetId: string) =>
    (await sql<{ state: string }>`select state::text from pgboss.job where name = 'clone.account' and data->>'targetId' = ${targetId}`.execute(db())).rows.map((row) => row.state);

  it('one ad-set create refused while its siblings are in flight: every created id is recorded, and the target fails once', async () => {
    // The first ad-set create is refused at once; its two siblings answer later, when the refusal is already known.
    await app.control('PUT', '/faults', { errors: [{ code: 100, rate: 1, path: '/adsets', method: 'POST', times: 1 }], delays: [{ ms: 700, path: '/adsets', method: 'POST', after: 1 }] });
    const { batchId } = ran(await caller().clone.start({ campaignId: source.campaignId, nameTemplate: '{name} · one set refused', budgetType: 'daily', dailyBudget: 40000, targetAccounts: [acts.eu] }));
    const [row] = (await finished(batchId)).accounts;
    await app.control('DELETE', '/faults');
    expect(row).toMatchObject({ state: 'failed', error: { code: 'cloneMetaRefused', params: { errorCode: '100' } } });
    const targetId = row?.targetId ?? '';

    // What Meta holds under the new campaign is exactly what the target recorded: the two siblings, nothing unrecorded.
    const campaign = (await tree(app, acts.eu)).campaigns.find((candidate: any) => candidate.id === row?.createdIds.campaignId);
    const adSetsInMeta = (campaign?.adsets as any[]).map((adset) => adset.id).sort();
    expect(adSetsInMeta).toHaveLength(2);
    expect([...(row?.createdIds.adSetIds ?? [])].sort()).toEqual(adSetsInMeta);
    expect(row?.createdIds.creativeIds).toHaveLength(6);
    expect(row?.createdIds.adIds).toEqual([]);

    // Failed once: one audit row, written after the siblings were recorded, and one job, not retried.
    const audit = await auditOf(targetId);
    expect(audit.map((entry) => entry.action)).toEqual(['clone.account_failed']);
    expect([...((audit[0]?.metadata as any).createdIds.adSetIds as string[])].sort()).toEqual(adSetsInMeta);
    await expect.poll(() => jobStates(targetId)).toEqual(['failed']);
  });

  it('a target whose stored snapshot cannot be parsed ends failed with a reason, never left running', async () => {
    await worker.stop({ timeoutMs: 5_000 });
    const { batchId } = ran(await caller().clone.start({ campaignId: source.campaignId, nameTemplate: '{name} · unreadable', budgetType: 'daily', dailyBudget: 40000, targetAccounts: [acts.eu] }));
    // A snapshot from an older release, say, that today's schema refuses.
    await db().updateTable('clone_batch_sources').set({ snapshot: JSON.stringify({ campaign: 'gone' }) }).where('batch_id', '=', batchId).execute();
    const campaignsBefore = (await tree(app, acts.eu)).campaigns.length;
    worker = await app.startWorker();

    const [row] = (await finished(batchId)).accounts;
    expect(row).toMatchObject({ state: 'failed', success: false, error: { code: 'cloneUnexpected', params: {} } });
    expect(await db().selectFrom('clone_targets').select(['state', 'finished_at']).where('id', '=', row?.targetId ?? '').executeTakeFirst()).toMatchObject({ state: 'failed', finished_at: expect.any(Date) });
    expect((await auditOf(row?.targetId ?? '')).map((entry) => entry.action)).toEqual(['clone.account_failed']);
    // The job ends once its handler has failed the target and returned: a moment after the target's row.
    await expect.poll(() => jobStates(row?.targetId ?? '')).toEqual(['failed']);
    expect((await tree(app, acts.eu)).campaigns).toHaveLength(campaignsBefore);
  });
});
