/**
 * The sandbox's one TikTok developer app. The id is fixed and public, like any app id, so clients need no setting for
 * it; its secret is per installation (secrets/sandbox-secrets.ts), since it is what the code exchange trusts.
 */
export const TIKTOK_SANDBOX_APP_ID = '7300000000000000001';

/** Every Marketing API path lives here, with TikTok's trailing slash (`/open_api/v1.3/campaign/get/`). */
export const API_VERSION_PATH = '/open_api/v1.3';

/** The advertiser authorization page, where TikTok's own lives on business-api.tiktok.com. */
export const AUTH_PAGE_PATH = '/portal/auth';

/** Authorization codes are single use and valid for an hour. */
export const AUTH_CODE_LIFETIME_MS = 60 * 60_000;

/** The scopes a Marketing API app asks for, as the numbers TikTok's token answer lists. */
export const GRANTED_SCOPES = [1, 2, 3, 4, 5, 6] as const;

/**
 * TikTok's Basic tier: 10 calls a second, 600 a minute (going past the minute locks the app out for 5 minutes),
 * `ad/create/` 5 a second, and an Upgraded Smart+ copy task 1 a second.
 */
export const DEFAULT_LIMITS = { qps: 10, qpm: 600, lockSeconds: 300, endpointQps: { '/ad/create/': 5, '/smart_plus/campaign/copy/task/create/': 1 } as Record<string, number> };

export const MAX_PAGE_SIZE = 1000;
export const DEFAULT_PAGE_SIZE = 10;

/** A daily breakdown spans at most 30 days; a total at most 365 (TikTok's report limits). */
export const MAX_DAILY_REPORT_DAYS = 30;
export const MAX_REPORT_DAYS = 365;

/** `creative/asset/share/`: up to 20 assets to 10 advertisers per call. */
export const MAX_SHARED_ASSETS = 20;
export const MAX_SHARE_TARGETS = 10;
