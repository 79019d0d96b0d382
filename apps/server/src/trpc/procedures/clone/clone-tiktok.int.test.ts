import { upsertCampaigns } from '@adfleet/db';
import { useTestDatabase } from '@adfleet/db/testing';
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { type Browser, type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { type TikTokSandboxDriver, tiktokSandbox } from '@adfleet/test-support/tiktok-test-world';
import { ran } from '@adfleet/test-support/ran';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

const TIKTOK = 2;

describe('duplicating a TikTok campaign across advertisers', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  let tiktok: TikTokSandboxDriver;
  const owner = { id: '', workspaceId: '', token: '' };
  const other = { id: '', workspaceId: '', token: '' };
  /** Ana's advertisers by currency: USD (the source), EUR, JPY, MXN. */
  const advertisers: Record<string, string> = {};
  let source: any;
  let metaAct = '';
  let brazil = '';
  let ownerBrowser: Browser;

  const caller = (token: string) => callerAs({ ...testDeps(db(), { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, token);
  const api = (path: string, token: string, init: RequestInit = {}) =>
    fetch(`${app.baseUrl}${path}`, { ...init, headers: { authorization: `Bearer ${token}`, 'content-type': 'application/json', ...(init.headers as object) } });

  /** The source campaign's row as TikTok's sync writes it: platform 2, TikTok's campaign id. */
  async function listSource(campaign: any, advertiserId: string) {
    const account = await db().selectFrom('ad_accounts').select('id').where('workspace_id', '=', owner.workspaceId).where('platform_id', '=', TIKTOK).where('ad_account_id', '=', advertiserId).executeTakeFirstOrThrow();
    const at = new Date();
    await db().transaction().execute((trx) =>
      upsertCampaigns(trx, [
        { workspaceId: owner.workspaceId, adAccountId: account.id, platformId: TIKTOK, externalId: campaign.campaign_id, name: campaign.campaign_name, status: 'ACTIVE', effectiveStatus: 'ACTIVE', objective: campaign.objective_type, dailyBudget: null, lifetimeBudget: null, createdAt: at, updatedAt: at },
      ]),
    );
  }

  async function waitForBatch(batchId: string) {
    return vi.waitFor(
      async () => {
        const status = await caller(owner.token).clone.status({ batchId });
        if (status.status !== 'completed') throw new Error(`batch ${batchId} did not finish: ${JSON.stringify(status)}`);
        return status;
      },
      { timeout: 30_000, interval: 100 },
    );
  }

  const campaignsNamed = async (advertiserId: string, name: string) => ((await tiktok.tree(advertiserId)).campaigns as any[]).filter((campaign) => campaign.campaign_name === name);

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    tiktok = tiktokSandbox(app);
    // Limits are under test in one case only, which sets its own.
    await tiktok.control('PUT', '/limits', { qps: 1000, qpm: 60000, lock_seconds: 1, endpoint_qps: { '/ad/create/': 1000 } });
    await app.startWorker();
    for (const [who, name, ip, facebook, tiktokPerson] of [[owner, 'ttcloner', '10.7.0.1', 'Ana', 'Ana'], [other, 'ttother', '10.7.0.2', 'Chloé', 'Bruno']] as const) {
      const { id, workspaceId, token, browser } = await app.registerConnected(name, { ip, persona: facebook });
      Object.assign(who, { id, workspaceId, token });
      if (who === owner) ownerBrowser = browser;
      await tiktok.connect(browser, tiktokPerson);
    }
    const accounts = await db().selectFrom('ad_accounts').select(['ad_account_id', 'currency', 'platform_id', 'workspace_id']).execute();
    for (const account of accounts.filter((row) => row.workspace_id === owner.workspaceId && row.platform_id === TIKTOK)) advertisers[account.currency] = account.ad_account_id;
    metaAct = accounts.find((row) => row.workspace_id === owner.workspaceId && row.platform_id === 1)?.ad_account_id ?? '';
    brazil = accounts.find((row) => row.workspace_id === other.workspaceId && row.currency === 'BRL')?.ad_account_id ?? '';
    const usTree = await tiktok.tree(advertisers.USD ?? '');
    // A live campaign of two ad groups of two ads each.
    source = (usTree.campaigns as any[]).find((campaign) => campaign.secondary_status === 'CAMPAIGN_STATUS_ENABLE' && campaign.adgroups.length === 2 && campaign.adgroups.every((adgroup: any) => adgroup.ads.length === 2));
    expect(source).toBeDefined();
    await listSource(source, advertisers.USD ?? '');
  }, 120_000);
  afterAll(() => app?.close());

  const budgets = { EUR: 10_000, JPY: 2_000_000, MXN: 200_000 } as const;

  it('re-creates a 2 × 2 campaign in 3 advertisers: images shared, every object DISABLE, names, budgets, targeting and creatives as the source; results, history and audit rows as a Meta clone', async () => {
    const targets = (['EUR', 'JPY', 'MXN'] as const).map((currency) => ({ adAccountId: advertisers[currency] ?? '', budget: budgets[currency] }));
    const response = await api('/api/clone-campaign', owner.token, {
      method: 'POST',
      body: JSON.stringify({
        campaignId: source.campaign_id,
        nameTemplate: '{name} – {account}',
        budgetType: 'daily',
        dailyBudget: '10000',
        targetAccounts: targets.map((target) => target.adAccountId),
        targets,
        // Meta's page and pixel do not apply to TikTok: ignored, not refused.
        pageId: '123',
      }),
    });
    // 200 with the results when the clone ended within the route's wait; on a busy machine 202, then its status.
    expect([200, 202]).toContain(response.status);
    const answer = (await response.json()) as any;
    if (response.status === 202) await waitForBatch(answer.batchId);
    const results: any[] = response.status === 200 ? answer : ((await (await api(answer.statusUrl, owner.token)).json()) as any).accounts;
    expect(results.map((result) => [result.adAccountId, result.success]).sort()).toEqual(targets.map((target) => [target.adAccountId, true]).sort());

    const campaignBudget = source.budget_mode !== 'BUDGET_MODE_INFINITE';
    for (const [currency, budgetHundredths] of Object.entries(budgets)) {
      const advertiserId = advertisers[currency] ?? '';
      const result = results.find((item) => item.adAccountId === advertiserId);
      const advertiserTree = await tiktok.tree(advertiserId);
      const [copy, ...more] = await campaignsNamed(advertiserId, `${source.campaign_name} – ${advertiserTree.name}`);
      expect(more).toEqual([]);
      expect(copy.campaign_id).toBe(result.campaignId);
      expect(copy.operation_status).toBe('DISABLE');
      expect(copy.objective_type).toBe(source.objective_type);
      // The budget per target, in the target's currency, where the source keeps its budget.
      const amount = budgetHundredths / 100;
      if (campaignBudget) expect([copy.budget_mode, copy.budget]).toEqual(['BUDGET_MODE_DAY', amount]);
      else expect(copy.budget_mode).toBe('BUDGET_MODE_INFINITE');
      expect(copy.adgroups.map((adgroup: any) => adgroup.adgroup_name).sort()).toEqual(source.adgroups.map((adgroup: any) => adgroup.adgroup_name).sort());
      for (const adgroup of copy.adgroups) {
        const original = source.adgroups.find((candidate: any) => candidate.adgroup_name === adgroup.adgroup_name);
        expect(adgroup.operation_status).toBe('DISABLE');
        for (const field of ['location_ids', 'placements', 'placement_type', 'optimization_goal', 'billing_event', 'bid_type', 'pacing', 'promotion_type']) expect(adgroup[field], field).toEqual(original[field]);
        if (!campaignBudget) expect([adgroup.budget_mode, adgroup.budget]).toEqual(['BUDGET_MODE_DAY', amount]);
        expect(adgroup.ads).toHaveLength(2);
        for (const ad of adgroup.ads) {
          const originalAd = original.ads.find((candidate: any) => candidate.ad_name === ad.ad_name);
          expect(ad.operation_status).toBe('DISABLE');
          for (const field of ['ad_format', 'ad_text', 'call_to_action', 'landing_page_url', 'display_name', 'identity_type', 'image_ids']) expect(ad[field], field).toEqual(originalAd[field]);
        }
      }
      // The source's images are in the target's library now, shared (same ids), not uploaded again.
      const shown = new Set(source.adgroups.flatMap((adgroup: any) => adgroup.ads.flatMap((ad: any) => ad.image_ids)));
      expect([...shown].every((imageId) => advertiserTree.images.some((image: any) => image.image_id === imageId && image.owner_id === advertisers.USD))).toBe(true);
      expect(result.createdIds.adSetIds.sort()).toEqual(copy.adgroups.map((adgroup: any) => adgroup.adgroup_id).sort());
      expect(result.createdIds.adIds.sort()).toEqual(copy.adgroups.flatMap((adgroup: any) => adgroup.ads.map((ad: any) => ad.ad_id)).sort());
      // Listed at once, as a Meta clone's campaign is.
      const listed = await db().selectFrom('campaigns').select(['platform_id', 'status']).where('external_id', '=', copy.campaign_id).where('workspace_id', '=', owner.workspaceId).execute();
      expect(listed).toEqual([{ platform_id: TIKTOK, status: 'PAUSED' }]);
    }

    const history = await caller(owner.token).clone.history({});
    expect(history.items[0]).toMatchObject({ sourceCampaignName: source.campaign_name, targetCount: 3, successCount: 3, errorCount: 0, status: 'completed' });
    const batchId = history.items[0]?.batchId ?? '';
    const audit = await db().selectFrom('audit_log').select(['action', 'metadata']).where('workspace_id', '=', owner.workspaceId).where('action', 'like', 'clone.%').orderBy('id').execute();
    expect(audit.map((row) => row.action)).toEqual(['clone.requested', 'clone.account_succeeded', 'clone.account_succeeded', 'clone.account_succeeded']);
    expect(audit[0]?.metadata).toMatchObject({ batchId, sourceCampaignId: source.campaign_id, targetAccounts: targets.map((target) => target.adAccountId) });
    for (const row of audit.slice(1)) expect((row.metadata as any).createdIds.adIds).toHaveLength(4);
  }, 60_000);

  it('prefills the dialog with the TikTok source’s budget, read from TikTok, and finds nothing for another workspace', async () => {
    const modes: Record<string, 'daily' | 'lifetime'> = { BUDGET_MODE_DAY: 'daily', BUDGET_MODE_TOTAL: 'lifetime' };
    const own = modes[source.budget_mode] && Number(source.budget) > 0 ? { budgetType: modes[source.budget_mode], amount: Number(source.budget), from: 'campaign' } : undefined;
    const adGroupBudgets = (source.adgroups as any[]).filter((adgroup) => adgroup.budget_mode === 'BUDGET_MODE_DAY').map((adgroup) => Number(adgroup.budget));
    const expected = own ?? { budgetType: 'daily', amount: Math.min(...adGroupBudgets), from: 'adSets' };
    expect(await caller(owner.token).clone.sourceBudget({ campaignId: source.campaign_id })).toEqual({ ...expected, currency: 'USD' });
    await expect(caller(other.token).clone.sourceBudget({ campaignId: source.campaign_id })).rejects.toMatchObject({ code: 'NOT_FOUND' });
  });

  it('refuses another workspace’s advertiser and a Meta account for a TikTok source, naming why, and stores nothing', async () => {
    const before = await db().selectFrom('clone_batches').select('id').where('workspace_id', '=', owner.workspaceId).execute();
    const request = { campaignId: source.campaign_id, nameTemplate: '{name} copy', budgetType: 'daily' as const, dailyBudget: 10_000 };
    await expect(caller(owner.token).clone.start({ ...request, targetAccounts: [brazil] })).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { userMessage: { code: 'cloneTargetUnknown' } } });
    await expect(caller(owner.token).clone.start({ ...request, targetAccounts: [advertisers.EUR ?? '', metaAct] })).rejects.toMatchObject({
      cause: { userMessage: { code: 'cloneTargetOtherPlatform', params: { adAccountId: metaAct } } },
    });
    await expect(caller(owner.token).clone.preflight({ ...request, targetAccounts: [metaAct] })).rejects.toMatchObject({ cause: { userMessage: { code: 'cloneTargetOtherPlatform' } } });
    // Nor may the other workspace name the owner's campaign as a source.
    await expect(caller(other.token).clone.start({ ...request, targetAccounts: [brazil] })).rejects.toMatchObject({ code: 'NOT_FOUND' });
    // Several TikTok campaigns at once are refused with the reason, not as campaigns that do not exist.
    const second = ((await tiktok.tree(advertisers.USD ?? '')).campaigns as any[]).find((campaign) => campaign.campaign_id !== source.campaign_id);
    await listSource(second, advertisers.USD ?? '');
    const several = { ...request, campaignIds: [source.campaign_id, second.campaign_id], targetAccounts: [advertisers.EUR ?? ''] };
    await expect(caller(owner.token).clone.start(several)).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { userMessage: { code: 'cloneSeveralTikTok' } } });
    await expect(caller(owner.token).clone.preflight(several)).rejects.toMatchObject({ code: 'BAD_REQUEST', cause: { userMessage: { code: 'cloneSeveralTikTok' } } });
    expect(await db().selectFrom('clone_batches').select('id').where('workspace_id', '=', owner.workspaceId).execute()).toEqual(before);
  });

  it('defers, not fails, while TikTok answers 40100 to every ad create, and then finishes without creating anything twice', async () => {
    await tiktok.control('PUT', '/faults', { errors: [{ code: 40100, rate: 1, path: '/ad/create/', method: 'POST' }] });
    const { batchId } = ran(await caller(owner.token).clone.start({
      campaignId: source.campaign_id,
      nameTemplate: '{name} – storm {account}',
      budgetType: 'daily',
      dailyBudget: 10_000,
      targetAccounts: [advertisers.EUR ?? ''],
    }));
    const target = async () => db().selectFrom('clone_targets').selectAll().where('batch_id', '=', batchId).executeTakeFirstOrThrow();
    // Deferred: queued again for when TikTok's block lifts, with a job that waits, and nothing failed.
    let deferred: any;
    for (let tries = 0; tries < 300 && !deferred; tries++) {
      const jobs = await sql<{ start_after: Date }>`select start_after from pgboss.job where name = 'clone.account' and data->>'targetId' = ${(await target()).id} and state = 'created' and start_after > now() + interval '30 seconds'`.execute(db());
      if (jobs.rows[0]) deferred = jobs.rows[0];
      else if ((await target()).state === 'failed') break;
      else await new Promise((resolve) => setTimeout(resolve, 100));
    }
    expect((await target()).state).toBe('queued');
    expect(deferred?.start_after).toBeDefined();
    const steps = await db().selectFrom('clone_steps').select(['kind', 'state']).where('target_id', '=', (await target()).id).execute();
    expect(steps.filter((step) => step.kind === 'ad' && step.state === 'created')).toEqual([]);
    expect(steps.filter((step) => step.kind === 'adset' && step.state === 'created')).toHaveLength(2);
    // The block lifts; the deferred job runs (now rather than in a minute) and adopts nothing it did not make.
    await tiktok.control('DELETE', '/faults');
    await sql`update pgboss.job set start_after = now() where name = 'clone.account' and state = 'created'`.execute(db());
    const status = await waitForBatch(batchId);
    expect(status.accounts.map((account) => account.state)).toEqual(['succeeded']);
    const [copy, ...more] = await campaignsNamed(advertisers.EUR ?? '', `${source.campaign_name} – storm ${status.accounts[0]?.accountName}`);
    expect(more).toEqual([]);
    expect(copy.adgroups.map((adgroup: any) => adgroup.ads.length)).toEqual([2, 2]);
  }, 60_000);

  it('fails a target TikTok refuses mid-clone with TikTok’s words and what it left, and Retry continues it without creating twice', async () => {
    await tiktok.control('PUT', '/faults', { errors: [{ code: 40002, rate: 1, path: '/ad/create/', method: 'POST', times: 1 }] });
    const { batchId } = ran(await caller(owner.token).clone.start({
      campaignId: source.campaign_id,
      nameTemplate: '{name} – retried {account}',
      budgetType: 'daily',
      dailyBudget: 200_000,
      targetAccounts: [advertisers.MXN ?? ''],
    }));
    const failed = await waitForBatch(batchId);
    const [account] = failed.accounts;
    expect(account?.state).toBe('failed');
    expect(account?.error).toMatchObject({ code: 'cloneTikTokRefused', params: { errorCode: '40002' } });
    expect([account?.createdIds.adSetIds.length, account?.createdIds.adIds.length]).toEqual([2, 3]);
    await tiktok.control('DELETE', '/faults');
    await caller(owner.token).clone.retry({ targetId: account?.targetId ?? '' });
    const retried = await waitForBatch(batchId);
    expect(retried.accounts.map((item) => item.state)).toEqual(['succeeded']);
    const [copy, ...more] = await campaignsNamed(advertisers.MXN ?? '', `${source.campaign_name} – retried ${account?.accountName}`);
    expect(more).toEqual([]);
    expect(copy.campaign_id).toBe(account?.createdIds.campaignId);
    expect(copy.adgroups.map((adgroup: any) => adgroup.ads.length)).toEqual([2, 2]);
    const actions = await db().selectFrom('audit_log').select('action').where('workspace_id', '=', owner.workspaceId).where('target_id', '=', account?.targetId ?? '').orderBy('id').execute();
    expect(actions.map((row) => row.action)).toEqual(['clone.account_failed', 'clone.account_retried', 'clone.account_succeeded']);
  }, 60_000);

  it('preflights each target advertiser: a budget under TikTok’s minimum, an inactive advertiser and one of another authorization are named before anything is created', async () => {
    const before = await db().selectFrom('clone_batches').select('id').where('workspace_id', '=', owner.workspaceId).execute();
    // The owner also connects Chloé's advertisers: another TikTok authorization, another token, so the source's images
    // cannot be shared with them; her Korean advertiser is disabled.
    await tiktok.connect(ownerBrowser, 'Chloé');
    const others = await db().selectFrom('ad_accounts').select(['ad_account_id', 'currency']).where('workspace_id', '=', owner.workspaceId).where('platform_id', '=', TIKTOK).where('currency', 'in', ['GBP', 'KRW']).orderBy('currency').execute();
    const result = await caller(owner.token).clone.preflight({
      campaignId: source.campaign_id,
      nameTemplate: '{name} – {account}',
      budgetType: 'daily',
      dailyBudget: 100,
      targetAccounts: [advertisers.JPY ?? '', ...others.map((account) => account.ad_account_id)],
      targets: others.map((account) => ({ adAccountId: account.ad_account_id, budget: 100_000_000 })),
    });
    expect(result.targets.map((target) => target.problems.map((problem) => problem.code))).toEqual([
      ['preflightBudgetBelowMinimum'],
      ['preflightTikTokAssetsNotShareable'],
      ['preflightTikTokAccountInactive', 'preflightTikTokAssetsNotShareable'],
    ]);
    expect(result.targets.every((target) => target.minimumBudget !== null && !target.needsPage && !target.needsPixel && !target.needsDsa)).toBe(true);
    expect(await db().selectFrom('clone_batches').select('id').where('workspace_id', '=', owner.workspaceId).execute()).toEqual(before);
    // Connecting Chloé started her advertisers' first sync: it ends here, not under the worker's stop in afterAll.
    await settledSyncRuns(db(), owner);
  });
});
