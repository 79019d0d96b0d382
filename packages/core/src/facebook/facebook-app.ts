/** The Meta app AdFleet acts as (the sandbox's built-in app in sandbox mode). */
export interface FacebookApp {
  appId: string;
  appSecret: string;
}

/** What the login dialog asks for (the spec's list). */
export const REQUESTED_SCOPES = ['public_profile', 'email', 'ads_management', 'ads_read', 'business_management'] as const;

/** Without these AdFleet cannot read or copy ads; e-mail and profile are nice to have. */
export const REQUIRED_SCOPES = ['ads_management', 'ads_read', 'business_management'] as const;

export const FACEBOOK_PLATFORM_ID = 1;
export const TIKTOK_PLATFORM_ID = 2;

/** The app token `/debug_token` is asked with. */
export const appAccessToken = (app: FacebookApp) => `${app.appId}|${app.appSecret}`;
