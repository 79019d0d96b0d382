/** The TikTok app AdFleet acts as: TikTok's Marketing API, or the TikTok sandbox's built-in app in sandbox mode. */
export interface TikTokApp {
  appId: string;
  appSecret: string;
  /** Marketing API base with its version path, e.g. `https://business-api.tiktok.com/open_api/v1.3`. */
  apiBaseUrl: string;
}
