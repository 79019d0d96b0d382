/** Meta's platform id and TikTok's, as the server's platforms table seeds them. */
export const FACEBOOK_PLATFORM_ID = 1;
export const TIKTOK_PLATFORM_ID = 2;

export type AppMode = 'sandbox' | 'meta';

const META_ADS_MANAGER = 'https://adsmanager.facebook.com/adsmanager/manage/campaigns';
const TIKTOK_ADS_MANAGER = 'https://ads.tiktok.com/i18n/perf/campaign';

/**
 * The platform an ad account id belongs to, for rows that carry only the id: Meta's always start with `act_`,
 * TikTok's advertiser ids are bare digits.
 */
export function platformIdOfAccount(adAccountId: string): number {
  return adAccountId.startsWith('act_') ? FACEBOOK_PLATFORM_ID : TIKTOK_PLATFORM_ID;
}

/**
 * Where to see a campaign on its own platform: Meta's or TikTok's Ads Manager; in sandbox mode the sandbox's tree of
 * the account, since the real managers know nothing of the sandbox's ids.
 */
export function platformCampaignUrl(mode: AppMode, platformId: number, adAccountId: string, campaignId: string): string {
  if (platformId === TIKTOK_PLATFORM_ID) {
    if (mode === 'sandbox') return `/sandbox/tiktok/_sandbox/advertisers/${encodeURIComponent(adAccountId)}/tree`;
    return `${TIKTOK_ADS_MANAGER}?${new URLSearchParams({ aadvid: adAccountId }).toString()}`;
  }
  if (mode === 'sandbox') return `/sandbox/graph/_sandbox/accounts/${encodeURIComponent(adAccountId)}/tree`;
  const params = new URLSearchParams({ act: adAccountId.replace(/^act_/, ''), selected_campaign_ids: campaignId });
  return `${META_ADS_MANAGER}?${params.toString()}`;
}
