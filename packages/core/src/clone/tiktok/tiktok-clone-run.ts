import type { Run } from '../clone-run.ts';
import type { TikTokCloneSnapshot } from './tiktok-clone-snapshot.ts';

/** A target's clone into a TikTok advertiser: `act` is the advertiser id, `call` carries its connection's token. */
export type TikTokRun = Run<TikTokCloneSnapshot>;

/** What each create answers with the new object's id in. */
export const CREATE_PATHS = {
  campaign: { path: '/campaign/create/', idOf: (data: { campaign_id?: string }) => data.campaign_id },
  adset: { path: '/adgroup/create/', idOf: (data: { adgroup_id?: string }) => data.adgroup_id },
  ad: { path: '/ad/create/', idOf: (data: { ad_ids?: string[] }) => data.ad_ids?.[0] },
} as const;

/** TikTok takes at most 20 assets per `creative/asset/share/` call. */
export const SHARED_ASSETS_PER_CALL = 20;
