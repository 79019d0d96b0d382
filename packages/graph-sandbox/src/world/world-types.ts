/**
 * The sandbox's state, as plain JSON-friendly records so it can be persisted and compared as a whole.
 * Money is in integer minor units of the account's currency; times are epoch milliseconds.
 */
export type ConfiguredStatus = 'ACTIVE' | 'PAUSED' | 'DELETED' | 'ARCHIVED';

interface Business {
  id: string;
  name: string;
}

export interface AdAccount {
  id: string;
  name: string;
  currency: string;
  timezoneName: string;
  timezoneOffsetHours: number;
  accountStatus: number;
  disableReason: number;
  businessId: string;
  minDailyBudget: number;
  spendCap: number;
  createdTime: number;
  /** The EU DSA payor and beneficiary Meta applies to an ad set of this account that names none. */
  defaultDsaPayor?: string;
  defaultDsaBeneficiary?: string;
}

export interface DemoUser {
  id: string;
  name: string;
  firstName: string;
  lastName: string;
  email: string;
  accountIds: string[];
  /** Scopes this user refuses in the login dialog, so apps can see partial grants. */
  declines: string[];
  /** Tasks on the accounts where this user is not an admin (Meta's `user_tasks`), by account id. */
  tasks?: Record<string, string[]>;
  /**
   * Set on a browser's own identity: the seeded persona it copies. Seeded users (personas) have none and are what
   * the dialog offers; signing in always gives the browser its own identity, so no two visitors share a Meta id.
   */
  personaId?: string;
}

interface Page {
  id: string;
  name: string;
  /** Ad accounts allowed to promote this page (their promote_pages edge). */
  accountIds: string[];
}

interface Pixel {
  id: string;
  name: string;
  ownerAccountId: string;
  sharedAccountIds: string[];
  createdTime: number;
}

interface CustomAudience {
  id: string;
  name: string;
  ownerAccountId: string;
  sharedAccountIds: string[];
  approximateCount: number;
}

export interface AdImage {
  accountId: string;
  hash: string;
  name: string;
  width: number;
  height: number;
  createdTime: number;
}

/** A stretch of days a daily budget held before it changed: `amount` through the local date `through` (inclusive). */
export interface DailyBudgetStretch {
  through: string;
  amount: number;
}

interface AdObjectBase {
  id: string;
  accountId: string;
  name: string;
  status: ConfiguredStatus;
  createdTime: number;
  updatedTime: number;
}

export interface Campaign extends AdObjectBase {
  objective: string;
  specialAdCategories: string[];
  dailyBudget?: number;
  /** Earlier daily budgets, oldest first, so past days keep the budget they were delivered under (daily-budget-days.ts). */
  dailyBudgetHistory?: DailyBudgetStretch[];
  lifetimeBudget?: number;
  spendCap?: number;
  bidStrategy?: string;
  buyingType: string;
  startTime: number;
  stopTime?: number;
  /** Set on Advantage+ shopping (AUTOMATED_SHOPPING_ADS) and app (SMART_APP_PROMOTION) campaigns of the old kind. */
  smartPromotionType?: string;
}

export interface AdSet extends AdObjectBase {
  campaignId: string;
  targeting: Record<string, unknown>;
  optimizationGoal: string;
  billingEvent: string;
  bidAmount?: number;
  bidStrategy?: string;
  dailyBudget?: number;
  /** Earlier daily budgets, oldest first, so past days keep the budget they were delivered under (daily-budget-days.ts). */
  dailyBudgetHistory?: DailyBudgetStretch[];
  lifetimeBudget?: number;
  promotedObject?: Record<string, unknown>;
  destinationType?: string;
  dsaPayor?: string;
  dsaBeneficiary?: string;
  startTime: number;
  endTime?: number;
  /** When its budget changed (epoch ms), newest last: Meta allows 4 changes an hour per ad set. */
  budgetChangedAt?: number[];
}

export interface AdCreative extends AdObjectBase {
  objectStorySpec?: Record<string, unknown>;
  /** The Instagram account and existing post the creative uses, when given apart from object_story_spec. */
  instagramUserId?: string;
  sourceInstagramMediaId?: string;
  assetFeedSpec?: Record<string, unknown>;
  urlTags?: string;
}

export interface Ad extends AdObjectBase {
  adsetId: string;
  campaignId: string;
  creativeId: string;
  trackingSpecs?: unknown[];
  /** Seeded ads delivered from this local date (inclusive); ads created through the API have no history. */
  deliveryStart?: string;
  /** Paused or archived seeded ads stopped delivering after this date. */
  deliveryEnd?: string;
}

export interface ReportRun {
  id: string;
  accountId: string;
  /** The insights request as received, replayed when the results are read. */
  nodeKind: 'adaccount' | 'campaign' | 'adset' | 'ad';
  nodeId: string;
  params: Record<string, string>;
  createdTime: number;
  polls: number;
}

export interface AsyncRequest {
  id: string;
  name: string;
  status: 'SUCCESS' | 'ERROR';
  input: { name: string; relative_url: string; body: string };
  result?: unknown;
  error?: unknown;
  createdTime: number;
}

export interface AsyncRequestSet {
  id: string;
  accountId: string;
  name: string;
  requests: AsyncRequest[];
  createdTime: number;
}

export interface World {
  seed: number;
  /** The local date the world was generated for; seeded history ends here and continues with the clock. */
  seededOn: string;
  nextId: number;
  businesses: Record<string, Business>;
  accounts: Record<string, AdAccount>;
  users: Record<string, DemoUser>;
  pages: Record<string, Page>;
  pixels: Record<string, Pixel>;
  audiences: Record<string, CustomAudience>;
  /** Keyed by account id, then image hash: a hash lives per account, and copy_from reuses it in another. */
  images: Record<string, Record<string, AdImage>>;
  campaigns: Record<string, Campaign>;
  adsets: Record<string, AdSet>;
  creatives: Record<string, AdCreative>;
  ads: Record<string, Ad>;
  reportRuns: Record<string, ReportRun>;
  asyncRequestSets: Record<string, AsyncRequestSet>;
  /** The dialog's browsers, by SHA-256 of their cookie: persona id → the identity this browser signs in as. */
  browsers: Record<string, Record<string, string>>;
}

/** Meta-like ids: numeric strings; ad objects start with 120 and have 18 digits. */
export function allocateId(world: World, prefix: string, digits = 18): string {
  const serial = String(world.nextId++);
  return prefix + serial.padStart(digits - prefix.length, '0');
}
