/** Made-up accounts and figures for the feature tabs: static, so the landing page calls no API to show them. */
export const SAMPLE_ACCOUNTS = [
  { platform: 'meta', name: 'Acme Store', id: 'act_1029384756', currency: 'USD' },
  { platform: 'meta', name: 'Café Luna', id: 'act_5647382910', currency: 'EUR' },
  { platform: 'meta', name: 'Norte Travel', id: 'act_8172635490', currency: 'MXN' },
  // A client on both platforms, as agencies have them: the same shop's TikTok advertiser, with TikTok's numeric id.
  { platform: 'tiktok', name: 'Café Luna', id: '7301928374650192837', currency: 'EUR' },
] as const;

/** Last 7 days across the sample accounts, in the reporting currency (USD). Spend and CPC in cents. */
export const SAMPLE_METRICS = {
  spendCents: 1_248_000,
  impressions: 1_204_330,
  clicks: 18_912,
  conversions: 734,
} as const;

export const SAMPLE_SOURCE_CAMPAIGN = 'Black Friday · Prospecting';

export const SAMPLE_COPIES = [
  { account: 'Acme Store', campaignId: '120210000000000101' },
  { account: 'Café Luna', campaignId: '120210000000000102' },
  { account: 'Norte Travel', campaignId: '120210000000000103' },
] as const;

/** Log rows, newest first, with the time of day they happened. */
export const SAMPLE_LOG = [
  { key: 'clone', time: '10:42' },
  { key: 'budget', time: '10:15' },
  { key: 'sync', time: '09:58' },
  { key: 'signIn', time: '09:57' },
] as const;
