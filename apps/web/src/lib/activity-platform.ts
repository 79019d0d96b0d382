import { FACEBOOK_PLATFORM_ID, platformIdOfAccount, TIKTOK_PLATFORM_ID } from './platform-links';

/**
 * The platform an audit row is about, if any: the one it names (connect, disconnect), else the one of the ad account it
 * concerns (sync, clone, budget rows carry the platform's account id). Sign-ins and settings are about no platform.
 */
export function activityPlatformId(metadata: Readonly<Record<string, unknown>>): number | null {
  if (metadata['platform'] === 'tiktok') return TIKTOK_PLATFORM_ID;
  if (metadata['platform'] === 'facebook') return FACEBOOK_PLATFORM_ID;
  const [firstTarget] = Array.isArray(metadata['targetAccounts']) ? metadata['targetAccounts'] : [];
  const accountId = typeof metadata['adAccountId'] === 'string' ? metadata['adAccountId'] : firstTarget;
  return typeof accountId === 'string' && accountId !== '' ? platformIdOfAccount(accountId) : null;
}
