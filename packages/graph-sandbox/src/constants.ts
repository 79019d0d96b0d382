/**
 * The sandbox's one Facebook app. The id is fixed and public, like any Meta app id, so clients need no setting for
 * it; its secret is per installation (see secrets/sandbox-secrets.ts), since apps trust what it signs and proves.
 */
export const SANDBOX_APP_ID = '1234567890123456';
export const SANDBOX_APP_NAME = 'AdFleet (sandbox)';

/** The header every keyed control takes the installation's control key in (hosts read it too: AdFleet's outbox). */
export const CONTROL_KEY_HEADER = 'x-sandbox-key';

export const KNOWN_SCOPES = ['public_profile', 'email', 'ads_read', 'ads_management', 'business_management'] as const;

/** Server-side code exchanges and fb_exchange_token both give Meta's ~60-day long-lived token. */
export const LONG_LIVED_SECONDS = 5_183_944;
/** "An expiring system user token is valid for 60 days from generated or refreshed date" (Business Management API). */
export const SYSTEM_USER_TOKEN_SECONDS = 60 * 86_400;
export const CODE_LIFETIME_MS = 10 * 60_000;
export const MAX_BATCH = 50;
/** Deep copies through /copies: Meta's limits on child objects, synchronous versus async batch. */
export const COPY_LIMIT_SYNC = 3;
export const COPY_LIMIT_ASYNC = 51;
