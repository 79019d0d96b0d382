import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testCipher, testDeps } from '@adfleet/test-support/test-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { createSourceCampaign, tree } from './clone-fixture.ts';
import { ran } from '@adfleet/test-support/ran';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

/**
 * The Duplicator's preflight and per-target choices against the sandbox. Northwind's three accounts promote different
 * pages and pixels: US owns the source's pixel and shares it with EU only, EU may also promote "Northwind Moda", UK has
 * a pixel of its own. Andes (COP) and Sakura (JPY) have minimums far above a one-unit budget; Legacy is disabled.
 */
describe('clone preflight and per-target pages and pixels', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const acts: Record<string, string> = {};
  const names: Record<string, string> = {};
  let anaToken: string;
  let source: Awaited<ReturnType<typeof createSourceCampaign>>;
  const SOURCE_NAME = 'Preflight Source';

  const caller = () => callerAs({ ...testDeps(database().db, app.config), jobs: app.server.jobs }, owner.token);
  const listed = async (act: string, edge: string) => (await app.graphGet(`${act}/${edge}`, { access_token: anaToken, fields: 'id,name', limit: '500' })).data as Array<{ id: string; name: string }>;
  const idNamed = async (act: string, edge: string, name: string) => (await listed(act, edge)).find((item) => item.name === name)?.id ?? '';
  const codes = (row: { problems: Array<{ code: string }> } | undefined) => row?.problems.map((problem) => problem.code);

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    Object.assign(owner, await app.registerConnected('preflighter', { ip: '10.5.0.1', persona: 'Ana' }));
    await settledSyncRuns(database().db, owner);
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; currency: string; name: string }>) {
      const key = account.name.includes('US Store') ? 'us' : account.name.includes('EU') ? 'eu' : account.name.includes('UK') ? 'uk' : account.name.includes('Legacy') ? 'legacy' : account.currency === 'JPY' ? 'jp' : account.currency === 'COP' ? 'co' : '';
      if (!key) continue;
      acts[key] = account.id;
      names[key] = account.name;
    }
    anaToken = await app.mintToken('Ana');
    source = await createSourceCampaign(app, anaToken, acts.us ?? '', SOURCE_NAME);
    const synced = await fetch(`${app.baseUrl}/api/facebook/ad-accounts`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(synced.status).toBe(200);
    await settledSyncRuns(database().db, owner);
  }, 120_000);
  afterAll(() => app.close());

  it('answers per target what it may use, what it would use, and each failure with how to fix it', async () => {
    const result = await caller().clone.preflight({
      campaignId: source.campaignId,
      nameTemplate: '{name} – {account}',
      budgetType: 'daily',
      // One unit of each currency: enough for USD, EUR and GBP (minimum 1.00), far below 4,000 COP and 150 JPY.
      dailyBudget: '100',
      targetAccounts: ['eu', 'uk', 'co', 'jp', 'legacy'].map((key) => acts[key] ?? ''),
    });
    const row = (key: string) => result.targets.find((target) => target.adAccountId === acts[key]);
    const moda = await idNamed(acts.eu ?? '', 'promote_pages', 'Northwind Moda');
    const ukPixel = await idNamed(acts.uk ?? '', 'adspixels', 'Northwind UK Web');

    // EU may use the source's page and pixel: pre-selected, and it offers its second page.
    expect(row('eu')).toMatchObject({ accountName: names.eu, currency: 'EUR', needsPage: true, needsPixel: true, pageId: source.pageId, pixelId: source.pixelId, problems: [] });
    expect(row('eu')?.pages.map((page) => page.id).sort()).toEqual([source.pageId, moda].sort());
    // UK may not use the source's pixel but has exactly one of its own: pre-selected.
    expect(row('uk')).toMatchObject({ pageId: source.pageId, pixelId: ukPixel, pixels: [{ id: ukPixel, name: 'Northwind UK Web' }], problems: [] });
    // COP: two pages, neither the source's, so a choice is required; and the budget is under its minimum.
    expect(codes(row('co'))).toEqual(['preflightBudgetBelowMinimum', 'preflightPageChoose']);
    expect(row('co')?.pageId).toBeNull();
    expect(row('co')?.problems[0]).toMatchObject({ params: { account: names.co, budget: { money: { amount: 1, currency: 'COP' } }, minimum: { money: { amount: 4000, currency: 'COP' } } } });
    expect(row('co')?.minimumBudget).toBe(4000);
    expect(row('jp')?.problems).toEqual([
      { code: 'preflightBudgetBelowMinimum', params: { account: names.jp, budget: { money: { amount: 1, currency: 'JPY' } }, minimum: { money: { amount: 150, currency: 'JPY' } } } },
    ]);
    expect(codes(row('legacy'))).toContain('preflightAccountInactive');
    expect(row('legacy')?.problems.find((problem) => problem.code === 'preflightAccountInactive')?.params).toMatchObject({ status: 'DISABLED' });

    // A choice the account cannot use falls back to the source's when usable (as the clone job does), else is named;
    // a name template too long for Meta is caught per account.
    const chosen = await caller().clone.preflight({
      campaignId: source.campaignId,
      nameTemplate: `${'x'.repeat(390)} {account}`,
      budgetType: 'daily',
      dailyBudget: '100000',
      targetAccounts: [acts.uk ?? ''],
      targets: [{ adAccountId: acts.uk ?? '', pageId: moda, pixelId: source.pixelId }],
    });
    expect(chosen.targets[0]?.problems).toEqual([
      { code: 'preflightNameTooLong', params: { account: names.uk, length: 391 + (names.uk?.length ?? 0), max: 400 } },
      { code: 'preflightPixelUnusable', params: { account: names.uk, pixelId: source.pixelId } },
    ]);
    expect(chosen.targets[0]?.pageId).toBe(source.pageId);
  }, 60_000);

  it('creates each target with its own page, pixel and budget, over the single ones', async () => {
    const moda = await idNamed(acts.eu ?? '', 'promote_pages', 'Northwind Moda');
    const ukPixel = await idNamed(acts.uk ?? '', 'adspixels', 'Northwind UK Web');
    const started = ran(await caller().clone.start({
      campaignId: source.campaignId,
      nameTemplate: '{name} · own choices – {account}',
      budgetType: 'daily',
      dailyBudget: '20000',
      targetAccounts: [acts.eu ?? '', acts.uk ?? ''],
      pageId: source.pageId,
      targets: [
        { adAccountId: acts.eu ?? '', pageId: moda },
        { adAccountId: acts.uk ?? '', pixelId: ukPixel, budget: '35000' },
      ],
    }));
    expect(started.status).toBe('completed');
    expect(started.results?.map((result) => [result.adAccountId, result.success])).toEqual([
      [acts.eu, true],
      [acts.uk, true],
    ]);
    const sourceCampaign = (await tree(app, acts.us ?? '')).campaigns.find((campaign: any) => campaign.id === source.campaignId);
    for (const [key, page, pixel, budget] of [['eu', moda, source.pixelId, 20000], ['uk', source.pageId, ukPixel, 35000]] as const) {
      const result = started.results?.find((candidate) => candidate.adAccountId === acts[key]);
      const campaign = (await tree(app, acts[key] ?? '')).campaigns.find((candidate: any) => candidate.id === result?.campaignId);
      expect(campaign.name).toBe(`${SOURCE_NAME} · own choices – ${names[key]}`);
      expect(campaign.adsets.map((adset: any) => adset.name).sort()).toEqual(sourceCampaign.adsets.map((adset: any) => adset.name).sort());
      for (const adset of campaign.adsets) {
        expect(adset.promoted_object.pixel_id, key).toBe(pixel);
        expect(Number(adset.daily_budget), key).toBe(budget);
        expect(adset.ads).toHaveLength(2);
        for (const ad of adset.ads) expect(ad.creative.object_story_spec.page_id, key).toBe(page);
      }
    }
  }, 60_000);

  it('refuses at the start, creating nothing, a target the checks fail, while the others clone', async () => {
    const before = { co: await tree(app, acts.co ?? ''), jp: await tree(app, acts.jp ?? '') };
    const started = ran(await caller().clone.start({
      campaignId: source.campaignId,
      nameTemplate: '{name} · refused – {account}',
      budgetType: 'daily',
      dailyBudget: '100',
      targetAccounts: [acts.eu ?? '', acts.co ?? '', acts.jp ?? ''],
      // JPY: the only page and pixel chosen, the budget too small; COP: no page chosen and too small a budget.
      targets: [{ adAccountId: acts.jp ?? '', pageId: await idNamed(acts.jp ?? '', 'promote_pages', 'Sakura Shop'), pixelId: await idNamed(acts.jp ?? '', 'adspixels', 'Sakura Web') }],
    }));
    const byAct = new Map(started.results?.map((result) => [result.adAccountId, result]));
    expect(byAct.get(acts.eu ?? '')?.success).toBe(true);
    expect(byAct.get(acts.co ?? '')).toMatchObject({ success: false, error: { code: 'preflightBudgetBelowMinimum', params: { minimum: { money: { amount: 4000, currency: 'COP' } } } } });
    expect(byAct.get(acts.jp ?? '')).toMatchObject({ success: false, error: { code: 'preflightBudgetBelowMinimum', params: { minimum: { money: { amount: 150, currency: 'JPY' } } } } });
    for (const key of ['co', 'jp'] as const) {
      const after = await tree(app, acts[key] ?? '');
      expect(after.campaigns, key).toHaveLength(before[key].campaigns.length);
      expect(after.creatives, key).toHaveLength(before[key].creatives.length);
      expect(after.images, key).toHaveLength(before[key].images.length);
    }
    // Refused before any job: no job was ever queued for them.
    const jobs = await database().db.selectFrom('clone_targets').select(['external_ad_account_id', 'steps_total']).where('batch_id', '=', started.batchId).execute();
    expect(jobs.filter((row) => row.external_ad_account_id !== acts.eu).every((row) => row.steps_total === 0)).toBe(true);

    // The disabled account is refused with the whole request, as before; nothing is created anywhere.
    const legacyBefore = await tree(app, acts.legacy ?? '');
    await expect(caller().clone.start({ campaignId: source.campaignId, nameTemplate: '{name}', budgetType: 'daily', dailyBudget: '100000', targetAccounts: [acts.legacy ?? ''] })).rejects.toMatchObject({
      code: 'BAD_REQUEST',
    });
    expect((await tree(app, acts.legacy ?? '')).campaigns).toHaveLength(legacyBefore.campaigns.length);
  }, 60_000);

  it('names a permission the connection lacks, and the clone is refused for it', async () => {
    // The person later removed ads_management from AdFleet in their Facebook settings: the stored token no longer has it.
    const reduced = (await app.control('POST', '/tokens', { user_id: app.userNamed('Ana').id, scopes: ['ads_read', 'business_management'] })).access_token as string;
    const connection = await database().db.selectFrom('platform_connections').select(['id', 'access_token_ciphertext']).where('workspace_id', '=', owner.workspaceId).executeTakeFirstOrThrow();
    await database().db.updateTable('platform_connections').set({ access_token_ciphertext: testCipher.encrypt(reduced) }).where('id', '=', connection.id).execute();
    try {
      const result = await caller().clone.preflight({ campaignId: source.campaignId, targetAccounts: [acts.eu ?? ''] });
      expect(result.targets[0]?.problems).toEqual([{ code: 'preflightPermissionsMissing', params: { account: names.eu, permissions: 'ads_management' } }]);
      const before = await tree(app, acts.eu ?? '');
      const started = ran(await caller().clone.start({ campaignId: source.campaignId, nameTemplate: '{name} · no permission', budgetType: 'daily', dailyBudget: '20000', targetAccounts: [acts.eu ?? ''] }));
      expect(started.results?.[0]).toMatchObject({ success: false, error: { code: 'preflightPermissionsMissing' } });
      expect((await tree(app, acts.eu ?? '')).campaigns).toHaveLength(before.campaigns.length);
    } finally {
      await database().db.updateTable('platform_connections').set({ access_token_ciphertext: connection.access_token_ciphertext }).where('id', '=', connection.id).execute();
    }
  }, 60_000);

  it('asks Meta once per target and source while the dialog is adjusted, never for a missed answer', async () => {
    const server = callerAs({ ...testDeps(database().db, app.config), jobs: app.server.jobs }, owner.token);
    const ask = (dailyBudget: string, targetAccounts = [acts.eu ?? '', acts.uk ?? '']) => server.clone.preflight({ campaignId: source.campaignId, budgetType: 'daily', dailyBudget, targetAccounts });
    const requests = async () => ((await app.control('GET', '/calls?limit=1')).counters as { requests: number }).requests;
    await app.control('DELETE', '/calls');
    const first = await ask('1000');
    // The source read and one batch per target: three round trips.
    expect(await requests()).toBe(3);
    // The budget changed (as a person types): the same reads answer it, and the verdict follows the new budget.
    const second = await ask('50');
    expect(await requests()).toBe(3);
    expect(first.targets.map((target) => target.problems.length)).toEqual([0, 0]);
    expect(second.targets.every((target) => target.problems.some((problem) => problem.code === 'preflightBudgetBelowMinimum'))).toBe(true);

    // Meta down for the JPY account: "try again", and the next ask reads again instead of keeping the miss.
    await app.control('POST', `/accounts/${acts.jp}/throttle`, { seconds: 600 });
    expect((await ask('100000', [acts.jp ?? ''])).targets[0]?.problems.map((problem) => problem.code)).toEqual(['preflightUnreadable']);
    await app.control('DELETE', `/accounts/${acts.jp}/throttle`);
    // Its only page and pixel are pre-selected: it passes.
    expect((await ask('100000', [acts.jp ?? ''])).targets[0]?.problems).toEqual([]);
  }, 60_000);

  it('refuses through REST a choice for an account that is not a target, or a bad per-target budget, naming the field', async () => {
    const post = (body: object) =>
      fetch(`${app.baseUrl}/api/clone-campaign`, { method: 'POST', body: JSON.stringify(body), headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', 'accept-language': 'en' } });
    const base = { campaignId: source.campaignId, nameTemplate: '{name}', budgetType: 'daily', dailyBudget: '20000', targetAccounts: [acts.eu] };
    const before = (await tree(app, acts.jp ?? '')).campaigns.length;
    const stranger = await post({ ...base, targets: [{ adAccountId: acts.jp }] });
    expect(stranger.status).toBe(400);
    expect(((await stranger.json()) as { message: string }).message).toContain('Ad account names an account that is not among the target accounts.');
    const badBudget = await post({ ...base, targets: [{ adAccountId: acts.eu, budget: '-3' }] });
    expect(badBudget.status).toBe(400);
    expect(((await badBudget.json()) as { message: string }).message).toContain('Budget must be a positive whole number of cents.');
    expect((await tree(app, acts.jp ?? '')).campaigns).toHaveLength(before);
  }, 60_000);

  it('answers the preflight over REST, its problems worded in the request’s language, creating nothing', async () => {
    const ask = (language: string) =>
      fetch(`${app.baseUrl}/api/clone-campaign/preflight`, {
        method: 'POST',
        body: JSON.stringify({ campaignId: source.campaignId, nameTemplate: '{name}', budgetType: 'daily', dailyBudget: '100', targetAccounts: [acts.eu, acts.jp] }),
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', 'accept-language': language },
      });
    const before = (await tree(app, acts.jp ?? '')).campaigns.length;
    for (const [language, words] of [['en', 'minimum'], ['es', 'mínimo']] as const) {
      const response = await ask(language);
      expect(response.status).toBe(200);
      const { targets } = (await response.json()) as { targets: Array<{ adAccountId: string; problems: Array<{ code: string; message: string }> }> };
      expect(targets.map((row) => row.adAccountId)).toEqual([acts.eu, acts.jp]);
      expect(targets[0]?.problems).toEqual([]);
      const below = targets[1]?.problems.find((problem) => problem.code === 'preflightBudgetBelowMinimum');
      expect(below?.message.toLowerCase()).toContain(words);
    }
    expect((await tree(app, acts.jp ?? '')).campaigns).toHaveLength(before);
    const anonymous = await fetch(`${app.baseUrl}/api/clone-campaign/preflight`, { method: 'POST', body: '{}', headers: { 'content-type': 'application/json' } });
    expect(anonymous.status).toBe(401);
  }, 60_000);

  it('refuses another workspace’s campaign and accounts', async () => {
    const other = await app.registerConnected('outsider', { ip: '10.5.0.2', persona: 'Chloé' });
    const outsider = callerAs({ ...testDeps(database().db, app.config), jobs: app.server.jobs }, other.token);
    await expect(outsider.clone.preflight({ campaignId: source.campaignId, targetAccounts: [acts.eu ?? ''] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    await expect(outsider.clone.sourceBudget({ campaignId: source.campaignId })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  }, 60_000);

  it('reads from Meta the budget of a campaign that keeps it on its ad sets: the smallest, in money units', async () => {
    // The source's ad sets spend 25, 50 and 75 USD a day; the campaign has no budget of its own.
    expect(await caller().clone.sourceBudget({ campaignId: source.campaignId })).toEqual({ budgetType: 'daily', amount: 25, currency: 'USD', from: 'adSets' });
    // A seeded campaign with a daily budget of its own answers with it, as the list shows it.
    const seeded = (await app.graphGet(`${acts.us}/campaigns`, { access_token: anaToken, fields: 'id,daily_budget', limit: '100' })).data as Array<{ id: string; daily_budget?: string }>;
    const own = seeded.find((campaign) => Number(campaign.daily_budget) > 0);
    expect(own).toBeDefined();
    expect(await caller().clone.sourceBudget({ campaignId: own?.id ?? '' })).toEqual({ budgetType: 'daily', amount: Number(own?.daily_budget) / 100, currency: 'USD', from: 'campaign' });
  }, 60_000);
});
