import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '@/lib/platform-links';

/** The Duplicator's tabs: one per platform, and 'Todas' mixing both. */
export type CampaignTab = 'facebook' | 'tiktok' | 'all';

/** The platform a tab lists, as `campaigns.list` filters it; 'Todas' narrows to none. */
export function tabPlatformId(tab: CampaignTab): number | undefined {
  if (tab === 'facebook') return FACEBOOK_PLATFORM_ID;
  if (tab === 'tiktok') return TIKTOK_PLATFORM_ID;
  return undefined;
}

/** The tab first shown: TikTok's when the header's selector names TikTok, else Facebook (the spec's default). */
export function initialTab(headerPlatformId: number | null): CampaignTab {
  return headerPlatformId === TIKTOK_PLATFORM_ID ? 'tiktok' : 'facebook';
}
