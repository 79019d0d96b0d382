import { refreshExchangeRates } from '@adfleet/core';
import { useTestDatabase } from '@adfleet/db/testing';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { addDaysForTest } from '@adfleet/test-support/sandbox-insights';
import { type SandboxedServer, startSandboxedServer } from '@adfleet/test-support/sandboxed-server';
import { settledSyncRuns } from '@adfleet/test-support/sync-runs';
import { callerAs, testDeps } from '@adfleet/test-support/test-server';
import { connectTikTok } from '@adfleet/test-support/tiktok-journey';

type SandboxResult = { indicator: string; values?: Array<{ value: string }> };
type SandboxDay = { campaign_id: string; date_start: string; spend: string; reach?: string; results?: SandboxResult[] };

/** The kinds AdFleet names Meta's indicators by, for the goals of the demo world's campaigns. */
const KIND_OF_INDICATOR: Record<string, string> = {
  'actions:link_click': 'link_clicks',
  'actions:post_engagement': 'post_engagements',
  'actions:offsite_conversion.fb_pixel_purchase': 'purchases',
  reach: 'reach',
};
const OBJECTIVES = { traffic: ['OUTCOME_TRAFFIC', 'LINK_CLICKS'], engagement: ['OUTCOME_ENGAGEMENT'], sales: ['OUTCOME_SALES', 'CONVERSIONS'], awareness: ['OUTCOME_AWARENESS'] } as const;
type Goal = keyof typeof OBJECTIVES;

/** One campaign as the sandbox reports it over the range: its days, each with its own results list. */
interface SandboxCampaign {
  externalId: string;
  objective: string;
  days: SandboxDay[];
}

const resultsOf = (day: SandboxDay) => Number(day.results?.[0]?.values?.[0]?.value ?? 0);

describe('results follow each campaign’s optimization goal, as the sandbox counts them; ROAS only where a value exists', () => {
  const database = useTestDatabase();
  let app: SandboxedServer;
  const owner = { id: '', workspaceId: '', token: '' };
  let anaToken: string;
  const to = addDaysForTest(new Date().toISOString().slice(0, 10), -1);
  const from = addDaysForTest(to, -6);
  const sandboxCampaigns = new Map<Goal, SandboxCampaign>();

  beforeAll(async () => {
    app = await startSandboxedServer({ connectionString: database().connectionString });
    await refreshExchangeRates(database().db, { kind: 'bundled' });
    await app.startWorker();
    const { browser, ...who } = await app.registerConnected('results-owner', { ip: '10.7.0.1', persona: 'Ana' });
    Object.assign(owner, who);
    await settledSyncRuns(database().db, owner, { atLeast: 2 });
    const persona = await connectTikTok(app, browser, 'Ana');
    await settledSyncRuns(database().db, owner, { atLeast: persona.advertiser_ids.length, timeoutMs: 60_000 });
    anaToken = await app.mintToken('Ana');

    // Per account, the sandbox's own campaign-level daily rows; per goal, the campaign with the most results in the range.
    const accounts = await database().db.selectFrom('ad_accounts').select('ad_account_id').where('workspace_id', '=', owner.workspaceId).where('platform_id', '=', 1).execute();
    for (const { ad_account_id } of accounts) {
      const listed = (await app.graphGet(`${ad_account_id}/campaigns`, { access_token: anaToken, fields: 'id,objective', limit: '500' })).data as Array<{ id: string; objective: string }>;
      const answer = await app.graphGet(`${ad_account_id}/insights`, {
        access_token: anaToken,
        level: 'campaign',
        fields: 'campaign_id,spend,reach,results',
        time_range: JSON.stringify({ since: from, until: to }),
        time_increment: '1',
        limit: '5000',
      });
      if (answer.error) continue; // An account the persona may no longer read (disabled) has nothing to compare.
      for (const campaign of listed) {
        const goal = (Object.keys(OBJECTIVES) as Goal[]).find((key) => (OBJECTIVES[key] as readonly string[]).includes(campaign.objective));
        if (!goal) continue;
        const days = (answer.data as SandboxDay[]).filter((day) => day.campaign_id === campaign.id);
        const total = days.reduce((sum, day) => sum + resultsOf(day), 0);
        const best = sandboxCampaigns.get(goal);
        if (days.length >= 2 && total > 0 && (!best || total > best.days.reduce((sum, day) => sum + resultsOf(day), 0))) {
          sandboxCampaigns.set(goal, { externalId: campaign.id, objective: campaign.objective, days });
        }
      }
    }
  }, 180_000);
  afterAll(() => app.close());

  const db = () => database().db;
  const caller = () => callerAs(testDeps(db()), owner.token);
  const campaignKey = async (externalId: string) =>
    (await db().selectFrom('campaigns').select('id').where('workspace_id', '=', owner.workspaceId).where('external_id', '=', externalId).executeTakeFirstOrThrow()).id;

  it.each(['traffic', 'engagement', 'sales'] as const)('a %s campaign’s results, kind and cost per result equal the sandbox’s own for those days', async (goal) => {
    const campaign = sandboxCampaigns.get(goal);
    expect(campaign, `a delivering ${goal} campaign in the demo world`).toBeDefined();
    // Every day of it counts one indicator, the one its goal names.
    const indicators = new Set(campaign!.days.flatMap((day) => (day.results ?? []).map((result) => result.indicator)));
    expect(indicators.size).toBe(1);
    const [indicator] = [...indicators];
    const expected = campaign!.days.reduce((sum, day) => sum + resultsOf(day), 0);
    const spend = campaign!.days.reduce((sum, day) => sum + Number(day.spend), 0);

    const key = await campaignKey(campaign!.externalId);
    const report = await caller().reports.run({ from, to, platform: 'facebook', groupBy: 'campaign' });
    const shown = report.rows.find((candidate) => candidate.key === key);
    expect(shown).toMatchObject({ resultKind: KIND_OF_INDICATOR[indicator!], results: expected });
    expect(shown!.costPerResult).toBeCloseTo(spend / expected, 4);

    // Day by day too: a single day of the campaign is that day's sandbox figure.
    const [first] = campaign!.days;
    const oneDay = await caller().reports.run({ from: first!.date_start, to: first!.date_start, platform: 'facebook', groupBy: 'campaign' });
    expect(oneDay.rows.find((candidate) => candidate.key === key)).toMatchObject({ resultKind: KIND_OF_INDICATOR[indicator!], results: resultsOf(first!) });
  });

  it('never adds up reach: an awareness campaign shows its reach for one day, and no count over several', async () => {
    const campaign = sandboxCampaigns.get('awareness');
    expect(campaign, 'a delivering awareness campaign in the demo world').toBeDefined();
    const key = await campaignKey(campaign!.externalId);
    const week = await caller().reports.run({ from, to, platform: 'facebook', groupBy: 'campaign' });
    expect(week.rows.find((row) => row.key === key)).toMatchObject({ resultKind: 'reach', results: null, costPerResult: null });
    const [first] = campaign!.days;
    const oneDay = await caller().reports.run({ from: first!.date_start, to: first!.date_start, platform: 'facebook', groupBy: 'campaign' });
    expect(oneDay.rows.find((row) => row.key === key)).toMatchObject({ resultKind: 'reach', results: Number(first!.reach) });
  });

  it('does not add up results of different kinds: an account over several goals is mixed, with no count, as its total', async () => {
    const report = await caller().reports.run({ from, to, platform: 'facebook', groupBy: 'campaign' });
    const kinds = new Set(report.rows.map((row) => row.resultKind));
    expect(kinds.size).toBeGreaterThan(1);
    for (const total of report.totals) {
      const rows = report.rows.filter((row) => row.currency === total.currency);
      const rowKinds = new Set(rows.map((row) => row.resultKind));
      if (rowKinds.size > 1) expect(total, total.currency).toMatchObject({ resultKind: 'mixed', results: null, costPerResult: null });
    }
    expect(report.convertedTotal).toMatchObject({ resultKind: 'mixed', results: null });
    const accounts = await caller().dashboard.accounts({ from, to, platform: 'facebook' });
    const usd = accounts.accounts.find((account) => account.currency === 'USD' && account.spend > 0);
    expect(usd).toMatchObject({ resultKind: 'mixed', results: null, costPerResult: null, resultsChange: null });
  });

  it('shows TikTok’s ROAS as not available and leaves its spend out of the blended ROAS', async () => {
    const listed = (await caller().dashboard.accounts({ from, to, platform: 'all' })).accounts;
    // An account with no figures in the range (the disabled one) has nothing to value: not "not available".
    for (const idle of listed.filter((account) => account.spend === 0)) expect(idle).toMatchObject({ conversionValue: 0, roas: 0 });
    const accounts = listed.filter((account) => account.spend > 0);
    const tiktok = accounts.filter((account) => account.platformId === 2);
    const meta = accounts.filter((account) => account.platformId === 1);
    expect(tiktok.length).toBeGreaterThan(0);
    expect(tiktok.every((account) => account.roas === null)).toBe(true);
    expect(meta.every((account) => typeof account.roas === 'number')).toBe(true);

    const report = await caller().reports.run({ from, to, platform: 'all', groupBy: 'account' });
    for (const row of report.rows.filter((candidate) => candidate.platformId === 2)) expect(row).toMatchObject({ conversionValue: null, roas: null, spendWithoutValue: row.spend });

    const summary = (platform: 'all' | 'facebook' | 'tiktok') => caller().dashboard.summary({ from, to, platform, currency: 'USD' });
    const [all, facebook, tiktokOnly] = await Promise.all([summary('all'), summary('facebook'), summary('tiktok')]);
    expect(tiktokOnly.converted).toMatchObject({ conversionValue: null, roas: null });
    expect(tiktokOnly.converted.spendWithoutValue).toBeCloseTo(tiktokOnly.converted.spend, 2);
    // TikTok's spend is in the total spend, and only there: the blended ROAS is Meta's value over Meta's spend.
    expect(all.converted.spend).toBeCloseTo(facebook.converted.spend + tiktokOnly.converted.spend, 1);
    expect(all.converted.spendWithoutValue).toBeCloseTo(tiktokOnly.converted.spend, 1);
    expect(all.converted.roas).toBeCloseTo(facebook.converted.conversionValue! / facebook.converted.spend, 6);
    expect(facebook.converted.spendWithoutValue).toBe(0);
  });
});
