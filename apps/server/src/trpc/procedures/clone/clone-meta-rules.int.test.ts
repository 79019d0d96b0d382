import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { ran } from '@adfleet/test-support/ran';
import { graphPost, tree } from './clone-fixture.ts';

/* eslint-disable @typescript-eslint/no-explicit-any -- sandbox trees and Graph answers are free-form JSON */

/**
 * Clones under the rules Meta brought in from v22 to v27, each of which the Graph sandbox holds AdFleet to: a copy's
 * Advantage+ audience is its source's (the sandbox gives a new ad set that says nothing 1, as Meta does), a legacy
 * Advantage+ shopping campaign is refused before anything is made, removed placements are left out with a warning, and
 * a creative stored with the old Instagram names is sent in the new ones (the sandbox refuses the old ones). Every copy
 * is read back from the sandbox.
 */
describe('clones under Meta’s rules of v23–v27', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  const acts: Record<string, string> = {};
  let anaToken: string;
  let pageId: string;
  let imageHash: string;
  const sources: Record<'narrow' | 'open' | 'unsaid' | 'asc' | 'placed', string> = { narrow: '', open: '', unsaid: '', asc: '', placed: '' };

  const caller = () => callerAs({ ...testDeps(database().db, app.config), jobs: app.server.jobs }, owner.token);
  const graph = (path: string, params: Record<string, string>) => app.graphGet(path, { access_token: anaToken, ...params });
  const US = { geo_locations: { countries: ['US'] } };

  /** A traffic campaign through the Graph API: one ad set of `targeting`, one ad on the store's page. */
  async function madeToday(name: string, targeting: Record<string, unknown>, campaign: Record<string, unknown> = {}) {
    const us = acts.us ?? '';
    const created = await graphPost(app, anaToken, `${us}/campaigns`, { name, objective: 'OUTCOME_TRAFFIC', status: 'ACTIVE', special_ad_categories: [], ...campaign });
    const budget = campaign.daily_budget === undefined ? { daily_budget: 3000 } : {};
    const adset = await graphPost(app, anaToken, `${us}/adsets`, { name: `${name} · Set`, campaign_id: created.id, status: 'ACTIVE', billing_event: 'IMPRESSIONS', optimization_goal: 'LINK_CLICKS', targeting, ...budget });
    const creative = await graphPost(app, anaToken, `${us}/adcreatives`, { name: `${name} · Creative`, object_story_spec: { page_id: pageId, link_data: { link: 'https://example.com', message: 'Hi', image_hash: imageHash } } });
    await graphPost(app, anaToken, `${us}/ads`, { name: `${name} · Ad`, adset_id: adset.id, creative: { creative_id: creative.id }, status: 'ACTIVE' });
    return created.id as string;
  }

  /** A campaign made before today's rules, which no Graph call may make now: through the sandbox's controls. */
  async function madeEarlier(body: Record<string, unknown>) {
    return ((await app.control('POST', `/accounts/${acts.us}/campaigns`, body)) as { id: string }).id;
  }

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await app.startWorker();
    Object.assign(owner, await app.registerConnected('rules-cloner', { ip: '10.7.0.1', persona: 'Ana' }));
    await settledSyncRuns(database().db, owner);
    for (const account of (await app.control('GET', '')).accounts as Array<{ id: string; name: string }>) {
      const key = account.name.includes('US Store') ? 'us' : account.name.includes('EU') ? 'eu' : account.name.includes('UK') ? 'uk' : '';
      if (key) acts[key] = account.id;
    }
    anaToken = await app.mintToken('Ana');
    const pages = (await graph(`${acts.us}/promote_pages`, { fields: 'id,name' })).data as Array<{ id: string; name: string }>;
    // The store's own page, which the EU and UK accounts may promote too.
    pageId = pages.find((page) => page.name === 'Northwind')?.id ?? '';
    imageHash = ((await graph(`${acts.us}/adimages`, { fields: 'hash' })).data as Array<{ hash: string }>)[0]?.hash ?? '';

    sources.narrow = await madeToday('Narrow audience', { ...US, age_min: 30, targeting_automation: { advantage_audience: 0 } });
    // An Advantage+ sales campaign of today: campaign budget, Advantage+ audience, Advantage+ placements.
    sources.open = await madeToday('Advantage+ sales', { ...US, targeting_automation: { advantage_audience: 1 } }, { objective: 'OUTCOME_SALES', daily_budget: 9000, bid_strategy: 'LOWEST_COST_WITHOUT_CAP' });
    // An ad set made before v23.0 said nothing of Advantage+ audience, and had none.
    sources.unsaid = await madeEarlier({
      name: 'Before v23',
      objective: 'OUTCOME_TRAFFIC',
      adsets: [{ name: 'Before v23 · Set', daily_budget: 3000, targeting: { ...US, age_min: 30 }, ads: [{ name: 'Before v23 · Ad', creative: { object_story_spec: { page_id: pageId, link_data: { link: 'https://example.com', image_hash: imageHash } } } }] }],
    });
    sources.asc = await madeEarlier({
      name: 'Shopping 2025',
      objective: 'OUTCOME_SALES',
      smart_promotion_type: 'AUTOMATED_SHOPPING_ADS',
      daily_budget: 10000,
      adsets: [{ name: 'Shopping 2025 · All', targeting: US, ads: [{ name: 'Shopping 2025 · Ad', creative: { object_story_spec: { page_id: pageId, link_data: { link: 'https://example.com', image_hash: imageHash } } } }] }],
    });
    sources.placed = await madeEarlier({
      name: 'Placed 2025',
      objective: 'OUTCOME_TRAFFIC',
      adsets: [
        {
          name: 'Placed 2025 · Feeds',
          daily_budget: 3000,
          targeting: { ...US, publisher_platforms: ['facebook', 'instagram', 'messenger'], facebook_positions: ['feed'], instagram_positions: ['stream', 'explore'], messenger_positions: ['messenger_home', 'story'] },
          ads: [
            {
              name: 'Placed 2025 · Ad',
              creative: { object_story_spec: { page_id: pageId, instagram_actor_id: '17841400000000001', link_data: { link: 'https://example.com', image_hash: imageHash } } },
            },
          ],
        },
      ],
    });
    // The new campaigns reach AdFleet by a sync, as they would after being built in Ads Manager.
    const synced = await fetch(`${app.baseUrl}/api/facebook/ad-accounts`, { headers: { authorization: `Bearer ${owner.token}` } });
    expect(synced.status).toBe(200);
    await settledSyncRuns(database().db, owner);
  }, 120_000);
  afterAll(() => app.close());

  const targets = () => [acts.us ?? '', acts.eu ?? '', acts.uk ?? ''];
  const request = (campaignId: string, nameTemplate: string) => ({ campaignId, nameTemplate, budgetType: 'daily' as const, dailyBudget: '5000', targetAccounts: targets() });
  const copiesIn = async (act: string, name: string) => (await tree(app, act)).campaigns.filter((campaign: any) => campaign.name === name);
  const targetingOf = async (adsetId: string) => (await graph(adsetId, { fields: 'targeting' })).targeting;

  it.each([
    ['0', 'narrow', 0],
    ['1', 'open', 1],
    ['nothing (made before v23.0), which is 0', 'unsaid', 0],
  ] as const)('copies a source whose ad set says advantage_audience %s into three accounts, each copy saying the same explicitly, read back from Meta', async (_value, key, expected) => {
    const sourceTargeting = await targetingOf((await graph(`${sources[key]}/adsets`, { fields: 'id' })).data[0].id);
    const name = `Audience of ${key}`;
    const started = ran(await caller().clone.start(request(sources[key], name)));
    expect(started.results?.map((result) => [result.adAccountId, result.success, result.warnings])).toEqual(targets().map((act) => [act, true, []]));
    for (const act of targets()) {
      const [copy] = await copiesIn(act, name);
      expect(copy.adsets).toHaveLength(1);
      // Meta gives a new ad set that says nothing Advantage+ audience: a copy that left it out would read back 1.
      expect(await targetingOf(copy.adsets[0].id)).toEqual({ ...sourceTargeting, targeting_automation: { advantage_audience: expected } });
    }
  }, 90_000);

  it('keeps an Advantage+ sales campaign of today Advantage+ in every copy: budget, audience and placements', async () => {
    const stateOf = async (campaignId: string) => (await graph(campaignId, { fields: 'advantage_state_info' })).advantage_state_info;
    expect(await stateOf(sources.open)).toMatchObject({ advantage_state: 'advantage_plus_sales' });
    const name = 'Advantage+ kept';
    ran(await caller().clone.start(request(sources.open, name)));
    for (const act of targets()) expect(await stateOf((await copiesIn(act, name))[0].id)).toEqual(await stateOf(sources.open));
  }, 90_000);

  it('refuses a legacy Advantage+ shopping campaign for every target in the preflight and at the start, creating nothing', async () => {
    const preflight = await caller().clone.preflight(request(sources.asc, 'Shopping copy'));
    expect(preflight.targets.map((target) => [target.adAccountId, target.problems])).toEqual(
      targets().map((act) => {
        const accountName = preflight.targets.find((target) => target.adAccountId === act)?.accountName;
        return [act, [{ code: 'preflightLegacyShoppingCampaign', params: { campaign: 'Shopping 2025', account: accountName } }]];
      }),
    );
    const before = await Promise.all(targets().map(async (act) => (await tree(app, act)).campaigns.length));
    const started = ran(await caller().clone.start(request(sources.asc, 'Shopping copy')));
    expect(started.results?.map((result) => [result.success, result.error?.code])).toEqual(targets().map(() => [false, 'preflightLegacyShoppingCampaign']));
    expect(await Promise.all(targets().map(async (act) => (await tree(app, act)).campaigns.length))).toEqual(before);
  }, 90_000);

  it('leaves out the placements Meta removed, warning of each in the preflight and on every target, and sends the creative in v22’s names', async () => {
    const name = 'Placed copy';
    const preflight = await caller().clone.preflight(request(sources.placed, name));
    const warnings = [
      { code: 'cloneWarnExploreRemoved', params: { adSet: 'Placed 2025 · Feeds' } },
      { code: 'cloneWarnMessengerStoriesRemoved', params: { adSet: 'Placed 2025 · Feeds' } },
    ];
    expect(preflight.targets.map((target) => [target.problems, target.warnings])).toEqual(targets().map(() => [[], warnings]));
    // REST callers read them in their language.
    for (const [language, words] of [['en', 'Meta removed the Instagram Explore feed placement'], ['es', 'Meta retiró la ubicación del feed de Explorar de Instagram']] as const) {
      const answer = await fetch(`${app.baseUrl}/api/clone-campaign/preflight`, {
        method: 'POST',
        body: JSON.stringify(request(sources.placed, name)),
        headers: { authorization: `Bearer ${owner.token}`, 'content-type': 'application/json', 'accept-language': language },
      });
      const { targets: rows } = (await answer.json()) as { targets: Array<{ warnings: Array<{ code: string; message: string }> }> };
      expect(rows[0]?.warnings[0]?.message).toContain(words);
    }

    const started = ran(await caller().clone.start(request(sources.placed, name)));
    expect(started.results?.map((result) => [result.success, result.warnings])).toEqual(targets().map(() => [true, warnings]));
    for (const act of targets()) {
      const [copy] = await copiesIn(act, name);
      expect(await targetingOf(copy.adsets[0].id)).toEqual({
        ...US,
        publisher_platforms: ['facebook', 'instagram', 'messenger'],
        facebook_positions: ['feed'],
        instagram_positions: ['stream'],
        messenger_positions: ['messenger_home'],
        targeting_automation: { advantage_audience: 0 },
      });
      const creative = await graph(copy.adsets[0].ads[0].creative.id, { fields: 'object_story_spec,instagram_user_id' });
      expect(creative.instagram_user_id).toBe('17841400000000001');
      expect(creative.object_story_spec).not.toHaveProperty('instagram_actor_id');
    }
  }, 90_000);
});
