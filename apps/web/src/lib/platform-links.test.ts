import { describe, expect, it } from 'vitest';
import { platformCampaignUrl, platformIdOfAccount } from './platform-links';

describe('platform links', () => {
  it("opens a Meta campaign in Meta's Ads Manager and a TikTok one in TikTok's, by the advertiser", () => {
    expect(platformCampaignUrl('meta', 1, 'act_123', '456')).toBe('https://adsmanager.facebook.com/adsmanager/manage/campaigns?act=123&selected_campaign_ids=456');
    expect(platformCampaignUrl('meta', 2, '7001', '1800')).toBe('https://ads.tiktok.com/i18n/perf/campaign?aadvid=7001');
  });

  it("opens each sandbox's own tree in sandbox mode", () => {
    expect(platformCampaignUrl('sandbox', 1, 'act_123', '456')).toBe('/sandbox/graph/_sandbox/accounts/act_123/tree');
    expect(platformCampaignUrl('sandbox', 2, '7001', '1800')).toBe('/sandbox/tiktok/_sandbox/advertisers/7001/tree');
  });

  it("tells Meta's act_ ids from TikTok's bare advertiser ids", () => {
    expect(platformIdOfAccount('act_123')).toBe(1);
    expect(platformIdOfAccount('7001234567890')).toBe(2);
  });
});
