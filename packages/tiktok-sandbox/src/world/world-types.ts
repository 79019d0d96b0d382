/** TikTok's two switchable states; a deleted object is kept with `deleted` so ids and figures stay. */
type OperationStatus = 'ENABLE' | 'DISABLE';
/** `BUDGET_MODE_DYNAMIC_DAILY_BUDGET` (an average daily budget over a week) exists for Upgraded Smart+ only. */
export type BudgetMode = 'BUDGET_MODE_DAY' | 'BUDGET_MODE_TOTAL' | 'BUDGET_MODE_INFINITE' | 'BUDGET_MODE_DYNAMIC_DAILY_BUDGET';

export interface Advertiser {
  id: string;
  name: string;
  company: string;
  currency: string;
  timezone: string;
  country: string;
  status: 'STATUS_ENABLE' | 'STATUS_DISABLE' | 'STATUS_LIMIT';
  /** Epoch seconds, as advertiser/info prints it. */
  createTime: number;
}

/** A demo person on the authorization page: authorizing as them grants their advertisers. */
export interface Persona {
  id: string;
  name: string;
  email: string;
  advertiserIds: string[];
}

interface Owned {
  id: string;
  advertiserId: string;
  name: string;
  operationStatus: OperationStatus;
  deleted: boolean;
  /** Epoch ms. */
  createTime: number;
  modifyTime: number;
}

export interface Campaign extends Owned {
  objectiveType: string;
  budgetMode: BudgetMode;
  /** In the advertiser currency's minor units; TikTok prints major units with decimals. */
  budgetMinor: number;
  /**
   * Set on an Upgraded Smart+ campaign: it, its ad groups and its ads are listed only by `smart_plus/…/get/`, never
   * by `campaign|adgroup|ad/get/`, while their delivery is in the reports like any other campaign's.
   */
  smartPlus?: { budgetOptimizeOn: boolean; adgroupMode: 'SINGLE' | 'MULTIPLE'; salesDestination?: string };
}

export interface AdGroup extends Owned {
  campaignId: string;
  budgetMode: BudgetMode;
  budgetMinor: number;
  placementType: string;
  placements: string[];
  locationIds: string[];
  scheduleType: string;
  scheduleStartTime: string;
  scheduleEndTime?: string;
  optimizationGoal: string;
  billingEvent: string;
  bidType: string;
  pacing: string;
  promotionType: string;
  /** Set on an Upgraded Smart+ ad group (see `Campaign.smartPlus`). */
  smartPlus?: { targetingOptimizationMode: 'AUTOMATIC' | 'MANUAL' };
}

export interface Ad extends Owned {
  campaignId: string;
  adgroupId: string;
  adFormat: string;
  adText: string;
  callToAction: string;
  landingPageUrl: string;
  displayName: string;
  identityType: string;
  imageIds: string[];
  /** Seeded ads delivered from this day (YYYY-MM-DD, advertiser time) to today; ads made through the API never have. */
  deliveredFrom?: string;
  /** Set on an Upgraded Smart+ ad (see `Campaign.smartPlus`): its Spark Ads creatives, TikTok posts of one identity. */
  smartPlus?: { identityId: string; tiktokItemIds: string[] };
}

/** An uploaded image: usable by its owner and by every advertiser it was shared with. */
export interface Image {
  id: string;
  materialId: string;
  ownerId: string;
  advertiserIds: string[];
  fileName: string;
  format: string;
  width: number;
  height: number;
  size: number;
  signature: string;
  createTime: number;
}

export interface World {
  seed: number;
  /** The next object id (all kinds share one counter, so an id is never reused). */
  nextId: number;
  advertisers: Record<string, Advertiser>;
  personas: Record<string, Persona>;
  campaigns: Record<string, Campaign>;
  adgroups: Record<string, AdGroup>;
  ads: Record<string, Ad>;
  images: Record<string, Image>;
  /** Upgraded Smart+ campaign copy tasks, by task id. */
  copyTasks: Record<string, CopyTask>;
}

/**
 * An asynchronous Upgraded Smart+ campaign copy (`smart_plus/campaign/copy/task/create/`): the copy is made when the
 * task is created, and `task/check/` reports it RUNNING until the world's clock reaches `readyAt`.
 */
export interface CopyTask {
  id: string;
  advertiserId: string;
  sourceCampaignId: string;
  createTime: number;
  readyAt: number;
  /** A copy that failed whole, making nothing: TikTok reports it FAILURE with its campaign errors. */
  failed?: boolean;
  /** The new campaign, or the name it would have had when the copy failed. */
  campaignId?: string;
  campaignName: string;
  campaignErrors: string[];
  adgroups: Array<{ adgroupId?: string; adgroupName: string; errors: string[]; ads: Array<{ adId?: string; adName: string; errors: string[] }> }>;
}

/** A long-lived advertiser token (TikTok's Marketing API tokens last until revoked). */
export interface AccessToken {
  token: string;
  personaId: string;
  advertiserIds: string[];
  scope: number[];
  issuedAt: number;
  revoked: boolean;
}

export const WORLD_TABLES = ['advertisers', 'personas', 'campaigns', 'adgroups', 'ads', 'images', 'copyTasks'] as const;

/** Whether an object belongs to the Upgraded Smart+ family. */
export const isSmartPlus = (item: { smartPlus?: unknown }): boolean => item.smartPlus !== undefined;
export type WorldTable = (typeof WORLD_TABLES)[number];
