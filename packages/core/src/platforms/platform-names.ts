import { TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';

export type PlatformName = 'facebook' | 'tiktok';

/** The name audit rows and notices carry for a stored connection's platform id. */
export function platformNameOf(platformId: number): PlatformName {
  return platformId === TIKTOK_PLATFORM_ID ? 'tiktok' : 'facebook';
}
