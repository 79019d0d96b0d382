import { usdToMinor } from './currency.ts';
import { dailyBudgetOn } from './daily-budget-days.ts';
import { addDays, isSunday, localDate } from './dates.ts';
import { createPrng, hashSeed, type Prng } from './prng.ts';
import type { Ad, AdSet, Campaign, World } from './world-types.ts';

/**
 * One ad's delivery on one local date. Counts add up across ads and days, except `reach` (people, not events):
 * a group's reach is worked out from its members' (see reach-estimate.ts), never summed. Ratios are derived after
 * summing, as Meta does.
 */
export interface DayMetrics {
  spend: number;
  impressions: number;
  /** Every click on the ad; link clicks are those that lead to the destination. */
  clicks: number;
  linkClicks: number;
  /** Reactions, comments, shares and clicks together, Meta's `post_engagement` (link clicks included). */
  postEngagements: number;
  reach: number;
  purchases: number;
  purchaseValue: number;
  leads: number;
  appInstalls: number;
}

/**
 * Meta's delivery ceilings on a daily budget since v23: a day may spend up to 75 % over it, a calendar week (Sunday to
 * Saturday, the account's days) at most 7 times it, and a first week that starts after Sunday only its days' share.
 * Sources: GRAPH_API.md §9 (Marketing API changelog v23.0) and Meta's Business Help Center, "About daily budgets"
 * (a week's spend stays within seven daily budgets; the week runs Sunday to Saturday). It is how Meta delivers on
 * every version, not a behaviour of one version's calls, so it is no entry of `VERSION_RULES`.
 */
export const DAILY_BUDGET_DAY_CEILING = 1.75;
export const DAILY_BUDGET_WEEK_CEILING = 7;
/** A budget holder's day asks between half its budget and the day's ceiling, so some days spend past the budget. */
const LEAST_DAY_SHARE = 0.5;

interface Generated {
  /** Each ad's days, keyed `ad id|date`. */
  adDays: Map<string, DayMetrics | null>;
  /** Each budget holder's calendar week so far, through a day, keyed `holder id|date`. */
  holderWeeks: Map<string, WeekSoFar>;
}

/** A holder's week from Sunday through a day: its budgets since the holder started, and what it spent. */
interface WeekSoFar {
  allowed: number;
  spent: number;
}

const cache = new WeakMap<World, Generated>();

/**
 * Generated lazily from (seed, ad id, date) so a world seeds in milliseconds and any day can be read on its own;
 * the cache keeps repeated reports cheap. Only seeded ads have history: ads created through the API start at zero.
 * An ad under a daily budget (its ad set's, or its campaign's) spends its share of what the budget spends that day,
 * which keeps within Meta's ceilings; other ads spend as they draw.
 */
export function adDayMetrics(world: World, ad: Ad, date: string): DayMetrics | null {
  if (!delivers(ad, date)) return null;
  let generated = cache.get(world);
  if (!generated) {
    generated = { adDays: new Map(), holderWeeks: new Map() };
    cache.set(world, generated);
  }
  const key = `${ad.id}|${date}`;
  const cached = generated.adDays.get(key);
  if (cached !== undefined) return cached;
  const holder = dailyBudgetHolder(world, ad);
  if (holder) {
    deliverDay(world, holder, date, generated);
    return generated.adDays.get(key) ?? null;
  }
  const drawn = draw(world, ad, date);
  const metrics = drawn && figures(world, ad, drawn, drawn.minor);
  generated.adDays.set(key, metrics);
  return metrics;
}

const delivers = (ad: Ad, date: string) => ad.deliveryStart !== undefined && date >= ad.deliveryStart && (ad.deliveryEnd === undefined || date <= ad.deliveryEnd);


type Holder = AdSet | Campaign;

/** The ad set's daily budget, else its campaign's (Advantage campaign budget); none for lifetime budgets. */
function dailyBudgetHolder(world: World, ad: Ad): Holder | undefined {
  const adset = world.adsets[ad.adsetId];
  if (adset?.dailyBudget !== undefined) return adset;
  const campaign = world.campaigns[ad.campaignId];
  return campaign?.dailyBudget !== undefined ? campaign : undefined;
}

const holderAds = new WeakMap<World, { nextId: number; ads: Map<string, Ad[]> }>();

/** The ads spending each holder's budget, indexed once per world and again after objects were created. */
function adsOf(world: World, holder: Holder): Ad[] {
  let index = holderAds.get(world);
  if (!index || index.nextId !== world.nextId) {
    const ads = new Map<string, Ad[]>();
    for (const ad of Object.values(world.ads)) {
      for (const id of [ad.adsetId, ad.campaignId]) {
        const list = ads.get(id);
        if (list) list.push(ad);
        else ads.set(id, [ad]);
      }
    }
    index = { nextId: world.nextId, ads };
    holderAds.set(world, index);
  }
  return index.ads.get(holder.id) ?? [];
}

const startDates = new WeakMap<Holder, string>();

/** The local date a holder started on, kept: time zones are slow to format and a sync asks for every day. */
function startDate(world: World, holder: Holder): string {
  let date = startDates.get(holder);
  if (date === undefined) {
    date = localDate(new Date(holder.startTime), world.accounts[holder.accountId]?.timezoneName ?? 'UTC');
    startDates.set(holder, date);
  }
  return date;
}

/**
 * A budget holder's day: it asks a drawn share of its budget, at most what its calendar week has left (the budgets of
 * the week's days so far since the holder started, less what they spent), and its delivering ads split it in
 * proportion to what each drew. A day depends only on the days before it in its week and is kept once worked out, so a
 * budget changed later moves no day already read (reads stop at the account's today).
 */
function deliverDay(world: World, holder: Holder, date: string, generated: Generated): WeekSoFar {
  const key = `${holder.id}|${date}`;
  const known = generated.holderWeeks.get(key);
  if (known) return known;
  const before = isSunday(date) ? { allowed: 0, spent: 0 } : deliverDay(world, holder, addDays(date, -1), generated);
  const budget = dailyBudgetOn(holder, date) ?? 0;
  // The week's ceiling, 7 budgets, counted as one per day the holder ran: a later day may catch up an earlier one's.
  const allowed = before.allowed + (date >= startDate(world, holder) ? (budget * DAILY_BUDGET_WEEK_CEILING) / 7 : 0);
  const ads = adsOf(world, holder);
  const drawn = ads.map((ad) => (delivers(ad, date) ? draw(world, ad, date) : null));
  const drawnTotal = drawn.reduce((sum, own) => sum + (own?.minor ?? 0), 0);
  const share = LEAST_DAY_SHARE + createPrng(hashSeed(world.seed, holder.id, date)).next() * (DAILY_BUDGET_DAY_CEILING - LEAST_DAY_SHARE);
  const target = Math.max(0, Math.floor(Math.min(budget * share, allowed - before.spent)));
  let spent = before.spent;
  ads.forEach((ad, index) => {
    const own = drawn[index];
    // Rounded down, so the ads' shares never add up past the day's target.
    const spend = own ? Math.floor((target * own.minor) / drawnTotal) : 0;
    const metrics = own && spend > 0 ? figures(world, ad, own, spend) : null;
    spent += metrics?.spend ?? 0;
    generated.adDays.set(`${ad.id}|${date}`, metrics);
  });
  const week = { allowed, spent };
  generated.holderWeeks.set(key, week);
  return week;
}

/** An ad's own draw for a day: what it would spend on its own (minor units), and the stream its other figures follow. */
interface Draw {
  prng: Prng;
  usd: number;
  minor: number;
}

/** Null when the ad does not deliver that day. */
function draw(world: World, ad: Ad, date: string): Draw | null {
  const account = world.accounts[ad.accountId];
  if (!account) return null;
  const prng = createPrng(hashSeed(world.seed, ad.id, date));
  if (prng.chance(0.06)) return null;
  const adScale = 0.3 + (hashSeed(world.seed, ad.id) % 1000) / 700;
  const usd = (5 + prng.next() * 120) * adScale;
  return { prng, usd, minor: Math.max(1, usdToMinor(usd, account.currency)) };
}

/** The ad's figures for the day when it spends `spend` (minor units): its counts follow what it spends. */
function figures(world: World, ad: Ad, { prng, usd: drawnUsd, minor }: Draw, spend: number): DayMetrics | null {
  const account = world.accounts[ad.accountId];
  const campaign = world.campaigns[ad.campaignId];
  if (!account || !campaign) return null;
  const usd = (drawnUsd * spend) / minor;
  const impressions = Math.max(1, Math.round((usd / (4 + prng.next() * 16)) * 1000));
  const clicks = Math.round(impressions * (0.004 + prng.next() * 0.026));
  const sells = campaign.objective === 'OUTCOME_SALES' || campaign.objective === 'CONVERSIONS';
  const purchases = sells ? Math.round(clicks * (0.01 + prng.next() * 0.05)) : 0;
  const purchaseValue = purchases * usdToMinor(20 + prng.next() * 100, account.currency);
  const leads = campaign.objective === 'OUTCOME_LEADS' ? Math.round(clicks * (0.05 + prng.next() * 0.1)) : 0;
  // Drawn after the figures above, so those stay what they were before these were generated.
  const linkClicks = Math.round(clicks * (0.55 + prng.next() * 0.35));
  const engages = campaign.objective === 'OUTCOME_ENGAGEMENT' || campaign.objective === 'POST_ENGAGEMENT';
  const postEngagements = linkClicks + Math.round(impressions * (engages ? 0.02 + prng.next() * 0.04 : 0.001 + prng.next() * 0.005));
  const reach = Math.max(1, Math.round(impressions / (1.05 + prng.next() * 0.5)));
  const appInstalls = campaign.objective === 'OUTCOME_APP_PROMOTION' ? Math.round(linkClicks * (0.05 + prng.next() * 0.1)) : 0;
  return { spend, impressions, clicks, linkClicks, postEngagements, reach, purchases, purchaseValue, leads, appInstalls };
}
