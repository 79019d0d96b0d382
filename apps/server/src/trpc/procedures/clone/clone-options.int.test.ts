import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { createSourceCampaign, graphPost, tree } from './clone-fixture.ts';
import { ran } from '@adfleet/test-support/ran';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

describe('clone duplication options, read back from the sandbox', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  let anaToken: string;
  const acts: Record<string, string> = {};
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;
  let mixed: Awaited<ReturnType<typeof createSourceCampaign>>;
  const SOURCE_NAME = 'Options Source';
  const MIXED_NAME = 'Half Paused';

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    Object.assign(owner, await app.registerConnected('optioner', { ip: '10.4.0.1', persona: 'Ana' }));
    await settledSyncRuns(database().db, owner);
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; name: string }>) {
      if (account.name.includes('US Store')) acts.us = account.id;
      if (account.name.includes('EU')) acts.eu = account.id;
      if (account.name.includes('Tokyo')) acts.jp = account.id;
    }
    anaToken = await app.mintToken('Ana');
    source = await createSourceCampaign(app, anaToken, acts.us ?? '', SOURCE_NAME);
    mixed = await createSourceCampaign(app, anaToken, acts.us ?? '', MIXED_NAME);
    // In the second source, ad set 2 is paused (its ads stay ACTIVE themselves) and so is one ad of ad set 1.
    const built = (await tree(app, acts.us ?? '')).campaigns.find((campaign: any) => campaign.id === mixed.campaignId);
    const set = (n: number) => built.adsets.find((adset: any) => adset.name === `${MIXED_NAME} · Set ${n}`);
    await graphPost(app, anaToken, set(2).id, { status: 'PAUSED' });
    await graphPost(app, anaToken, set(1).ads.find((ad: any) => ad.name.endsWith('Ad 1')).id, { status: 'PAUSED' });
    expect((await api('/api/facebook/ad-accounts')).status).toBe(200);
    await settledSyncRuns(database().db, owner);
  }, 120_000);
  afterAll(() => app.close());

  const api = (path: string, init: RequestInit = {}) =>
    fetch(`${app.baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', ...(init.headers as object) } });
  const request = (options: object, overrides: object = {}) => ({
    campaignId: source.campaignId,
    nameTemplate: '{name} – copy',
    budgetType: 'daily',
    dailyBudget: '50000',
    targetAccounts: [acts.eu],
    options,
    ...overrides,
  });

  /** Clones into the EU account over REST and reads the created campaign back from the sandbox. */
  async function cloneAndRead(body: object) {
    const response = await api('/api/clone-campaign', { method: 'POST', body: JSON.stringify(body) });
    expect(response.status).toBe(200);
    const [result] = (await response.json()) as any[];
    expect(result).toMatchObject({ success: true, error: null });
    const account = await tree(app, acts.eu ?? '');
    const campaign = account.campaigns.find((candidate: any) => candidate.id === result.campaignId);
    const creatives = new Set(result.createdIds.creativeIds);
    return { result, campaign, creatives: account.creatives.filter((creative: any) => creatives.has(creative.id)) };
  }

  /** Every object the clone created is PAUSED, whatever the options. */
  const expectAllPaused = (campaign: any) => {
    expect(campaign.status).toBe('PAUSED');
    for (const adset of campaign.adsets) {
      expect(adset.status).toBe('PAUSED');
      for (const ad of adset.ads) expect(ad.status).toBe('PAUSED');
    }
  };

  it('campaign only: the campaign is created, no ad set, ad or creative', async () => {
    const creativesBefore = (await tree(app, acts.eu ?? '')).creatives.length;
    const { result, campaign } = await cloneAndRead(request({ duplicateAdSets: false, duplicateAds: false }));
    expect(campaign.name).toBe(`${SOURCE_NAME} – copy`);
    expect(campaign.adsets).toEqual([]);
    expect(result.createdIds).toMatchObject({ adSetIds: [], creativeIds: [], adIds: [] });
    expect((await tree(app, acts.eu ?? '')).creatives.length).toBe(creativesBefore);
    expectAllPaused(campaign);
  }, 60_000);

  it('campaign only needs no page or pixel: an account that may use neither the source’s page nor its pixel gets the campaign', async () => {
    const response = await api('/api/clone-campaign', { method: 'POST', body: JSON.stringify(request({ duplicateAdSets: false }, { targetAccounts: [acts.jp] })) });
    expect(response.status).toBe(200);
    const [result] = (await response.json()) as any[];
    expect(result).toMatchObject({ success: true, error: null, createdIds: { adSetIds: [], creativeIds: [], adIds: [] } });
    const campaign = (await tree(app, acts.jp ?? '')).campaigns.find((candidate: any) => candidate.id === result.campaignId);
    expect(campaign).toMatchObject({ name: `${SOURCE_NAME} – copy`, status: 'PAUSED', adsets: [] });
    // The whole tree into the same account is refused for the page, as before: the options are what made it pass.
    const whole = (await (await api('/api/clone-campaign', { method: 'POST', body: JSON.stringify(request({}, { targetAccounts: [acts.jp] })) })).json()) as any[];
    expect(whole[0]).toMatchObject({ success: false });
  }, 60_000);

  it('no ads: every ad set, but no ad and no creative', async () => {
    const creativesBefore = (await tree(app, acts.eu ?? '')).creatives.length;
    const { result, campaign } = await cloneAndRead(request({ duplicateAds: false }));
    expect(campaign.adsets.map((adset: any) => adset.name).sort()).toEqual([1, 2, 3].map((n) => `${SOURCE_NAME} · Set ${n}`));
    expect(campaign.adsets.flatMap((adset: any) => adset.ads)).toEqual([]);
    expect(result.createdIds).toMatchObject({ creativeIds: [], adIds: [] });
    expect((await tree(app, acts.eu ?? '')).creatives.length).toBe(creativesBefore);
    expectAllPaused(campaign);
  }, 60_000);

  it('paused items left out: the paused ad set goes with its ads, the paused ad goes; the rest is cloned PAUSED', async () => {
    const { campaign, creatives } = await cloneAndRead(request({ includePaused: false }, { campaignId: mixed.campaignId }));
    expect(campaign.adsets.map((adset: any) => adset.name).sort()).toEqual([`${MIXED_NAME} · Set 1`, `${MIXED_NAME} · Set 3`]);
    const ads = campaign.adsets.flatMap((adset: any) => adset.ads.map((ad: any) => ad.name)).sort();
    expect(ads).toEqual([`${MIXED_NAME} · Set 1 · Ad 2`, `${MIXED_NAME} · Set 3 · Ad 1`, `${MIXED_NAME} · Set 3 · Ad 2`]);
    expect(creatives).toHaveLength(3);
    expectAllPaused(campaign);
  }, 60_000);

  it('paused items included (the default): the whole tree, still every object PAUSED', async () => {
    const { campaign } = await cloneAndRead(request({}, { campaignId: mixed.campaignId }));
    expect(campaign.adsets).toHaveLength(3);
    expect(campaign.adsets.flatMap((adset: any) => adset.ads)).toHaveLength(6);
    expectAllPaused(campaign);
  }, 60_000);

  it('multiplier 1.5: each ad set’s budget is its source budget × 1.5 (the source budgets at ad-set level)', async () => {
    const { campaign } = await cloneAndRead(request({ budgetMultiplier: 1.5 }));
    const budgets = Object.fromEntries(campaign.adsets.map((adset: any) => [adset.name, String(adset.daily_budget)]));
    // The source's ad sets spend 25.00, 50.00 and 75.00 a day.
    expect(budgets).toEqual({ [`${SOURCE_NAME} · Set 1`]: '3750', [`${SOURCE_NAME} · Set 2`]: '7500', [`${SOURCE_NAME} · Set 3`]: '11250' });
    expectAllPaused(campaign);
  }, 60_000);

  it('keep original name: the clone carries the source campaign’s name, with no name template sent (tRPC)', async () => {
    const caller = callerAs({ ...testDeps(database().db, app.config), jobs: app.server.jobs }, owner.token);
    const { nameTemplate: _template, ...untitled } = request({ name: 'original' });
    const started = ran(await caller.clone.start(untitled as any));
    const [result] = started.results ?? [];
    expect(result).toMatchObject({ success: true });
    const campaign = (await tree(app, acts.eu ?? '')).campaigns.find((candidate: any) => candidate.id === result?.campaignId);
    expect(campaign.name).toBe(SOURCE_NAME);
    expect(campaign.adsets).toHaveLength(3);
    expectAllPaused(campaign);
  }, 60_000);

  it('a retry plans with the batch’s stored options: after a failure, only the missing ad sets, ×1.5, no ads, the original name', async () => {
    const caller = callerAs({ ...testDeps(database().db, { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, owner.token);
    const finished = async (batchId: string) => {
      return vi.waitFor(
        async () => {
          const status = await caller.clone.status({ batchId });
          if (status.status !== 'completed') throw new Error(`batch ${batchId} never finished`);
          return status;
        },
        { timeout: 30_000, interval: 50 },
      );
    };
    // Meta refuses every ad set (a permanent error): the campaign exists, its ad sets do not.
    await app.control('PUT', '/faults', { errors: [{ code: 100, rate: 1, path: '/adsets', method: 'POST' }] });
    const { nameTemplate: _template, ...untitled } = request({ name: 'original', duplicateAds: false, budgetMultiplier: 1.5 });
    const { batchId } = ran(await caller.clone.start(untitled as any));
    const [failed] = (await finished(batchId)).accounts;
    expect(failed).toMatchObject({ state: 'failed', createdIds: { campaignId: expect.any(String), adSetIds: [] } });
    await app.control('DELETE', '/faults');
    await caller.clone.retry({ targetId: failed?.targetId ?? '' });
    const [retried] = (await finished(batchId)).accounts;
    expect(retried).toMatchObject({ state: 'succeeded', campaignId: failed?.createdIds.campaignId, createdIds: { creativeIds: [], adIds: [] } });
    const campaign = (await tree(app, acts.eu ?? '')).campaigns.find((candidate: any) => candidate.id === failed?.createdIds.campaignId);
    expect(campaign.name).toBe(SOURCE_NAME);
    expect(campaign.adsets.map((adset: any) => String(adset.daily_budget)).sort()).toEqual(['11250', '3750', '7500']);
    expect(campaign.adsets.flatMap((adset: any) => adset.ads)).toEqual([]);
    expectAllPaused(campaign);
  }, 60_000);

  it.each([
    ['multiplier 0', { budgetMultiplier: 0 }, 'options.budgetMultiplier', 'Budget multiplier must be at least 0.01.'],
    ['ads without ad sets', { duplicateAdSets: false, duplicateAds: true }, 'options.duplicateAds', 'Ads can only be duplicated together with their ad sets.'],
  ])('refuses %s with a field error and creates nothing', async (_case, options, field, words) => {
    const before = JSON.stringify(await tree(app, acts.eu ?? ''));
    const batches = await database().db.selectFrom('clone_batches').select('id').execute();
    const response = await api('/api/clone-campaign', { method: 'POST', body: JSON.stringify(request(options)), headers: { 'accept-language': 'en' } });
    expect(response.status).toBe(400);
    const body = (await response.json()) as { message: string; fieldErrors: Record<string, string[]> };
    expect(body.message).toContain(words);
    expect(body.fieldErrors[field]?.[0]).toContain(words);
    expect(JSON.stringify(await tree(app, acts.eu ?? ''))).toBe(before);
    expect(await database().db.selectFrom('clone_batches').select('id').execute()).toEqual(batches);
  });
});
