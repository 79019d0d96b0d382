import { type CallerScope, listUserConnections } from '@adfleet/db';
import { deleteConnectionData } from '../facebook/connection-data-deletion.ts';
import { TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { SyncDeps } from '../sync/sync-deps.ts';

export type TikTokDisconnectDeps = Pick<SyncDeps, 'db' | 'jobs'> & { request: RequestMeta };

/**
 * Disconnects TikTok: each of the workspace's TikTok connections is deleted with its token and every advertiser read
 * through it, one transaction each, with an audit row. TikTok's Marketing API documents no call that revokes an
 * advertiser token (TIKTOK_API.md), so the grant itself ends only when the person removes AdFleet in TikTok's
 * advertiser settings; the page says so. With nothing connected a second click succeeds with 0.
 */
export async function disconnectTikTok(deps: TikTokDisconnectDeps, scope: CallerScope): Promise<{ disconnected: number }> {
  const connections = await listUserConnections(deps.db, scope, TIKTOK_PLATFORM_ID);
  for (const connection of connections) {
    await deps.db.transaction().execute((trx) =>
      deleteConnectionData(deps, trx, connection, { reason: 'disconnected', actor: { type: 'user', userId: scope.userId }, request: deps.request }),
    );
  }
  return { disconnected: connections.length };
}
