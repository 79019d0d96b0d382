import { type CallerScope, type ConnectionRow, listUserConnections } from '@adfleet/db';
import { AppError } from '../errors/app-error.ts';
import { deleteConnectionData } from '../facebook/connection-data-deletion.ts';
import { FACEBOOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { isGraphError } from '../graph/index.ts';
import { userMessage } from '../messages/index.ts';
import type { RequestMeta } from '../request-meta.ts';
import type { SyncDeps } from '../sync/sync-deps.ts';

export type DisconnectDeps = Pick<SyncDeps, 'db' | 'graph' | 'cipher' | 'jobs'> & { request: RequestMeta };

/**
 * Disconnects Facebook: each of the workspace's connections has its grant revoked at Meta (`DELETE /{user-id}/permissions`
 * with the connected Meta user's own token), then is deleted here with everything read through it, as Meta's data-deletion callback
 * deletes it. A token Meta already refuses has nothing left to revoke; any other failure at Meta changes nothing here,
 * so the person can try again and is never left with data they believe deleted but a grant still live. With nothing
 * connected there is nothing to do: a second click (or a retry after a lost answer) succeeds with 0.
 */
export async function disconnectFacebook(deps: DisconnectDeps, scope: CallerScope): Promise<{ disconnected: number }> {
  const connections = await listUserConnections(deps.db, scope, FACEBOOK_PLATFORM_ID);
  for (const connection of connections) await disconnectConnection(deps, connection, scope.userId);
  return { disconnected: connections.length };
}

/**
 * One connection, as above: a Facebook grant revoked at Meta first (a token Meta already refuses has nothing left to
 * revoke; any other failure changes nothing here), then the connection and everything read through it deleted here.
 * TikTok documents no revoking call, so a TikTok connection is only deleted here. Member removal reuses it.
 */
export async function disconnectConnection(deps: DisconnectDeps, connection: ConnectionRow, actingUserId: string): Promise<void> {
  if (connection.platform_id === FACEBOOK_PLATFORM_ID) {
    try {
      await deps.graph.delete(`${connection.external_user_id}/permissions`, {}, { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext) });
    } catch (error) {
      if (!(isGraphError(error) && error.kind === 'auth')) throw new AppError('SERVICE_UNAVAILABLE', userMessage('serviceUnavailable'), { cause: error });
    }
  }
  await deps.db.transaction().execute((trx) =>
    deleteConnectionData(deps, trx, connection, { reason: 'disconnected', actor: { type: 'user', userId: actingUserId }, request: deps.request }),
  );
}
