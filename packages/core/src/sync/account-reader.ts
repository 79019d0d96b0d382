import { TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { tiktokAccountReader } from '../tiktok/tiktok-account-reader.ts';
import type { AccountReader } from './account-read.ts';
import { metaAccountReader } from './meta-account-reader.ts';
import type { SyncDeps } from './sync-deps.ts';

/** The one place the account sync chooses its platform (ADR 0053); everything after the read is the same for all. */
export function accountReaderFor(deps: Pick<SyncDeps, 'graph' | 'tiktok'>, platformId: number): AccountReader {
  return platformId === TIKTOK_PLATFORM_ID ? tiktokAccountReader(deps.tiktok) : metaAccountReader(deps.graph);
}
