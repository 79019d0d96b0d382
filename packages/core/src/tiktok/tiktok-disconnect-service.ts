import { listUserConnections } from '@adfleet/db';
import { deleteConnectionData } from '../facebook/connection-data-deletion.ts';
import { TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { SyncDeps } from '../sync/sync-deps.ts';
import type { SettingsCaller } from '../settings/settings-deps.ts';

export type TikTokDisconnectDeps = Pick<SyncDeps, 'db' | 'jobs'> & { request: RequestMeta };

/**
 * Disconnects TikTok: each of the caller's TikTok connections is deleted with its token and every advertiser read
 * through it, one transaction each, with an audit row. TikTok's Marketing API documents no call that revokes an
 * advertiser token (TIKTOK_API.md), so the grant itself ends only when the person removes AdFleet in TikTok's
 * advertiser settings; the page says so. With nothing connected a second click succeeds with 0.
 */
export async function disconnectTikTok(deps: TikTokDisconnectDeps, caller: SettingsCaller): Promise<{ disconnected: number }> {
  const connections = await listUserConnections(deps.db, caller.scope.userId, TIKTOK_PLATFORM_ID);
  for (const connection of connections) {
    await deps.db.transaction().execute((trx) =>
      deleteConnectionData(deps, trx, connection, { reason: 'disconnected', actor: { type: 'user', userId: caller.scope.userId }, request: deps.request }),
    );
  }
  return { disconnected: connections.length };
}
