import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { startSandbox, type Harness } from '../testing/sandbox-harness.ts';

let h: Harness;
let token: string;
beforeEach(async () => {
  h = await startSandbox();
  token = await h.tokenFor('Ana');
});
afterEach(() => h.close());

const FIELDS = 'spend,impressions,clicks,ctr,cpc,actions,action_values,purchase_roas';

async function allRows(path: string, params: Record<string, unknown>) {
  const rows: Array<Record<string, any>> = []; // eslint-disable-line @typescript-eslint/no-explicit-any
  let after: string | undefined;
  for (;;) {
    const answer = await h.call('GET', path, { access_token: token, limit: '500', ...params, ...(after ? { after } : {}) });
    expect(answer.status, JSON.stringify(answer.body)).toBe(200);
    rows.push(...answer.body.data);
    if (!answer.body.paging?.next) return rows;
    after = answer.body.paging.cursors.after;
  }
}

/** Sums a money string in minor units, so decimal strings add up exactly. */
const minor = (rows: Array<Record<string, string>>, offset: number) => rows.reduce((sum, row) => sum + Math.round(Number(row.spend ?? 0) * offset), 0);
const count = (rows: Array<Record<string, string>>, field: string) => rows.reduce((sum, row) => sum + Number(row[field] ?? 0), 0);

describe('insights', () => {
  it('adds up exactly from ads to ad sets to campaigns to the account, for several presets', async () => {
    const account = h.accountByCurrency('USD');
    for (const preset of ['last_90d', 'last_7d', 'yesterday', 'this_month', 'maximum']) {
      const params = { fields: `${FIELDS},campaign_id,adset_id,ad_id`, date_preset: preset };
      const [accountRow] = await allRows(`/v27.0/act_${account.id}/insights`, params);
      const levels = await Promise.all(['campaign', 'adset', 'ad'].map((level) => allRows(`/v27.0/act_${account.id}/insights`, { ...params, level })));
      for (const rows of levels) {
        expect(minor(rows, 100), preset).toBe(minor([accountRow!], 100));
        expect(count(rows, 'impressions'), preset).toBe(Number(accountRow!.impressions));
        expect(count(rows, 'clicks'), preset).toBe(Number(accountRow!.clicks));
      }
    }
  });

  it('gives daily rows with time_increment=1 that sum to the range total, for an object node too', async () => {
    const account = h.accountByCurrency('EUR');
    const [total] = await allRows(`/v27.0/act_${account.id}/insights`, { fields: FIELDS, date_preset: 'last_30d' });
    const daily = await allRows(`/v27.0/act_${account.id}/insights`, { fields: FIELDS, date_preset: 'last_30d', time_increment: '1' });
    expect(daily.length).toBeGreaterThan(25);
    expect(daily.every((row) => row.date_start === row.date_stop)).toBe(true);
    expect(minor(daily, 100)).toBe(minor([total!], 100));
    const campaign = Object.values(h.world.campaigns).find((candidate) => candidate.accountId === account.id && candidate.status === 'ACTIVE')!;
    const range = { since: total!.date_start, until: total!.date_stop };
    const [campaignTotal] = await allRows(`/v27.0/${campaign.id}/insights`, { fields: FIELDS, time_range: range });
    const campaignAds = await allRows(`/v27.0/${campaign.id}/insights`, { fields: FIELDS, time_range: range, level: 'ad', time_increment: '1' });
    expect(minor(campaignAds, 100)).toBe(minor([campaignTotal!], 100));
  });

  it('sends numbers as strings, spend in major units of the currency, and Meta-shaped action lists', async () => {
    const usd = h.accountByCurrency('USD');
    const [row] = await allRows(`/v27.0/act_${usd.id}/insights`, { fields: FIELDS, date_preset: 'last_30d' });
    expect(row).toMatchObject({ spend: expect.stringMatching(/^\d+(\.\d{1,2})?$/), impressions: expect.stringMatching(/^\d+$/), ctr: expect.any(String), cpc: expect.any(String) });
    // Link clicks are the clicks that lead to the destination: some of all clicks, never more.
    const linkClicks = Number(row!.actions.find((action: { action_type: string }) => action.action_type === 'link_click')?.value);
    expect(linkClicks).toBeGreaterThan(0);
    expect(linkClicks).toBeLessThan(Number(row!.clicks));
    expect(row!.purchase_roas[0]).toEqual({ action_type: 'omni_purchase', value: expect.stringMatching(/^\d+(\.\d+)?$/) });
    const jpy = h.accountByCurrency('JPY');
    const [yen] = await allRows(`/v27.0/act_${jpy.id}/insights`, { fields: 'spend', date_preset: 'last_30d' });
    expect(yen!.spend).toMatch(/^\d+$/);
    expect(yen!.date_stop).toBe('2026-11-21');
  });

  it('rejects unknown fields and presets', async () => {
    const account = h.accountByCurrency('USD');
    expect((await h.call('GET', `/v27.0/act_${account.id}/insights`, { access_token: token, fields: 'spend,bogus' })).body.error.code).toBe(100);
    expect((await h.call('GET', `/v27.0/act_${account.id}/insights`, { access_token: token, date_preset: 'last_century' })).body.error.code).toBe(100);
  });

  it("refuses, as Meta does, a range starting more than 37 months before the account's today, and stops at today", async () => {
    const account = h.accountByCurrency('USD');
    const ask = (since: string, until: string) => h.call('GET', `/v27.0/act_${account.id}/insights`, { access_token: token, fields: 'spend', time_range: { since, until }, time_increment: '1' });
    // The harness's today is 2026-11-22 (UTC) in the account's zone or a day off it: 37 months back is late October 2023.
    const tooOld = await ask('2023-10-01', '2026-11-01');
    expect(tooOld.status).toBe(400);
    expect(tooOld.body.error).toMatchObject({ code: 3018, message: expect.stringContaining('37 months') });
    const endless = await ask('2026-11-01', '9999-12-31');
    expect(endless.status).toBe(200);
    expect(endless.body.data.every((row: { date_stop: string }) => row.date_stop <= '2026-11-23')).toBe(true);
  });

  it('runs async reports: report_run_id, polling async_status, then the same rows', async () => {
    const account = h.accountByCurrency('GBP');
    const params = { fields: FIELDS, date_preset: 'last_30d', level: 'campaign' };
    const started = await h.call('POST', `/v27.0/act_${account.id}/insights`, { access_token: token, ...params });
    expect(started.body).toEqual({ report_run_id: expect.stringMatching(/^\d+$/) });
    const id = started.body.report_run_id;
    expect((await h.call('GET', `/v27.0/${id}/insights`, { access_token: token })).body.error.code).toBe(100);
    const statuses: string[] = [];
    for (let poll = 0; poll < 5; poll++) {
      const run = await h.call('GET', `/v27.0/${id}`, { access_token: token });
      statuses.push(run.body.async_status);
      if (run.body.async_status === 'Job Completed') {
        expect(run.body.async_percent_completion).toBe(100);
        break;
      }
    }
    expect(statuses).toEqual(['Job Running', 'Job Completed']);
    const result = await h.call('GET', `/v27.0/${id}/insights`, { access_token: token, limit: '500' });
    expect(result.body.data).toEqual(await allRows(`/v27.0/act_${account.id}/insights`, params));
  });

  describe('results by optimization goal', () => {
    const RESULT_FIELDS = 'spend,impressions,reach,frequency,actions,results,cost_per_result,adset_id';
    const actionCount = (row: Record<string, any>, type: string) => Number(row.actions?.find((action: { action_type: string }) => action.action_type === type)?.value ?? 0); // eslint-disable-line @typescript-eslint/no-explicit-any

    it("counts each ad set's results as its goal's own action (or reach), with cost per result = spend / results", async () => {
      const expectedAction: Record<string, (row: Record<string, any>) => number> = { // eslint-disable-line @typescript-eslint/no-explicit-any
        LINK_CLICKS: (row) => actionCount(row, 'link_click'),
        OFFSITE_CONVERSIONS: (row) => actionCount(row, 'offsite_conversion.fb_pixel_purchase'),
        POST_ENGAGEMENT: (row) => actionCount(row, 'post_engagement'),
        LEAD_GENERATION: (row) => actionCount(row, 'lead'),
        REACH: (row) => Number(row.reach),
      };
      const indicators: Record<string, string> = {
        LINK_CLICKS: 'actions:link_click',
        OFFSITE_CONVERSIONS: 'actions:offsite_conversion.fb_pixel_purchase',
        POST_ENGAGEMENT: 'actions:post_engagement',
        LEAD_GENERATION: 'actions:lead',
        REACH: 'reach',
      };
      const seen = new Set<string>();
      for (const account of h.accounts.filter((candidate) => candidate.accountStatus === 1 && h.byName('Ana').accountIds.includes(candidate.id))) {
        const rows = await allRows(`/v27.0/act_${account.id}/insights`, { fields: RESULT_FIELDS, date_preset: 'last_7d', level: 'adset' });
        for (const row of rows) {
          const goal = h.world.adsets[row.adset_id]!.optimizationGoal;
          if (!expectedAction[goal]) continue;
          seen.add(goal);
          expect(row.results).toHaveLength(1);
          const [result] = row.results;
          expect(result.indicator, goal).toBe(indicators[goal]);
          const count = Number(result.values?.[0]?.value ?? 0);
          expect(count, goal).toBe(expectedAction[goal]!(row));
          if (count > 0) expect(Number(row.cost_per_result[0].values[0].value)).toBeCloseTo(Number(row.spend) / count, 4);
        }
      }
      expect([...seen].sort()).toEqual(Object.keys(expectedAction).sort());
    });

    it('lists one result per indicator where ad sets of different goals meet, and never adds up reach', async () => {
      const account = h.accountByCurrency('USD');
      const range = { since: '2026-11-10', until: '2026-11-16' };
      const [total] = await allRows(`/v27.0/act_${account.id}/insights`, { fields: RESULT_FIELDS, time_range: range });
      const adsets = await allRows(`/v27.0/act_${account.id}/insights`, { fields: RESULT_FIELDS, time_range: range, level: 'adset' });
      const daily = await allRows(`/v27.0/act_${account.id}/insights`, { fields: RESULT_FIELDS, time_range: range, time_increment: '1' });
      const indicators = new Set(adsets.flatMap((row) => row.results.map((result: { indicator: string }) => result.indicator)));
      expect(total!.results.map((result: { indicator: string }) => result.indicator)).toEqual([...indicators].sort());
      for (const result of total!.results as Array<{ indicator: string; values?: Array<{ value: string }> }>) {
        if (result.indicator === 'reach') continue;
        const fromAdSets = adsets.reduce((sum, row) => sum + Number(row.results.find((entry: { indicator: string }) => entry.indicator === result.indicator)?.values?.[0]?.value ?? 0), 0);
        expect(Number(result.values?.[0]?.value ?? 0), result.indicator).toBe(fromAdSets);
      }
      const dailyReach = daily.map((row) => Number(row.reach));
      expect(Number(total!.reach)).toBeGreaterThanOrEqual(Math.max(...dailyReach));
      expect(Number(total!.reach)).toBeLessThan(dailyReach.reduce((sum, reach) => sum + reach, 0));
      expect(Number(total!.frequency)).toBeCloseTo(Number(total!.impressions) / Number(total!.reach), 4);
    });
  });
});
