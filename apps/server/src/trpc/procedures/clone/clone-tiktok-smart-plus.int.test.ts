import { renderMessage } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it, vi } from 'vitest';
import { ran } from '@adfleet/test-support/ran';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { registerWithTikTok } from '@adfleet/test-support/tiktok-journey';
import { type TikTokSandboxDriver, tiktokSandbox } from '@adfleet/test-support/tiktok-test-world';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

describe('duplicating a TikTok Smart+ campaign', () => {
  const database = useTestDatabase();
  const db = () => database().db;
  let app: SandboxedServer;
  let tiktok: TikTokSandboxDriver;
  let owner: Awaited<ReturnType<typeof registerWithTikTok>>;
  /** Ana's advertisers by currency: USD runs the Smart+ campaigns. */
  const advertisers: Record<string, string> = {};
  let source: any;

  const caller = () => callerAs({ ...testDeps(db(), { ...app.config, cloneWaitMs: 0 }), jobs: app.server.jobs }, owner.token);
  const waitForBatch = (batchId: string) =>
    vi.waitFor(
      async () => {
        const status = await caller().clone.status({ batchId });
        if (status.status !== 'completed') throw new Error(`batch ${batchId} did not finish: ${JSON.stringify(status)}`);
        return status;
      },
      // TikTok's copy runs a moment; the job asks again 5 seconds later.
      { timeout: 60_000, interval: 200 },
    );
  const everyCampaign = async (advertiserId: string) => {
    const tree = await tiktok.tree(advertiserId);
    return [...tree.campaigns, ...tree.smart_plus_campaigns] as any[];
  };

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    tiktok = tiktokSandbox(app);
    await tiktok.control('PUT', '/limits', { qps: 1000, qpm: 60000, lock_seconds: 1 });
    await app.startWorker();
    owner = await registerWithTikTok(app, 'Ana', 'ttsmart');
    // The first sync lists the Smart+ campaigns beside the others, marked: the Duplicator's sources.
    await settledSyncRuns(db(), owner, { atLeast: owner.persona.advertiser_ids.length, timeoutMs: 60_000 });
    const accounts = await db().selectFrom('ad_accounts').select(['ad_account_id', 'currency']).where('workspace_id', '=', owner.workspaceId).execute();
    for (const account of accounts) advertisers[account.currency] = account.ad_account_id;
    source = ((await tiktok.tree(advertisers.USD ?? '')).smart_plus_campaigns as any[]).find((campaign) => campaign.objective_type === 'WEB_CONVERSIONS');
    expect(source).toBeDefined();
    const listed = await db().selectFrom('campaigns').select(['smart_plus']).where('workspace_id', '=', owner.workspaceId).where('external_id', '=', source.campaign_id).executeTakeFirstOrThrow();
    expect(listed.smart_plus).toBe(true);
  }, 120_000);
  afterAll(() => app?.close());

  const request = () => ({ campaignId: source.campaign_id, nameTemplate: '{name} – {account}', budgetType: 'daily' as const, dailyBudget: 15_000 });

  it('preflights its own advertiser as fine and refuses every other one, saying TikTok copies Smart+ only within an advertiser, in English and Spanish', async () => {
    const targets = [advertisers.USD ?? '', advertisers.EUR ?? '', advertisers.JPY ?? ''];
    const result = await caller().clone.preflight({ ...request(), targetAccounts: targets });
    expect(result.targets.map((target) => [target.adAccountId, target.problems.map((problem) => problem.code)])).toEqual([
      [advertisers.USD, []],
      [advertisers.EUR, ['preflightSmartPlusOtherAdvertiser']],
      [advertisers.JPY, ['preflightSmartPlusOtherAdvertiser']],
    ]);
    const refusal = result.targets[1]?.problems[0];
    expect(refusal?.params).toEqual({ account: 'Torres Outdoor España' });
    expect(renderMessage(refusal!, 'en')).toBe(
      "Torres Outdoor España is another advertiser: TikTok copies a Smart+ campaign only within its own advertiser, and offers no way to copy one into another. Leave it out, or duplicate into the campaign's own advertiser.",
    );
    expect(renderMessage(refusal!, 'es')).toContain('TikTok copia una campaña Smart+ solo dentro de su propio anunciante');
    // TikTok copies it with its ad groups and ads, or not at all.
    const bare = await caller().clone.preflight({ ...request(), targetAccounts: [advertisers.USD ?? ''], options: { duplicateAds: false } });
    expect(bare.targets[0]?.problems.map((problem) => problem.code)).toEqual(['preflightSmartPlusWithoutAds']);
    // The dialog opens with the source's own budget: its dynamic daily one, a daily budget.
    expect(await caller().clone.sourceBudget({ campaignId: source.campaign_id })).toEqual({ budgetType: 'daily', amount: 120, currency: 'USD', from: 'campaign' });
  });

  it('copies it into its own advertiser through TikTok’s Smart+ copy task, every object paused, and refuses another advertiser with nothing created there', async () => {
    const spain = advertisers.EUR ?? '';
    const spainBefore = (await everyCampaign(spain)).length;
    // TikTok's copy takes a while: the job finds it running, and asks again later.
    await tiktok.control('PUT', '/smart-plus', { copy_seconds: 4 });
    await tiktok.control('DELETE', '/calls');
    const { batchId } = ran(await caller().clone.start({ ...request(), targetAccounts: [advertisers.USD ?? '', spain] }));
    const status = await waitForBatch(batchId);
    const byAccount = new Map(status.accounts.map((account) => [account.adAccountId, account]));

    // The other advertiser: refused before anything was asked of TikTok, with the preflight's reason.
    const refused = byAccount.get(spain);
    expect(refused).toMatchObject({ state: 'failed', error: { code: 'preflightSmartPlusOtherAdvertiser', params: { account: 'Torres Outdoor España' } } });
    expect(refused?.createdIds).toEqual({ adSetIds: [], creativeIds: [], adIds: [] });
    expect((await everyCampaign(spain)).length).toBe(spainBefore);

    // Its own advertiser: one copy, made by TikTok, DISABLE all through, named from the template.
    const copied = byAccount.get(advertisers.USD ?? '');
    expect(copied?.state).toBe('succeeded');
    const tree = await tiktok.tree(advertisers.USD ?? '');
    const copies = (tree.smart_plus_campaigns as any[]).filter((campaign) => campaign.campaign_name === `${source.campaign_name} – ${tree.name}`);
    expect(copies).toHaveLength(1);
    const copy = copies[0];
    expect(copy).toMatchObject({ campaign_id: copied?.createdIds.campaignId, operation_status: 'DISABLE', objective_type: source.objective_type, budget_optimize_on: true, budget: 150 });
    const shape = (campaign: any) => (campaign.adgroups as any[]).map((adgroup) => [adgroup.adgroup_name, (adgroup.ads as any[]).map((ad) => ad.ad_name).sort()]).sort();
    expect(shape(copy)).toEqual(shape(source));
    const statuses = [copy.operation_status, ...(copy.adgroups as any[]).flatMap((adgroup) => [adgroup.operation_status, ...(adgroup.ads as any[]).map((ad) => ad.operation_status)])];
    expect(new Set(statuses)).toEqual(new Set(['DISABLE']));
    // The results and audit name what TikTok made.
    expect(copied?.createdIds.adSetIds.sort()).toEqual((copy.adgroups as any[]).map((adgroup) => adgroup.adgroup_id).sort());
    expect(copied?.createdIds.adIds.sort()).toEqual((copy.adgroups as any[]).flatMap((adgroup) => (adgroup.ads as any[]).map((ad) => ad.smart_plus_ad_id)).sort());
    // Not re-created object by object: one copy task, asked once, checked until done; nothing made through the create endpoints.
    const { counters } = await tiktok.control('GET', '/calls');
    const at = (path: string) => counters.byPath[`/open_api/v1.3${path}`] ?? 0;
    expect(at('/smart_plus/campaign/copy/task/create/')).toBe(1);
    expect(at('/smart_plus/campaign/copy/task/check/')).toBeGreaterThanOrEqual(2);
    expect(at('/campaign/create/') + at('/adgroup/create/') + at('/ad/create/') + at('/creative/asset/share/')).toBe(0);
    // Listed at once as the Smart+ campaign it is, paused.
    const listed = await db().selectFrom('campaigns').select(['status', 'smart_plus']).where('workspace_id', '=', owner.workspaceId).where('external_id', '=', copy.campaign_id).execute();
    expect(listed).toEqual([{ status: 'PAUSED', smart_plus: true }]);
  }, 90_000);

  it('asks TikTok for a new copy when a retried target’s copy failed whole, and ends with exactly one', async () => {
    const usd = advertisers.USD ?? '';
    const name = `${source.campaign_name} · again`;
    const copiesNamed = async () => (await everyCampaign(usd)).filter((campaign) => campaign.campaign_name === name);
    await tiktok.control('PUT', '/smart-plus', { copy_seconds: 0, failing_copies: 1 });
    await tiktok.control('DELETE', '/calls');
    const { batchId } = ran(await caller().clone.start({ ...request(), nameTemplate: '{name} · again', targetAccounts: [usd] }));
    const failed = (await waitForBatch(batchId)).accounts[0];
    expect(failed).toMatchObject({ state: 'failed', error: { code: 'cloneSmartPlusCopyFailed', params: { detail: 'Internal error. Please try again later.' } } });
    expect(renderMessage(failed!.error!, 'es')).toBe('TikTok no pudo copiar la campaña Smart+: Internal error. Please try again later.');
    expect(await copiesNamed()).toHaveLength(0);

    await caller().clone.retry({ targetId: failed?.targetId ?? '' });
    const retried = (await waitForBatch(batchId)).accounts[0];
    expect(retried?.state).toBe('succeeded');
    const copies = await copiesNamed();
    expect(copies.map((campaign) => campaign.campaign_id)).toEqual([retried?.createdIds.campaignId]);
    // Two tasks made (the failed one and the new one), not the failed one read again; a call TikTok throttled made none.
    const { data: calls } = await tiktok.control('GET', '/calls');
    const made = (calls as any[]).filter((call) => call.path === '/open_api/v1.3/smart_plus/campaign/copy/task/create/' && call.code === 0);
    expect(made).toHaveLength(2);
  }, 90_000);

  it('keeps a target failed when TikTok’s copy made its campaign but not all of it, naming the campaign, and asks no second copy on retry', async () => {
    const usd = advertisers.USD ?? '';
    await tiktok.control('PUT', '/smart-plus', { copy_seconds: 0, partial_copies: 1 });
    await tiktok.control('DELETE', '/calls');
    const { batchId } = ran(await caller().clone.start({ ...request(), nameTemplate: '{name} · part', targetAccounts: [usd] }));
    const failed = (await waitForBatch(batchId)).accounts[0];
    const campaignId = failed?.createdIds.campaignId;
    expect(campaignId).toBeTruthy();
    expect(failed).toMatchObject({ state: 'failed', error: { code: 'cloneSmartPlusCopyPartial', params: { campaignId, detail: 'Internal error. Please try again later.' } } });
    expect(renderMessage(failed!.error!, 'es')).toContain(`La copia de TikTok creó la campaña ${campaignId}, pero no entera`);
    // What TikTok made is on record, so the user sees what was left.
    const made = ((await tiktok.tree(usd)).smart_plus_campaigns as any[]).find((campaign) => campaign.campaign_id === campaignId);
    expect(failed?.createdIds.adSetIds.sort()).toEqual((made.adgroups as any[]).map((adgroup) => adgroup.adgroup_id).sort());

    await caller().clone.retry({ targetId: failed?.targetId ?? '' });
    expect((await waitForBatch(batchId)).accounts[0]).toMatchObject({ state: 'failed', error: { code: 'cloneSmartPlusCopyPartial' } });
    const { data: calls } = await tiktok.control('GET', '/calls');
    expect((calls as any[]).filter((call) => call.path === '/open_api/v1.3/smart_plus/campaign/copy/task/create/' && call.code === 0)).toHaveLength(1);
  }, 90_000);
});
