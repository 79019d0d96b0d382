import type { AdAccountRow, CampaignUpsert, DailyMetrics } from '@adfleet/db';

/** A campaign as the store takes it from any platform (budgets already in minor units, statuses in the lists' names). */
export type SyncedCampaign = Omit<CampaignUpsert, 'workspaceId' | 'adAccountId' | 'platformId'>;

export interface SyncedAdSet {
  externalId: string;
  name: string;
  status: string;
  effectiveStatus: string | null;
  campaignExternalId: string;
  /** When the platform schedules it to deliver; null when it has no such time (it runs on). */
  startTime: Date | null;
  endTime: Date | null;
}

export interface SyncedAd {
  externalId: string;
  name: string;
  adSetExternalId: string;
}

/**
 * Everything one ad account's sync read from its platform, in one shape for Meta and TikTok (ADR 0053): the store
 * writes it in one transaction whichever platform answered. Daily rows are in the account's own time zone.
 */
export interface AccountRead {
  campaigns: SyncedCampaign[];
  accountRows: DailyMetrics[];
  campaignRows: Array<DailyMetrics & { campaignExternalId: string }>;
  adSets: SyncedAdSet[];
  ads: SyncedAd[];
  adSetRows: Array<DailyMetrics & { adSetExternalId: string }>;
  /** Whether the ad-set level covered its 90-day backfill (accounts synced before ad sets were read get one once). */
  adSetBackfill: boolean;
}

type DayRange = { since: string; until: string };

export interface AccountReadRanges {
  /** Epoch seconds of the campaigns' high-water mark; unset on the first sync (every campaign is read). */
  updatedSince?: number;
  /** Days of account and campaign insights. */
  insights: DayRange;
  today: string;
  recentDays: number;
}

/** One platform's reader of an ad account, given the decrypted token. */
export type AccountReader = (account: AdAccountRow, accessToken: string, ranges: AccountReadRanges, signal?: AbortSignal) => Promise<AccountRead>;
