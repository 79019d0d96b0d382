import { HISTORY_DAYS } from './seed-world.ts';
import { addDays, localDate } from './dates.ts';
import { allocateId, type AdAccount, type World } from './world-types.ts';

/** Meta's ceiling on non-archived campaigns in one ad account (GRAPH_API.md §2). */
export const MAX_CAMPAIGNS_PER_ACCOUNT = 6000;

/**
 * Fills an ad account with delivering campaigns, each one ad set with one ad and daily figures for the last
 * HISTORY_DAYS days, for benchmarks that need a big account. They are ordinary objects: every read, insights and
 * write route treats them like the demo world's, so the sandbox answers for them exactly as for any other.
 */
export function seedDeliveringCampaigns(world: World, account: AdAccount, count: number, now: Date): void {
  const page = Object.values(world.pages).find((candidate) => candidate.accountIds.includes(account.id));
  const today = localDate(now, account.timezoneName);
  const deliveryStart = addDays(today, -(HISTORY_DAYS - 1));
  const createdTime = now.getTime() - (HISTORY_DAYS + 1) * 86_400_000;
  const base = { accountId: account.id, status: 'ACTIVE' as const, createdTime, updatedTime: createdTime };
  for (let index = 1; index <= count; index++) {
    const campaign = { ...base, id: allocateId(world, '120'), name: `${account.name} – campaign ${index}`, objective: 'OUTCOME_TRAFFIC', specialAdCategories: [], buyingType: 'AUCTION', startTime: createdTime };
    const adset = {
      ...base,
      id: allocateId(world, '120'),
      campaignId: campaign.id,
      name: `${campaign.name} – ad set`,
      targeting: { geo_locations: { countries: ['US'] } },
      optimizationGoal: 'LINK_CLICKS',
      billingEvent: 'IMPRESSIONS',
      dailyBudget: Math.max(account.minDailyBudget, 2000),
      startTime: createdTime,
    };
    const link = `https://shop.example.com/bench/${campaign.id.slice(-6)}`;
    const creative = { ...base, id: allocateId(world, '120'), name: `${campaign.name} – creative`, objectStorySpec: { ...(page ? { page_id: page.id } : {}), link_data: { link, message: 'Shop now.' } } };
    world.campaigns[campaign.id] = campaign;
    world.adsets[adset.id] = adset;
    world.creatives[creative.id] = creative;
    const adId = allocateId(world, '120');
    world.ads[adId] = { ...base, id: adId, adsetId: adset.id, campaignId: campaign.id, creativeId: creative.id, name: `${campaign.name} – ad`, deliveryStart };
  }
}
