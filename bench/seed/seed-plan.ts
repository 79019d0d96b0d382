/**
 * What the generator writes, decided in TypeScript from a fixed seed so every run builds the same database: who the
 * users are, how many ad accounts each holds (a few big agencies, a long tail of small ones), each account's name,
 * country, currency and time zone, and how many campaigns each account has. The rows themselves are written in SQL.
 */

export interface SeedScale {
  users: number;
  accounts: number;
  campaigns: number;
  /** Rows of campaign_insights_daily; the account rows are their sums (one per account and day with spend). */
  insightRows: number;
  days: number;
}

/** Issue 14's database: 100 users, 500 ad accounts, 100,000 campaigns, 2,000,000 daily insight rows over 90 days. */
export const FULL_SCALE: SeedScale = { users: 100, accounts: 500, campaigns: 100_000, insightRows: 2_000_000, days: 90 };
/** One hundredth of it (the same 90 days), for CI and the short bench. */
export const SHORT_SCALE: SeedScale = { users: 10, accounts: 50, campaigns: 1_000, insightRows: 20_000, days: 90 };

/** The last day with insights: fixed, so the data (and the ranges the bench asks for) are the same on every run. */
export const SEED_LAST_DAY = '2026-11-22';
/** Every generated user signs in with this password. */
export const SEED_PASSWORD = 'fleet-bench-2931';

export interface PlannedUser {
  index: number;
  id: string;
  username: string;
  email: string;
  firstName: string;
  lastName: string;
  /** The agency's or business's name, which its ad accounts' business carries. */
  business: string;
}

interface PlannedAccount {
  id: string;
  userIndex: number;
  adAccountId: string;
  name: string;
  currency: string;
  timezone: string;
  businessId: string;
  businessName: string;
  campaigns: number;
}

export interface SeedPlan {
  scale: SeedScale;
  users: PlannedUser[];
  accounts: PlannedAccount[];
}

const FIRST_NAMES = ['Ana', 'Bruno', 'Carla', 'Diego', 'Elena', 'Farid', 'Grace', 'Hiro', 'Inés', 'Jonas', 'Keiko', 'Lucas', 'Maya', 'Nikolai', 'Olivia', 'Pablo', 'Quinn', 'Rosa', 'Sven', 'Tamara'];
const LAST_NAMES = ['Alvarez', 'Becker', 'Costa', 'Dubois', 'Evans', 'Fischer', 'García', 'Hansen', 'Ito', 'Jensen', 'Kim', 'López', 'Moreau', 'Novak', 'Okafor', 'Patel', 'Rossi', 'Silva', 'Tanaka', 'Wright'];
const AGENCY_WORDS = ['Northwind', 'Bluefin', 'Redwood', 'Lumen', 'Harbor', 'Kestrel', 'Juniper', 'Atlas', 'Copper', 'Meridian', 'Solstice', 'Orchard'];
const AGENCY_KINDS = ['Media', 'Digital', 'Growth', 'Performance', 'Ads Studio', 'Collective'];
const BRANDS = ['Casa Verde', 'Peak Outdoor', 'Luna Skincare', 'Urban Bikes', 'Golden Bakery', 'Nordic Knit', 'Pixel Toys', 'Solar Home', 'Vita Juice', 'Metro Fitness', 'Coral Swim', 'Atelier Shoes', 'Bright Dental', 'Pet Haven', 'Tokyo Ramen', 'Rio Coffee'];
const BRAND_KINDS = ['Store', 'Shop', 'Leads', 'Brand', 'Catalog', 'App'];
/** Where the accounts are, weighted towards the markets agencies mostly buy in; each with its currency and time zone. */
const MARKETS: Array<{ country: string; currency: string; timezone: string; weight: number }> = [
  { country: 'US', currency: 'USD', timezone: 'America/New_York', weight: 40 },
  { country: 'GB', currency: 'GBP', timezone: 'Europe/London', weight: 10 },
  { country: 'DE', currency: 'EUR', timezone: 'Europe/Berlin', weight: 10 },
  { country: 'ES', currency: 'EUR', timezone: 'Europe/Madrid', weight: 8 },
  { country: 'MX', currency: 'MXN', timezone: 'America/Mexico_City', weight: 10 },
  { country: 'BR', currency: 'BRL', timezone: 'America/Sao_Paulo', weight: 8 },
  { country: 'CO', currency: 'COP', timezone: 'America/Bogota', weight: 5 },
  { country: 'JP', currency: 'JPY', timezone: 'Asia/Tokyo', weight: 5 },
  { country: 'KR', currency: 'KRW', timezone: 'Asia/Seoul', weight: 4 },
];

/** mulberry32: a small, fast PRNG; the same seed gives the same sequence on every machine. */
function random(seed: number): () => number {
  let state = seed >>> 0;
  return () => {
    state = (state + 0x6d2b79f5) >>> 0;
    let t = state;
    t = Math.imul(t ^ (t >>> 15), t | 1);
    t ^= t + Math.imul(t ^ (t >>> 7), t | 61);
    return ((t ^ (t >>> 14)) >>> 0) / 4_294_967_296;
  };
}

/** A fixed UUID per (kind, number), so ids are the same across runs (and readable in a plan). */
function seedUuid(kind: number, n: number): string {
  return `00000000-${kind.toString(16).padStart(4, '0')}-4000-8000-${n.toString(16).padStart(12, '0')}`;
}

/**
 * Splits `total` into parts proportional to `weights`, each at least `min`, summing exactly to `total` (largest
 * remainder), so the generated counts are the asked ones, not roughly them.
 */
function apportion(total: number, weights: number[], min = 1): number[] {
  const free = total - min * weights.length;
  if (free < 0) throw new Error(`cannot give ${weights.length} parts at least ${min} each out of ${total}`);
  const sum = weights.reduce((a, b) => a + b, 0);
  const exact = weights.map((weight) => (free * weight) / sum);
  const parts = exact.map((value) => min + Math.floor(value));
  let left = total - parts.reduce((a, b) => a + b, 0);
  const byRemainder = exact.map((value, index) => ({ index, rest: value - Math.floor(value) })).sort((a, b) => b.rest - a.rest || a.index - b.index);
  for (const { index } of byRemainder) {
    if (left-- <= 0) break;
    parts[index] = (parts[index] ?? 0) + 1;
  }
  return parts;
}

function pick<T>(items: readonly T[], next: () => number): T {
  return items[Math.floor(next() * items.length)] as T;
}

export function seedPlan(scale: SeedScale, seed = 14): SeedPlan {
  const next = random(seed);
  const users: PlannedUser[] = Array.from({ length: scale.users }, (_, index) => {
    const firstName = FIRST_NAMES[index % FIRST_NAMES.length] as string;
    const lastName = LAST_NAMES[(index * 7 + 3) % LAST_NAMES.length] as string;
    const business = `${AGENCY_WORDS[index % AGENCY_WORDS.length]} ${AGENCY_KINDS[Math.floor(index / AGENCY_WORDS.length) % AGENCY_KINDS.length]}`;
    const username = `${firstName}.${lastName}${index}`.toLowerCase().normalize('NFD').replace(/[^a-z0-9.]/g, '');
    return { index, id: seedUuid(1, index + 1), username, email: `${username}@example.com`, firstName, lastName, business };
  });
  // Zipf-like: the first agency holds about a fifth of all accounts, most users one to three.
  const accountsPerUser = apportion(scale.accounts, users.map((user) => 1 / (user.index + 1) ** 1.1));
  const marketWeights = MARKETS.flatMap((market) => Array<(typeof MARKETS)[number]>(market.weight).fill(market));
  const accounts: PlannedAccount[] = [];
  users.forEach((user, userIndex) => {
    for (let k = 0; k < (accountsPerUser[userIndex] ?? 0); k++) {
      const n = accounts.length + 1;
      const market = pick(marketWeights, next);
      const brand = `${pick(BRANDS, next)} ${pick(BRAND_KINDS, next)}`;
      accounts.push({
        id: seedUuid(2, n),
        userIndex,
        adAccountId: `act_${(1_000_000_000 + n * 7_919).toString()}`,
        name: `${brand} (${market.country})`,
        currency: market.currency,
        timezone: market.timezone,
        businessId: `${2_000_000 + userIndex * 100 + (k % 7)}`,
        businessName: `${user.business} – client ${(k % 7) + 1}`,
        campaigns: 0,
      });
    }
  });
  // Campaigns per account vary tenfold (a store with a catalog per season against a single lead-gen campaign).
  const campaignsPerAccount = apportion(scale.campaigns, accounts.map(() => 0.2 + 1.8 * next() ** 2));
  accounts.forEach((account, index) => {
    account.campaigns = campaignsPerAccount[index] ?? 1;
  });
  return { scale, users, accounts };
}

/** The user with the most ad accounts: the big agency the bench signs in as. */
export function biggestUser(plan: SeedPlan): PlannedUser & { accounts: number; campaigns: number } {
  const owned = plan.users.map((user) => {
    const mine = plan.accounts.filter((account) => account.userIndex === user.index);
    return { ...user, accounts: mine.length, campaigns: mine.reduce((sum, account) => sum + account.campaigns, 0) };
  });
  return owned.reduce((best, user) => (user.accounts > best.accounts ? user : best));
}
