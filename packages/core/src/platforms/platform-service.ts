import { type Db, listPlatforms as listPlatformRows } from '@adfleet/db';
import { FACEBOOK_PLATFORM_ID, TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import type { Platform, PlatformFilter } from './platform-schemas.ts';

export async function listPlatforms(db: Db): Promise<Platform[]> {
  return listPlatformRows(db);
}

/** The platform id a filter narrows to, or undefined for all platforms. */
export function platformIdOf(filter: PlatformFilter): number | undefined {
  if (filter === 'facebook') return FACEBOOK_PLATFORM_ID;
  if (filter === 'tiktok') return TIKTOK_PLATFORM_ID;
  return undefined;
}
