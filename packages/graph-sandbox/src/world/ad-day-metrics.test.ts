import { afterEach, describe, expect, it } from 'vitest';
import { FIXED_NOW, startSandbox, type Harness } from '../testing/sandbox-harness.ts';
import { adDayMetrics, DAILY_BUDGET_DAY_CEILING, DAILY_BUDGET_WEEK_CEILING } from './ad-day-metrics.ts';
import { addDays, localDate } from './dates.ts';
import { HISTORY_DAYS, seedWorld } from './seed-world.ts';
import type { Ad, World } from './world-types.ts';

/** Each daily budget of the world (an ad set's, or a campaign's) with the ads that spend it. */
function dailyBudgets(world: World): Array<{ id: string; budget: number; ads: Ad[] }> {
  const ads = Object.values(world.ads);
  return [
    ...Object.values(world.adsets)
      .filter((adset) => adset.dailyBudget !== undefined)
      .map((adset) => ({ id: adset.id, budget: adset.dailyBudget!, ads: ads.filter((ad) => ad.adsetId === adset.id) })),
    ...Object.values(world.campaigns)
      .filter((campaign) => campaign.dailyBudget !== undefined)
      .map((campaign) => ({ id: campaign.id, budget: campaign.dailyBudget!, ads: ads.filter((ad) => ad.campaignId === campaign.id) })),
  ];
}

const spendOn = (world: World, ads: Ad[], date: string) => ads.reduce((sum, ad) => sum + (adDayMetrics(world, ad, date)?.spend ?? 0), 0);
const sundayOf = (date: string) => addDays(date, -new Date(`${date}T00:00:00Z`).getUTCDay());

describe('delivery under a daily budget', () => {
  it('never spends more than 1.75 times the budget on a day nor 7 times it in a calendar week, and often passes the budget itself', () => {
    let days = 0;
    let overBudget = 0;
    for (const seed of [1, 2]) {
      const world = seedWorld(seed, FIXED_NOW);
      // Four weeks past the seeded history too: the world keeps delivering with the clock.
      const first = addDays(world.seededOn, -(HISTORY_DAYS + 7));
      const last = addDays(world.seededOn, 28);
      for (const { id, budget, ads } of dailyBudgets(world)) {
        const weeks = new Map<string, number>();
        for (let date = first; date <= last; date = addDays(date, 1)) {
          const spend = spendOn(world, ads, date);
          expect(spend, `${id} on ${date}`).toBeLessThanOrEqual(budget * DAILY_BUDGET_DAY_CEILING);
          weeks.set(sundayOf(date), (weeks.get(sundayOf(date)) ?? 0) + spend);
          if (spend > 0) days++;
          if (spend > budget) overBudget++;
        }
        for (const [sunday, spend] of weeks) expect(spend, `${id}, week of ${sunday}`).toBeLessThanOrEqual(budget * DAILY_BUDGET_WEEK_CEILING);
      }
    }
    expect(days).toBeGreaterThan(1000);
    // Meta's pacing spends past a daily budget on good days: the product must meet such days.
    expect(overBudget / days).toBeGreaterThan(0.1);
  }, 30_000);

  it('keeps the first week of a budget to its days: one budget a day since it started, whatever day that was', () => {
    const world = seedWorld(1, FIXED_NOW);
    for (const { id, budget, ads } of dailyBudgets(world)) {
      const holder = world.adsets[id] ?? world.campaigns[id]!;
      const account = world.accounts[holder.accountId]!;
      const started = localDate(new Date(holder.startTime), account.timezoneName);
      const sunday = sundayOf(started);
      let spend = 0;
      for (let date = sunday; date < addDays(sunday, 7); date = addDays(date, 1)) spend += spendOn(world, ads, date);
      const days = 7 - (Date.parse(`${started}T00:00:00Z`) - Date.parse(`${sunday}T00:00:00Z`)) / 86_400_000;
      expect(spend, id).toBeLessThanOrEqual(budget * days);
    }
  });
});

describe('a daily budget changed through the API', () => {
  let h: Harness;
  afterEach(() => h.close());

  it('leaves the days already delivered as they were and paces the next day by the new budget', async () => {
    let now = FIXED_NOW.getTime();
    h = await startSandbox({ now: () => new Date(now) });
    const token = await h.tokenFor('Ana');
    const account = h.accountByCurrency('USD');
    const adset = Object.values(h.world.adsets).find(
      (candidate) => candidate.accountId === account.id && candidate.dailyBudget !== undefined && Object.values(h.world.ads).some((ad) => ad.adsetId === candidate.id && ad.deliveryEnd === undefined && ad.deliveryStart),
    )!;
    const daily = async (since: string, until: string) => {
      const answer = await h.call('GET', `/v27.0/${adset.id}/insights`, { access_token: token, fields: 'spend', time_increment: '1', time_range: { since, until } });
      return Object.fromEntries((answer.body.data as Array<{ date_start: string; spend: string }>).map((row) => [row.date_start, Math.round(Number(row.spend) * 100)]));
    };
    const today = localDate(new Date(now), account.timezoneName);
    const before = await daily(addDays(today, -13), today);

    const lowered = Math.max(account.minDailyBudget, Math.floor(adset.dailyBudget! / 4));
    expect((await h.call('POST', `/v27.0/${adset.id}`, { access_token: token, daily_budget: String(lowered) })).body).toEqual({ success: true });
    now += 14 * 86_400_000;
    const after = await daily(addDays(today, -13), addDays(today, 14));

    for (const [date, spend] of Object.entries(before)) expect(after[date], date).toBe(spend);
    for (let date = addDays(today, 1); date <= addDays(today, 14); date = addDays(date, 1)) expect(after[date] ?? 0, date).toBeLessThanOrEqual(lowered * DAILY_BUDGET_DAY_CEILING);
  });
});
