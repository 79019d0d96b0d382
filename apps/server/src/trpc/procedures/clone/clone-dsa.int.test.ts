import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { tree } from './clone-fixture.ts';
import { ran } from '@adfleet/test-support/ran';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees are free-form JSON */

/**
 * The EU Digital Services Act in the Duplicator. The source campaign (Northwind US) reaches Spain with an ad set that
 * names no DSA payor or beneficiary: its own account's defaults stood in for them. Northwind EU has no defaults, so a
 * clone there needs them given per target; Northwind UK has defaults of its own, so it needs nothing.
 */
describe('clone preflight and start: EU DSA payor and beneficiary', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const acts: Record<string, string> = {};
  const names: Record<string, string> = {};
  let anaToken: string;
  let campaignId: string;
  const SOURCE_NAME = 'DSA Source';

  const caller = () => callerAs({ ...testDeps(database().db, app.config), jobs: app.server.jobs }, owner.token);
  const graphPost = async (path: string, params: Record<string, unknown>) => {
    const body = new URLSearchParams({ access_token: anaToken });
    for (const [name, value] of Object.entries(params)) body.set(name, typeof value === 'string' ? value : JSON.stringify(value));
    const response = await fetch(`${app.sandboxUrl}/${app.config.meta.graphVersion}/${path}`, { method: 'POST', body });
    const json = (await response.json()) as any;
    if (!response.ok) throw new Error(`${path}: ${JSON.stringify(json)}`);
    return json;
  };
  const request = (over: Record<string, unknown> = {}) => ({
    campaignId,
    nameTemplate: '{name} – {account}',
    budgetType: 'daily' as const,
    dailyBudget: '20000',
    targetAccounts: [acts.eu ?? '', acts.uk ?? ''],
    ...over,
  });
  const clonesIn = async (key: string, name: string) => (await tree(app, acts[key] ?? '')).campaigns.filter((campaign: any) => campaign.name === name);

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    Object.assign(owner, await app.registerConnected('dsa-cloner', { ip: '10.6.0.1', persona: 'Ana' }));
    await settledSyncRuns(database().db, owner);
    const { accounts } = await app.control('GET', '');
    for (const account of accounts as Array<{ id: string; name: string }>) {
      const key = account.name.includes('US Store') ? 'us' : account.name.includes('EU') ? 'eu' : account.name.includes('UK') ? 'uk' : '';
      if (!key) continue;
      acts[key] = account.id;
      names[key] = account.name;
    }
    anaToken = await app.mintToken('Ana');
    const us = acts.us ?? '';
    await graphPost(us, { default_dsa_payor: 'Northwind Agency', default_dsa_beneficiary: 'Northwind US' });
    await graphPost(acts.uk ?? '', { default_dsa_payor: 'Northwind UK Ltd', default_dsa_beneficiary: 'Northwind Outdoor' });
    const [page] = (await app.graphGet(`${us}/promote_pages`, { access_token: anaToken, fields: 'id' })).data as Array<{ id: string }>;
    const [image] = (await app.graphGet(`${us}/adimages`, { access_token: anaToken, fields: 'hash' })).data as Array<{ hash: string }>;
    const campaign = await graphPost(`${us}/campaigns`, { name: SOURCE_NAME, objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE', special_ad_categories: [] });
    campaignId = campaign.id;
    const adset = await graphPost(`${us}/adsets`, {
      name: `${SOURCE_NAME} · Spain`,
      campaign_id: campaign.id,
      status: 'ACTIVE',
      daily_budget: 3000,
      billing_event: 'IMPRESSIONS',
      optimization_goal: 'LINK_CLICKS',
      targeting: { geo_locations: { countries: ['ES'] } },
    });
    const creative = await graphPost(`${us}/adcreatives`, { name: `${SOURCE_NAME} · Creative`, object_story_spec: { page_id: page?.id, link_data: { link: 'https://example.com', message: 'Hola', image_hash: image?.hash } } });
    await graphPost(`${us}/ads`, { name: `${SOURCE_NAME} · Ad`, adset_id: adset.id, creative: { creative_id: creative.id }, status: 'ACTIVE' });
    const sourceAdset = (await tree(app, us)).campaigns.find((candidate: any) => candidate.id === campaign.id).adsets[0];
    expect(sourceAdset.dsa_payor).toBeUndefined();
    const synced = await fetch(`${app.baseUrl}/api/facebook/ad-accounts`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(synced.status).toBe(200);
    await settledSyncRuns(database().db, owner);
  }, 120_000);
  afterAll(() => app.close());

  it('asks for them where the account has no defaults, and passes once given', async () => {
    const result = await caller().clone.preflight(request());
    const row = (key: string) => result.targets.find((target) => target.adAccountId === acts[key]);
    expect(row('eu')).toMatchObject({ needsDsa: true, problems: [{ code: 'preflightDsaMissing', params: { account: names.eu } }] });
    expect(row('uk')).toMatchObject({ needsDsa: false, problems: [] });

    const half = await caller().clone.preflight(request({ targets: [{ adAccountId: acts.eu, dsaPayor: 'Northwind Agency SL' }] }));
    expect(half.targets.find((target) => target.adAccountId === acts.eu)?.problems.map((problem) => problem.code)).toEqual(['preflightDsaMissing']);
    const given = await caller().clone.preflight(request({ targets: [{ adAccountId: acts.eu, dsaPayor: 'Northwind Agency SL', dsaBeneficiary: 'Northwind Moda' }] }));
    expect(given.targets.find((target) => target.adAccountId === acts.eu)).toMatchObject({ needsDsa: true, problems: [] });
  }, 60_000);

  it('refuses at the start, creating nothing, a target still missing them, while the account with defaults clones', async () => {
    const name = `${SOURCE_NAME} · refused`;
    const before = await tree(app, acts.eu ?? '');
    const started = ran(await caller().clone.start(request({ nameTemplate: name })));
    const byAct = new Map(started.results?.map((result) => [result.adAccountId, result]));
    expect(byAct.get(acts.eu ?? '')).toMatchObject({ success: false, error: { code: 'preflightDsaMissing', params: { account: names.eu } } });
    expect(byAct.get(acts.uk ?? '')?.success).toBe(true);
    const after = await tree(app, acts.eu ?? '');
    expect(after.campaigns).toHaveLength(before.campaigns.length);
    expect(after.creatives).toHaveLength(before.creatives.length);
    expect(after.images).toHaveLength(before.images.length);
    // UK's ad set names none of its own: the account's defaults stand in, as Meta applies them.
    const [ukClone] = await clonesIn('uk', name);
    expect(ukClone.adsets).toHaveLength(1);
    expect(ukClone.adsets[0].dsa_payor).toBeUndefined();
  }, 60_000);

  it('creates the ad sets with the payor and beneficiary given per target over POST /api/clone-campaign', async () => {
    const name = `${SOURCE_NAME} · given`;
    const response = await fetch(`${app.baseUrl}/api/clone-campaign`, {
      method: 'POST',
      headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json' },
      body: JSON.stringify(request({ nameTemplate: name, targetAccounts: [acts.eu], targets: [{ adAccountId: acts.eu, dsaPayor: ' Northwind Agency SL ', dsaBeneficiary: 'Northwind Moda' }] })),
    });
    expect(response.status).toBe(200);
    const [result] = (await response.json()) as any[];
    expect(result).toMatchObject({ success: true, adAccountId: acts.eu });
    const [clone] = await clonesIn('eu', name);
    expect(clone.status).toBe('PAUSED');
    expect(clone.adsets.map((adset: any) => [adset.dsa_payor, adset.dsa_beneficiary, adset.ads.length])).toEqual([['Northwind Agency SL', 'Northwind Moda', 1]]);
  }, 60_000);
});
