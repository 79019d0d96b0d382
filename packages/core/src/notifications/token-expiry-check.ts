import { listConnectionsExpiringBefore, listExpiredConnectionIds, lockExpiredConnection } from '@adfleet/db';
import { TOKEN_EXPIRY_NOTICE_MS, tokenExpiryWarning } from '../connections/token-expiry.ts';
import { expireConnectionToken } from '../sync/token-invalidation.ts';
import type { SyncDeps } from '../sync/sync-deps.ts';
import { notifyWorkspace } from './notify.ts';

/**
 * The scheduled check, on the app's clock: a connection whose token has ended becomes one to reconnect (as when Meta
 * refuses it), and one whose token ends within a week tells the member who connected it (or, once they are gone, the
 * workspace's owner and admins) a week before and again a day before. Each warning is said once per token (its key
 * holds the token's expiry), so an hourly check, or two at once, never repeats it, and a renewed token is warned of
 * afresh.
 */
export async function checkTokenExpiry(deps: Pick<SyncDeps, 'db' | 'jobs'>, now: Date): Promise<{ notified: number; expired: number }> {
  let expired = 0;
  for (const id of await listExpiredConnectionIds(deps.db, now)) {
    await deps.db.transaction().execute(async (trx) => {
      const connection = await lockExpiredConnection(trx, id, now);
      if (!connection) return;
      await expireConnectionToken(deps, trx, connection, now);
      expired += 1;
    });
  }

  let notified = 0;
  for (const connection of await listConnectionsExpiringBefore(deps.db, now, new Date(now.getTime() + TOKEN_EXPIRY_NOTICE_MS))) {
    const warning = tokenExpiryWarning(connection.tokenExpiresAt, now);
    if (!warning) continue;
    const added = await notifyWorkspace(
      deps.db,
      { workspaceId: connection.workspaceId, startedBy: connection.connectedBy },
      'token_expiring',
      { connectionId: connection.id, name: connection.externalUserName ?? '', expiresAt: connection.tokenExpiresAt.toISOString(), warning },
      now,
    );
    if (added) notified += 1;
  }
  return { notified, expired };
}
