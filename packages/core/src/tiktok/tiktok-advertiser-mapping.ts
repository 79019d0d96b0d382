import { createHash } from 'node:crypto';
import type { AdAccountUpsert } from '@adfleet/db';
import type { TikTokAdvertiserInfo } from './tiktok-api.ts';

/** TikTok's advertiser statuses in the names the ad-account list already speaks (Meta's); others kept as TikTok says them. */
const STATUS_NAMES: Record<string, string> = { STATUS_ENABLE: 'ACTIVE', STATUS_DISABLE: 'DISABLED' };

export function toTikTokAdAccountUpsert(advertiser: TikTokAdvertiserInfo, owner: { workspaceId: string; connectionId: string; platformId: number }): AdAccountUpsert {
  return {
    ...owner,
    adAccountId: String(advertiser.advertiser_id),
    name: advertiser.name,
    status: STATUS_NAMES[advertiser.status] ?? advertiser.status,
    currency: advertiser.currency,
    timezoneName: advertiser.timezone ?? null,
    businessId: null,
    businessName: null,
    minDailyBudget: null,
  };
}

/**
 * TikTok's advertiser token names no person, so a connection is identified by the set of advertisers it was granted:
 * authorizing the same advertisers again refreshes the same connection; another set is another connection.
 */
export function tiktokGrantId(advertiserIds: readonly string[]): string {
  const digest = createHash('sha256').update([...advertiserIds].sort().join(',')).digest('hex');
  return `grant:${digest.slice(0, 32)}`;
}
