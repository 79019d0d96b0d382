import { usdToMinor } from './currency.ts';
import { addDays, localDate } from './dates.ts';
import { record } from './records.ts';
import { createPrng, hashSeed, type Prng } from './prng.ts';
import { ACCOUNTS, AUDIENCES, BUSINESSES, CAMPAIGN_THEMES, OBJECTIVES, PAGES, PIXELS, USERS, type AccountSpec } from './seed-catalog.ts';
import { allocateId, type AdAccount, type AdSet, type Campaign, type ConfiguredStatus, type World } from './world-types.ts';

const DAY_MS = 86_400_000;
export const CAMPAIGNS_PER_ACCOUNT = 20;
/** Days of seeded daily insights, ending on the day the world was generated (and continuing with the clock). */
export const HISTORY_DAYS = 90;

interface SeedContext {
  world: World;
  prng: Prng;
  now: number;
  accountIds: Map<string, string>;
}

/** Builds the whole demo world from a seed: the same seed and day always give the same ids, names and numbers. */
export function seedWorld(seed: number, now: Date): World {
  const world: World = {
    seed,
    seededOn: localDate(now, 'UTC'),
    // Ids differ between seeds, so two sandboxes never hand out the same object ids by accident.
    nextId: 1_000_000 + (hashSeed('ids', seed) % 900_000) * 1000,
    businesses: record(),
    accounts: record(),
    users: record(),
    pages: record(),
    pixels: record(),
    audiences: record(),
    images: record(),
    campaigns: record(),
    adsets: record(),
    creatives: record(),
    ads: record(),
    reportRuns: record(),
    asyncRequestSets: record(),
    browsers: record(),
  };
  const ctx: SeedContext = { world, prng: createPrng(seed), now: Math.floor(now.getTime() / 1000) * 1000, accountIds: new Map() };

  const businessIds = new Map<string, string>();
  for (const business of BUSINESSES) {
    const id = allocateId(world, '1', 15);
    businessIds.set(business.key, id);
    world.businesses[id] = { id, name: business.name };
  }
  for (const spec of ACCOUNTS) {
    const id = allocateId(world, '10', 16);
    ctx.accountIds.set(spec.key, id);
    world.accounts[id] = {
      id,
      name: spec.name,
      currency: spec.currency,
      timezoneName: spec.timezoneName,
      timezoneOffsetHours: spec.timezoneOffsetHours,
      accountStatus: spec.accountStatus,
      disableReason: spec.disableReason,
      businessId: businessIds.get(spec.business) ?? '',
      minDailyBudget: spec.minDailyBudget,
      spendCap: 0,
      createdTime: ctx.now - ctx.prng.int(400, 1500) * DAY_MS,
    };
    world.images[id] = record();
  }
  const accountsOf = (keys: readonly string[]) => keys.map((key) => ctx.accountIds.get(key) ?? '');

  for (const user of USERS) {
    const id = allocateId(world, '10', 17);
    world.users[id] = {
      id,
      name: `${user.firstName} ${user.lastName}`,
      firstName: user.firstName,
      lastName: user.lastName,
      email: user.email,
      accountIds: accountsOf(user.accounts),
      declines: [...user.declines],
      tasks: Object.fromEntries(Object.entries(user.tasks as Record<string, readonly string[]>).map(([key, tasks]) => [ctx.accountIds.get(key) ?? '', [...tasks]])),
    };
  }
  for (const page of PAGES) {
    const id = allocateId(world, '10', 15);
    world.pages[id] = { id, name: page.name, accountIds: accountsOf(page.accounts) };
  }
  for (const pixel of PIXELS) {
    const id = allocateId(world, '8', 15);
    const [owner = ''] = accountsOf([pixel.owner]);
    world.pixels[id] = { id, name: pixel.name, ownerAccountId: owner, sharedAccountIds: accountsOf(pixel.shared), createdTime: ctx.now - 500 * DAY_MS };
  }
  for (const audience of AUDIENCES) {
    const id = allocateId(world, '120', 18);
    const [owner = ''] = accountsOf([audience.owner]);
    world.audiences[id] = { id, name: audience.name, ownerAccountId: owner, sharedAccountIds: accountsOf(audience.shared), approximateCount: ctx.prng.int(1, 500) * 1000 };
  }
  for (const spec of ACCOUNTS) seedImages(ctx, spec);
  shareFirstImage(ctx, 'us', 'eu');
  for (const spec of ACCOUNTS) {
    for (let index = 0; index < CAMPAIGNS_PER_ACCOUNT; index++) seedCampaign(ctx, spec, index);
  }
  return world;
}

function seedImages(ctx: SeedContext, spec: AccountSpec) {
  const accountId = ctx.accountIds.get(spec.key) ?? '';
  for (let index = 1; index <= 4; index++) {
    const hash = ctx.prng.hex(32);
    const square = ctx.prng.chance(0.5);
    ctx.world.images[accountId]![hash] = {
      accountId,
      hash,
      name: `${spec.key}-creative-${index}.jpg`,
      width: 1080,
      height: square ? 1080 : 1350,
      createdTime: ctx.now - ctx.prng.int(100, 300) * DAY_MS,
    };
  }
}

/** One image already copied between two accounts (same hash in both), as copy_from leaves it. */
function shareFirstImage(ctx: SeedContext, fromKey: string, toKey: string) {
  const from = ctx.world.images[ctx.accountIds.get(fromKey) ?? ''] ?? {};
  const toId = ctx.accountIds.get(toKey) ?? '';
  const first = Object.values(from)[0];
  if (first) ctx.world.images[toId]![first.hash] = { ...first, accountId: toId };
}

function usable<T extends { ownerAccountId: string; sharedAccountIds: string[] }>(items: Record<string, T>, accountId: string): T[] {
  return Object.values(items).filter((item) => item.ownerAccountId === accountId || item.sharedAccountIds.includes(accountId));
}

function pickStatus(prng: Prng): ConfiguredStatus {
  const roll = prng.next();
  if (roll < 0.5) return 'ACTIVE';
  if (roll < 0.8) return 'PAUSED';
  return roll < 0.92 ? 'ARCHIVED' : 'DELETED';
}

function seedCampaign(ctx: SeedContext, spec: AccountSpec, index: number) {
  const { world, prng } = ctx;
  const account = world.accounts[ctx.accountIds.get(spec.key) ?? '']!;
  const objective = index === 0 ? 'OUTCOME_SALES' : prng.pick(OBJECTIVES);
  const createdTime = ctx.now - prng.int(20, 400) * DAY_MS - prng.int(0, 86_399) * 1000;
  const status: ConfiguredStatus = index === 0 ? 'ACTIVE' : pickStatus(prng);
  const campaignBudget = prng.chance(0.4);
  const id = allocateId(world, '120');
  const campaign: Campaign = {
    id,
    accountId: account.id,
    name: `${prng.pick(CAMPAIGN_THEMES)} ${2025 + (index % 2)} – ${objective.replace('OUTCOME_', '').toLowerCase()} #${index + 1}`,
    status,
    objective,
    specialAdCategories: [],
    buyingType: 'AUCTION',
    bidStrategy: 'LOWEST_COST_WITHOUT_CAP',
    createdTime,
    updatedTime: createdTime + prng.int(0, 10) * DAY_MS,
    startTime: createdTime,
    ...(campaignBudget ? { dailyBudget: niceBudget(prng, account) } : {}),
  };
  world.campaigns[id] = campaign;
  const adsetCount = prng.int(1, 3);
  for (let n = 0; n < adsetCount; n++) seedAdSet(ctx, spec, account, campaign, n, campaignBudget);
}

/** Budgets a media buyer would type: whole amounts between about 10 and 200 dollars' worth. */
function niceBudget(prng: Prng, account: AdAccount): number {
  const minor = usdToMinor(prng.int(1, 20) * 10, account.currency);
  const step = account.currency === 'COP' || account.currency === 'KRW' ? 1000 : account.currency === 'JPY' ? 100 : 100;
  return Math.max(account.minDailyBudget, Math.round(minor / step) * step);
}

function optimizationFor(objective: string): { optimizationGoal: string; needs: 'pixel' | 'page' | 'app' | null } {
  switch (objective) {
    case 'OUTCOME_SALES':
    case 'CONVERSIONS':
      return { optimizationGoal: 'OFFSITE_CONVERSIONS', needs: 'pixel' };
    case 'OUTCOME_LEADS':
      return { optimizationGoal: 'LEAD_GENERATION', needs: 'page' };
    case 'OUTCOME_APP_PROMOTION':
      return { optimizationGoal: 'APP_INSTALLS', needs: 'app' };
    case 'OUTCOME_AWARENESS':
      return { optimizationGoal: 'REACH', needs: null };
    case 'OUTCOME_ENGAGEMENT':
      return { optimizationGoal: 'POST_ENGAGEMENT', needs: null };
    default:
      return { optimizationGoal: 'LINK_CLICKS', needs: null };
  }
}

function seedAdSet(ctx: SeedContext, spec: AccountSpec, account: AdAccount, campaign: Campaign, index: number, campaignBudget: boolean) {
  const { world, prng } = ctx;
  const pages = Object.values(world.pages).filter((page) => page.accountIds.includes(account.id));
  const pixels = usable(world.pixels, account.id);
  const audiences = usable(world.audiences, account.id);
  const { optimizationGoal, needs } = optimizationFor(campaign.objective);
  // Prefer a pixel shared from another account, so a clone elsewhere meets "this account cannot use the pixel".
  const pixel = pixels.find((candidate) => candidate.ownerAccountId !== account.id) ?? pixels[0];
  const page = pages[0];
  const promotedObject =
    needs === 'pixel' && pixel
      ? { pixel_id: pixel.id, custom_event_type: 'PURCHASE' }
      : needs === 'page' && page
        ? { page_id: page.id }
        : needs === 'app'
          ? { application_id: '350685531728', object_store_url: 'https://play.google.com/store/apps/details?id=com.example.shop' }
          : undefined;
  const audience = audiences.length > 0 && prng.chance(0.3) ? prng.pick(audiences) : undefined;
  const isEu = spec.key === 'eu';
  const id = allocateId(world, '120');
  const createdTime = campaign.createdTime + prng.int(0, 3) * 3_600_000;
  const useLifetime = !campaignBudget && prng.chance(0.2);
  const adset: AdSet = {
    id,
    accountId: account.id,
    campaignId: campaign.id,
    name: `${spec.countries.join('+')} ${prng.pick(['18-34', '25-44', '35-65', 'Broad', 'Lookalike', 'Retargeting'])} #${index + 1}`,
    status: campaign.status === 'DELETED' || campaign.status === 'ARCHIVED' ? campaign.status : index === 0 ? 'ACTIVE' : prng.pick(['ACTIVE', 'PAUSED'] as const),
    targeting: {
      geo_locations: { countries: spec.countries },
      age_min: prng.pick([18, 21, 25]),
      age_max: prng.pick([45, 55, 65]),
      ...(audience ? { custom_audiences: [{ id: audience.id, name: audience.name }] } : {}),
    },
    optimizationGoal,
    billingEvent: 'IMPRESSIONS',
    createdTime,
    updatedTime: createdTime,
    startTime: createdTime,
    ...(campaignBudget ? {} : useLifetime ? { lifetimeBudget: niceBudget(prng, account) * 30, endTime: createdTime + 60 * DAY_MS } : { dailyBudget: niceBudget(prng, account) }),
    ...(promotedObject ? { promotedObject } : {}),
    ...(isEu ? { dsaPayor: 'Northwind Agency SL', dsaBeneficiary: 'Northwind Moda' } : {}),
  };
  world.adsets[id] = adset;
  const adCount = prng.int(1, 2);
  for (let n = 0; n < adCount; n++) seedAd(ctx, spec, account, campaign, adset, n);
}

function seedAd(ctx: SeedContext, spec: AccountSpec, account: AdAccount, campaign: Campaign, adset: AdSet, index: number) {
  const { world, prng } = ctx;
  const pages = Object.values(world.pages).filter((page) => page.accountIds.includes(account.id));
  const images = Object.values(world.images[account.id] ?? {});
  const page = prng.pick(pages);
  const link = `https://shop.example.com/${spec.key}/${campaign.id.slice(-4)}`;
  const carousel = prng.chance(0.2);
  const linkData: Record<string, unknown> = carousel
    ? {
        link,
        message: 'Swipe through the collection',
        child_attachments: [0, 1, 2].map((n) => ({ link: `${link}?item=${n}`, name: `Item ${n + 1}`, image_hash: prng.pick(images).hash })),
      }
    : {
        link,
        message: prng.pick(['New season, new picks.', 'Free shipping this week.', 'Our bestsellers are back.']),
        name: prng.pick(['Shop now', 'Discover more', 'Limited offer']),
        image_hash: prng.pick(images).hash,
        call_to_action: { type: 'SHOP_NOW', value: { link } },
      };
  const creativeId = allocateId(world, '120');
  const createdTime = adset.createdTime + prng.int(0, 2) * 3_600_000;
  world.creatives[creativeId] = {
    id: creativeId,
    accountId: account.id,
    name: `${campaign.name} – creative ${index + 1}`,
    status: 'ACTIVE',
    objectStorySpec: { page_id: page.id, link_data: linkData },
    createdTime,
    updatedTime: createdTime,
  };
  const status: ConfiguredStatus = campaign.status === 'DELETED' || campaign.status === 'ARCHIVED' ? campaign.status : index === 0 ? 'ACTIVE' : prng.pick(['ACTIVE', 'PAUSED'] as const);
  const seededOn = world.seededOn;
  const windowStart = addDays(seededOn, -(HISTORY_DAYS - 1));
  const created = localDate(new Date(createdTime), account.timezoneName);
  const deliveryStart = created > windowStart ? created : windowStart;
  const delivering = status === 'ACTIVE' && campaign.status === 'ACTIVE' && adset.status === 'ACTIVE' && account.accountStatus === 1;
  // Stopped ads keep their history up to the day they stopped; disabled and unsettled accounts stopped weeks ago.
  const stopAfter = account.accountStatus !== 1 ? prng.int(10, 40) : prng.int(0, 70);
  const deliveryEnd = delivering ? undefined : addDays(seededOn, -stopAfter);
  const id = allocateId(world, '120');
  world.ads[id] = {
    id,
    accountId: account.id,
    adsetId: adset.id,
    campaignId: campaign.id,
    creativeId,
    name: `${adset.name} – ad ${index + 1}`,
    status,
    createdTime,
    updatedTime: createdTime,
    deliveryStart,
    ...(deliveryEnd ? { deliveryEnd } : {}),
  };
}
