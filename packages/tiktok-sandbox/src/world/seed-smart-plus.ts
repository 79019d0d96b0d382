import { addDays, dayIn } from './dates.ts';
import { usdToMinor } from './currencies.ts';
import { nextObjectId } from './ids.ts';
import { createPrng, hashSeed, type Prng } from './prng.ts';
import type { Ad, AdGroup, Advertiser, Campaign, World } from './world-types.ts';

interface SmartPlusSeed {
  theme: string;
  objective: 'WEB_CONVERSIONS' | 'LEAD_GENERATION';
  /** Campaign budget optimization: the budget (a dynamic daily one) sits on the campaign, else on each ad group. */
  budgetOptimizeOn: boolean;
  budgetUsd: number;
  adgroups: number;
  status: 'ENABLE' | 'DISABLE';
}

/**
 * Two Upgraded Smart+ campaigns beside the US advertiser's five: a live website-sales one with campaign budget
 * optimization over two ad groups, and a paused lead one with its budget on its single ad group. Two ads each,
 * Spark Ads of the advertiser's TikTok account.
 */
const SMART_PLUS: SmartPlusSeed[] = [
  { theme: 'Smart+ Web Sales', objective: 'WEB_CONVERSIONS', budgetOptimizeOn: true, budgetUsd: 120, adgroups: 2, status: 'ENABLE' },
  { theme: 'Smart+ Leads', objective: 'LEAD_GENERATION', budgetOptimizeOn: false, budgetUsd: 40, adgroups: 1, status: 'DISABLE' },
];
const ADS_PER_ADGROUP = 2;
const GOALS = { WEB_CONVERSIONS: { goal: 'CONVERT', promotion: 'WEBSITE' }, LEAD_GENERATION: { goal: 'LEAD_GENERATION', promotion: 'LEAD_GENERATION' } } as const;
const DYNAMIC_DAILY = 'BUDGET_MODE_DYNAMIC_DAILY_BUDGET';

const digits = (prng: Prng, count: number) => Array.from({ length: count }, () => prng.int(0, 9)).join('');

/**
 * Adds the Smart+ campaigns to `advertiser`, after every other seeded object: from a PRNG of their own, so the rest of
 * the world (its ids and figures) is what it was before Smart+ existed. Their ads deliver like the others.
 */
export function seedSmartPlus(world: World, advertiser: Advertiser, now: Date): void {
  const prng = createPrng(hashSeed(world.seed, 'smart-plus', advertiser.id));
  const today = dayIn(now, advertiser.timezone);
  const created = now.getTime() - 60 * 86_400_000;
  const identityId = digits(prng, 19);
  for (const seed of SMART_PLUS) {
    const campaign: Campaign = {
      id: nextObjectId(world),
      advertiserId: advertiser.id,
      name: `${seed.theme} — ${advertiser.country}`,
      objectiveType: seed.objective,
      budgetMode: seed.budgetOptimizeOn ? DYNAMIC_DAILY : 'BUDGET_MODE_INFINITE',
      budgetMinor: seed.budgetOptimizeOn ? usdToMinor(seed.budgetUsd, advertiser.currency) : 0,
      operationStatus: seed.status,
      deleted: false,
      createTime: created,
      modifyTime: created,
      smartPlus: { budgetOptimizeOn: seed.budgetOptimizeOn, adgroupMode: seed.adgroups > 1 ? 'MULTIPLE' : 'SINGLE', ...(seed.objective === 'WEB_CONVERSIONS' ? { salesDestination: 'WEBSITE' } : {}) },
    };
    world.campaigns[campaign.id] = campaign;
    const { goal, promotion } = GOALS[seed.objective];
    for (let g = 0; g < seed.adgroups; g++) {
      const adgroup: AdGroup = {
        id: nextObjectId(world),
        advertiserId: advertiser.id,
        campaignId: campaign.id,
        name: `${campaign.name} · ${g === 0 ? 'Automatic' : 'Returning buyers'}`,
        operationStatus: 'ENABLE',
        deleted: false,
        createTime: created,
        modifyTime: created,
        budgetMode: seed.budgetOptimizeOn ? 'BUDGET_MODE_INFINITE' : DYNAMIC_DAILY,
        budgetMinor: seed.budgetOptimizeOn ? 0 : usdToMinor(seed.budgetUsd, advertiser.currency),
        placementType: 'PLACEMENT_TYPE_AUTOMATIC',
        placements: ['PLACEMENT_TIKTOK'],
        locationIds: ['6252001'],
        scheduleType: 'SCHEDULE_FROM_NOW',
        scheduleStartTime: `${addDays(today, -60)} 00:00:00`,
        optimizationGoal: goal,
        billingEvent: 'OCPM',
        bidType: 'BID_TYPE_NO_BID',
        pacing: 'PACING_MODE_SMOOTH',
        promotionType: promotion,
        smartPlus: { targetingOptimizationMode: 'AUTOMATIC' },
      };
      world.adgroups[adgroup.id] = adgroup;
      for (let a = 0; a < ADS_PER_ADGROUP; a++) {
        const ad: Ad = {
          id: nextObjectId(world),
          advertiserId: advertiser.id,
          campaignId: campaign.id,
          adgroupId: adgroup.id,
          name: `${adgroup.name} · Post ${a + 1}`,
          operationStatus: 'ENABLE',
          deleted: false,
          createTime: created,
          modifyTime: created,
          adFormat: 'SINGLE_VIDEO',
          adText: '',
          callToAction: '',
          landingPageUrl: `https://shop.example.com/${advertiser.country.toLowerCase()}?utm_source=tiktok&utm_campaign=smart_plus`,
          displayName: advertiser.company,
          identityType: 'TT_USER',
          imageIds: [],
          deliveredFrom: addDays(today, -prng.int(20, 55)),
          smartPlus: { identityId, tiktokItemIds: [`7${digits(prng, 18)}`, `7${digits(prng, 18)}`] },
        };
        world.ads[ad.id] = ad;
      }
    }
  }
}
