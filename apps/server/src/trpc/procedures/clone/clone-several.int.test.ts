import { upsertExchangeRates } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { createSourceCampaign, nameCounts, tree } from './clone-fixture.ts';
import { ran } from '@adfleet/test-support/ran';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

describe('several campaigns cloned into several accounts as one batch', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };
  let anaToken: string;
  const acts: Record<'us' | 'eu' | 'uk', string> = { us: '', eu: '', uk: '' };
  const NAMES = ['Multi Alpha', 'Multi Bravo', 'Multi Charlie'];
  // The clone's clock, on a day before the bundled sandbox rates begin: only the rates seeded below apply.
  const TODAY = new Date('2025-06-15T12:00:00Z');
  let sources: Awaited<ReturnType<typeof createSourceCampaign>>[] = [];
  /** Each target's own page and pixel, as the person picks them in the dialog. */
  const choice: Record<'eu' | 'uk', { pageId: string; pixelId: string }> = { eu: { pageId: '', pixelId: '' }, uk: { pageId: '', pixelId: '' } };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    for (const [who, name, ip, demo] of [[owner, 'multi', '10.9.0.1', 'Ana'], [other, 'outsider', '10.9.0.2', 'Chloé']] as const) {
      Object.assign(who, await app.registerConnected(name, { ip, persona: demo }));
    }
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; name: string }>) {
      if (account.name.includes('US Store')) acts.us = account.id;
      if (account.name.includes('EU Fashion')) acts.eu = account.id;
      if (account.name.includes('UK Outdoor')) acts.uk = account.id;
    }
    anaToken = await app.mintToken('Ana');
    sources = [];
    for (const name of NAMES) sources.push(await createSourceCampaign(app, anaToken, acts.us, name));
    // The business's sibling accounts, each given a page and pixel of its own (never the source's when it has another).
    for (const key of ['eu', 'uk'] as const) {
      const own = async (edge: string, sourceId: string) => {
        const ids = ((await app.graphGet(`${acts[key]}/${edge}`, { access_token: anaToken, fields: 'id', limit: '100' })).data as Array<{ id: string }>).map((item) => item.id);
        return ids.find((id) => id !== sourceId) ?? ids[0] ?? '';
      };
      choice[key] = { pageId: await own('promote_pages', sources[0]?.pageId ?? ''), pixelId: await own('adspixels', sources[0]?.pixelId ?? '') };
    }
    await settledSyncRuns(db(), owner);
    await settledSyncRuns(db(), other);
    await caller(owner.token, () => new Date()).sync.start();
    await settledSyncRuns(db(), owner, { atLeast: 2 });
    // Units per euro: a dollar is 0.80 euros and 0.64 pounds.
    const rates = [
      { day: '2025-06-13', currency: 'USD', perEur: '1.25' },
      { day: '2025-06-13', currency: 'GBP', perEur: '0.80' },
    ];
    await db()
      .transaction()
      .execute((trx) => upsertExchangeRates(trx, rates, 'test'));
  }, 120_000);
  afterAll(() => app.close());

  const caller = (token: string, now = () => TODAY) => callerAs({ ...testDeps(db(), { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs, now }, token);
  async function finished(batchId: string) {
    return vi.waitFor(
      async () => {
        const status = await caller(owner.token).clone.status({ batchId });
        if (status.status !== 'completed') throw new Error(`batch ${batchId} never finished`);
        return status;
      },
      { timeout: 60_000, interval: 50 },
    );
  }
  const request = (campaignIds: string[]) => ({
    campaignId: campaignIds[0] ?? '',
    campaignIds,
    nameTemplate: '{name}',
    budgetType: 'daily' as const,
    targetAccounts: [acts.eu, acts.uk],
    targets: (['eu', 'uk'] as const).map((key) => ({ adAccountId: acts[key], ...choice[key] })),
  });

  it('the preflight answers one row per account, checked against every campaign, each problem said once', async () => {
    const ids = sources.map((source) => source.campaignId);
    const { targets: rows } = await caller(owner.token).clone.preflight({ ...request(ids), targets: undefined });
    expect(rows.map((row) => row.adAccountId)).toEqual([acts.eu, acts.uk]);
    for (const row of rows) expect(row).toMatchObject({ needsPage: true, needsPixel: true });
    // The US pixel is shared with EU, not with UK: the advice for UK is its own pixel.
    expect(rows.map((row) => row.pixelId)).toEqual([sources[0]?.pixelId, choice.uk.pixelId]);
    // Asking for the US pixel everywhere: UK is told once, not once per campaign.
    const forced = await caller(owner.token).clone.preflight({ ...request(ids), targets: undefined, pixelId: sources[0]?.pixelId });
    expect(forced.targets.map((row) => row.problems.map((problem) => problem.code))).toEqual([[], ['preflightPixelUnusable']]);

    const chosen = await caller(owner.token).clone.preflight(request(ids));
    expect(chosen.targets.map((row) => [row.pageId, row.pixelId, row.problems])).toEqual([
      [choice.eu.pageId, choice.eu.pixelId, []],
      [choice.uk.pageId, choice.uk.pixelId, []],
    ]);
  });

  it('3 campaigns × 2 accounts: six targets, each tree its source’s, PAUSED, with the account’s own page and pixel; a failed one retried creates only what was missing', async () => {
    // Meta refuses one creative in the UK account once (a permanent error): exactly one target fails.
    await app.control('PUT', '/faults', { errors: [{ code: 100, rate: 1, times: 1, path: `${acts.uk}/adcreatives`, method: 'POST' }] });
    const { batchId } = ran(await caller(owner.token).clone.start(request(sources.map((source) => source.campaignId))));
    const first = await finished(batchId);
    await app.control('DELETE', '/faults');

    expect(first.accounts).toHaveLength(6);
    // Grouped by campaign, in the order asked, each campaign into both accounts.
    expect(first.accounts.map((row) => [row.sourceCampaign.name, row.adAccountId])).toEqual(NAMES.flatMap((name) => [[name, acts.eu], [name, acts.uk]].sort((a, b) => String(a[1]).localeCompare(String(b[1])))));
    const failed = first.accounts.filter((row) => row.state === 'failed');
    expect(failed).toHaveLength(1);
    expect(failed[0]).toMatchObject({ adAccountId: acts.uk, error: { code: 'cloneMetaRefused' } });
    const failedRow = failed[0]!;

    expect(await caller(owner.token).clone.retry({ targetId: failedRow.targetId })).toEqual({ batchId, targetId: failedRow.targetId });
    const done = await finished(batchId);
    expect(done.accounts.map((row) => row.state)).toEqual(Array(6).fill('succeeded'));
    const retried = done.accounts.find((row) => row.targetId === failedRow.targetId);
    // The retry kept what the failed attempt had created.
    expect(retried?.createdIds.campaignId).toBe(failedRow.createdIds.campaignId);
    for (const id of failedRow.createdIds.adSetIds) expect(retried?.createdIds.adSetIds).toContain(id);
    for (const id of failedRow.createdIds.creativeIds) expect(retried?.createdIds.creativeIds).toContain(id);

    const usTree = await tree(app, acts.us);
    for (const key of ['eu', 'uk'] as const) {
      const target = await tree(app, acts[key]);
      const counts = nameCounts(target);
      for (const [index, name] of NAMES.entries()) {
        const row = done.accounts.find((candidate) => candidate.sourceCampaign.id === sources[index]?.campaignId && candidate.adAccountId === acts[key]);
        const campaign = target.campaigns.find((candidate: any) => candidate.id === row?.campaignId);
        const source = usTree.campaigns.find((candidate: any) => candidate.id === sources[index]?.campaignId);
        expect(counts.get(`campaign:${name}`), `${key} ${name}`).toBe(1);
        expect(campaign).toMatchObject({ name, status: 'PAUSED', objective: 'OUTCOME_SALES' });
        expect(campaign.adsets.map((adset: any) => adset.name).sort()).toEqual(source.adsets.map((adset: any) => adset.name).sort());
        for (const adset of campaign.adsets) {
          expect(adset.status).toBe('PAUSED');
          // Its own source's budget (its smallest ad set's, 25.00 USD) converted at the day's rate: €20.00, £16.00.
          expect(String(adset.daily_budget)).toBe(key === 'eu' ? '2000' : '1600');
          expect(adset.promoted_object.pixel_id).toBe(choice[key].pixelId);
          const sourceAdset = source.adsets.find((candidate: any) => candidate.name === adset.name);
          expect(adset.ads.map((ad: any) => ad.name).sort()).toEqual(sourceAdset.ads.map((ad: any) => ad.name).sort());
          for (const ad of adset.ads) {
            expect(ad.status).toBe('PAUSED');
            expect(ad.creative.object_story_spec.page_id).toBe(choice[key].pageId);
          }
        }
        // Nothing twice, the retried target's creatives included.
        expect([...counts].filter(([label, count]) => label.includes(name) && count > 1)).toEqual([]);
        expect([...counts].filter(([label]) => label.startsWith(`creative:${name}`))).toHaveLength(6);
      }
    }

    const history = await caller(owner.token).clone.history();
    expect(history.items.find((item) => item.batchId === batchId)).toMatchObject({ campaignCount: 3, accountCount: 2, targetCount: 6, successCount: 6, errorCount: 0, sourceCampaignName: NAMES[0] });
  });

  it('an unknown or another workspace’s campaign among several refuses the whole request and creates nothing', async () => {
    // Another workspace's campaign by AdFleet id, and by Meta id where the owner's has no campaign of that id (personas may share accounts).
    const owned = db().selectFrom('campaigns').select('external_id').where('workspace_id', '=', owner.workspaceId);
    const foreign = await db().selectFrom('campaigns').select(['id', 'external_id']).where('workspace_id', '=', other.workspaceId).where('external_id', 'not in', owned).executeTakeFirstOrThrow();
    const batchesBefore = await db().selectFrom('clone_batches').select('id').where('workspace_id', '=', owner.workspaceId).execute();
    const campaignsBefore = await Promise.all([acts.eu, acts.uk].map(async (act) => (await tree(app, act)).campaigns.length));
    for (const intruder of ['999999999999', foreign.id, foreign.external_id]) {
      const ids = [sources[0]?.campaignId ?? '', intruder, sources[1]?.campaignId ?? ''];
      await expect(caller(owner.token).clone.start(request(ids))).rejects.toMatchObject({ code: 'NOT_FOUND' });
      await expect(caller(owner.token).clone.preflight(request(ids))).rejects.toMatchObject({ code: 'NOT_FOUND' });
    }
    expect(await db().selectFrom('clone_batches').select('id').where('workspace_id', '=', owner.workspaceId).execute()).toEqual(batchesBefore);
    expect(await Promise.all([acts.eu, acts.uk].map(async (act) => (await tree(app, act)).campaigns.length))).toEqual(campaignsBefore);
  });
});
