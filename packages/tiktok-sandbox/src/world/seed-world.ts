import { addDays, dayIn } from './dates.ts';
import { usdToMinor } from './currencies.ts';
import { nextObjectId } from './ids.ts';
import { createPrng, type Prng } from './prng.ts';
import { record } from './records.ts';
import { seedSmartPlus } from './seed-smart-plus.ts';
import type { Ad, AdGroup, Advertiser, Campaign, Image, Persona, World } from './world-types.ts';

interface AdvertiserSeed {
  key: string;
  name: string;
  currency: string;
  timezone: string;
  country: string;
  status?: Advertiser['status'];
}

/** Seven advertisers in six currencies and seven time zones; one disabled, one shared by two personas. */
const ADVERTISERS: AdvertiserSeed[] = [
  { key: 'us', name: 'Torres Outdoor US', currency: 'USD', timezone: 'America/New_York', country: 'US' },
  { key: 'es', name: 'Torres Outdoor España', currency: 'EUR', timezone: 'Europe/Madrid', country: 'ES' },
  { key: 'jp', name: 'Torres Outdoor Japan', currency: 'JPY', timezone: 'Asia/Tokyo', country: 'JP' },
  { key: 'mx', name: 'Torres Outdoor México', currency: 'MXN', timezone: 'America/Mexico_City', country: 'MX' },
  { key: 'br', name: 'Díaz Moda Brasil', currency: 'BRL', timezone: 'America/Sao_Paulo', country: 'BR' },
  { key: 'uk', name: 'Martin Beauty UK', currency: 'GBP', timezone: 'Europe/London', country: 'GB' },
  { key: 'kr', name: 'Martin Beauty Korea (legacy)', currency: 'KRW', timezone: 'Asia/Seoul', country: 'KR', status: 'STATUS_DISABLE' },
];

const PERSONAS: Array<{ name: string; email: string; advertisers: string[] }> = [
  { name: 'Ana Torres', email: 'ana.torres@example.com', advertisers: ['us', 'es', 'jp', 'mx'] },
  { name: 'Bruno Díaz', email: 'bruno.diaz@example.com', advertisers: ['br', 'mx'] },
  { name: 'Chloé Martin', email: 'chloe.martin@example.com', advertisers: ['uk', 'kr', 'es'] },
];

const OBJECTIVES = ['TRAFFIC', 'WEB_CONVERSIONS', 'REACH', 'VIDEO_VIEWS', 'LEAD_GENERATION'] as const;
const GOALS: Record<string, { goal: string; billing: string }> = {
  TRAFFIC: { goal: 'CLICK', billing: 'CPC' },
  WEB_CONVERSIONS: { goal: 'CONVERT', billing: 'OCPM' },
  REACH: { goal: 'REACH', billing: 'CPM' },
  VIDEO_VIEWS: { goal: 'ENGAGED_VIEW', billing: 'CPV' },
  LEAD_GENERATION: { goal: 'LEAD_GENERATION', billing: 'OCPM' },
};
const THEMES = ['Spring Sale', 'Best Sellers', 'New Arrivals', 'Retargeting', 'Brand Awareness'];
const CAMPAIGNS_PER_ADVERTISER = 5;
const ADGROUPS_PER_CAMPAIGN = 2;
const ADS_PER_ADGROUP = 2;
const IMAGES_PER_ADVERTISER = 3;

const digits = (prng: Prng, count: number) => Array.from({ length: count }, () => prng.int(0, 9)).join('');

function seedImage(world: World, prng: Prng, owner: Advertiser, index: number, at: number): Image {
  const id = `ad-site-i18n-sg/${prng.hex(24)}`;
  const image: Image = {
    id,
    materialId: `7${digits(prng, 18)}`,
    ownerId: owner.id,
    advertiserIds: [owner.id],
    fileName: `${owner.name.toLowerCase().replace(/[^a-z]+/g, '-')}-${index + 1}.jpg`,
    format: 'jpeg',
    width: 1080,
    height: 1920,
    size: 180_000 + prng.int(0, 90_000),
    signature: prng.hex(32),
    createTime: at,
  };
  world.images[id] = image;
  return image;
}

/**
 * The demo world: the same seed and the same day always give the same advertisers, objects and figures. Each
 * advertiser has five campaigns (one disabled, one deleted) of two ad groups of two ads, delivering for 30 to 89
 * days up to today; the US and Spanish advertisers share an image, as a shared asset library would, and the US one
 * also runs two Upgraded Smart+ campaigns.
 */
export function seedWorld(seed: number, now: Date): World {
  const prng = createPrng(seed);
  const world: World = { seed, nextId: 0, advertisers: record(), personas: record(), campaigns: record(), adgroups: record(), ads: record(), images: record(), copyTasks: record() };
  const byKey = new Map<string, Advertiser>();
  const nowMs = now.getTime();
  for (const seedAdvertiser of ADVERTISERS) {
    const advertiser: Advertiser = {
      id: `7${digits(prng, 18)}`,
      name: seedAdvertiser.name,
      company: seedAdvertiser.name.split(' ').slice(0, 2).join(' '),
      currency: seedAdvertiser.currency,
      timezone: seedAdvertiser.timezone,
      country: seedAdvertiser.country,
      status: seedAdvertiser.status ?? 'STATUS_ENABLE',
      createTime: Math.floor((nowMs - prng.int(200, 900) * 86_400_000) / 1000),
    };
    world.advertisers[advertiser.id] = advertiser;
    byKey.set(seedAdvertiser.key, advertiser);
  }
  PERSONAS.forEach((persona, index) => {
    const id = `persona-${index + 1}`;
    world.personas[id] = { id, name: persona.name, email: persona.email, advertiserIds: persona.advertisers.map((key) => byKey.get(key)?.id ?? '') } satisfies Persona;
  });

  for (const advertiser of Object.values(world.advertisers)) {
    const today = dayIn(now, advertiser.timezone);
    const created = nowMs - 100 * 86_400_000;
    const images = Array.from({ length: IMAGES_PER_ADVERTISER }, (_, index) => seedImage(world, prng, advertiser, index, created));
    for (let c = 0; c < CAMPAIGNS_PER_ADVERTISER; c++) {
      const objective = OBJECTIVES[c % OBJECTIVES.length] ?? 'TRAFFIC';
      const campaign: Campaign = {
        id: nextObjectId(world),
        advertiserId: advertiser.id,
        name: `${THEMES[c]} — ${advertiser.country}`,
        objectiveType: objective,
        budgetMode: c % 2 === 0 ? 'BUDGET_MODE_INFINITE' : 'BUDGET_MODE_DAY',
        budgetMinor: c % 2 === 0 ? 0 : usdToMinor(100 + 50 * c, advertiser.currency),
        operationStatus: c === 3 ? 'DISABLE' : 'ENABLE',
        deleted: c === 4,
        createTime: created,
        modifyTime: created,
      };
      world.campaigns[campaign.id] = campaign;
      for (let g = 0; g < ADGROUPS_PER_CAMPAIGN; g++) {
        const { goal, billing } = GOALS[objective] ?? { goal: 'CLICK', billing: 'CPC' };
        const adgroup: AdGroup = {
          id: nextObjectId(world),
          advertiserId: advertiser.id,
          campaignId: campaign.id,
          name: `${campaign.name} · ${g === 0 ? 'Broad' : 'Interests'}`,
          operationStatus: 'ENABLE',
          deleted: false,
          createTime: created,
          modifyTime: created,
          budgetMode: campaign.budgetMode === 'BUDGET_MODE_INFINITE' ? 'BUDGET_MODE_DAY' : 'BUDGET_MODE_INFINITE',
          budgetMinor: campaign.budgetMode === 'BUDGET_MODE_INFINITE' ? usdToMinor(30 + 10 * g, advertiser.currency) : 0,
          placementType: 'PLACEMENT_TYPE_NORMAL',
          placements: ['PLACEMENT_TIKTOK'],
          locationIds: [String(6_252_001 + prng.int(0, 9))],
          scheduleType: 'SCHEDULE_FROM_NOW',
          scheduleStartTime: `${addDays(today, -95)} 00:00:00`,
          optimizationGoal: goal,
          billingEvent: billing,
          bidType: 'BID_TYPE_NO_BID',
          pacing: 'PACING_MODE_SMOOTH',
          promotionType: 'WEBSITE',
        };
        world.adgroups[adgroup.id] = adgroup;
        for (let a = 0; a < ADS_PER_ADGROUP; a++) {
          const image = images[(g + a) % images.length];
          const ad: Ad = {
            id: nextObjectId(world),
            advertiserId: advertiser.id,
            campaignId: campaign.id,
            adgroupId: adgroup.id,
            name: `${adgroup.name} · ${a === 0 ? 'Image A' : 'Image B'}`,
            operationStatus: 'ENABLE',
            deleted: false,
            createTime: created,
            modifyTime: created,
            adFormat: 'SINGLE_IMAGE',
            adText: `${THEMES[c]} at ${advertiser.company}`,
            callToAction: 'SHOP_NOW',
            landingPageUrl: `https://shop.example.com/${advertiser.country.toLowerCase()}?utm_source=tiktok`,
            displayName: advertiser.company,
            identityType: 'CUSTOMIZED_USER',
            imageIds: image ? [image.id] : [],
            deliveredFrom: addDays(today, -prng.int(30, 89)),
          };
          world.ads[ad.id] = ad;
        }
      }
    }
  }
  // One image lives in both the US and the Spanish libraries, as if shared before.
  const us = byKey.get('us');
  const es = byKey.get('es');
  const sharedImage = Object.values(world.images).find((image) => image.ownerId === us?.id);
  if (sharedImage && es) sharedImage.advertiserIds.push(es.id);
  if (us) seedSmartPlus(world, us, now);
  return world;
}
