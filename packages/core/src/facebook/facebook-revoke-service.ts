import { type Db, findConnectionsByExternalUser, insertDeletionRequest, setConnectionStatus } from '@adfleet/db';
import { newDeletionCode } from '../data-rights/deletion-tokens.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { userMessage } from '../messages/index.ts';
import { notifyDisconnected } from '../notifications/notification-triggers.ts';
import type { SyncDeps } from '../sync/sync-deps.ts';
import { unscheduleConnectionSync } from '../sync/sync-schedule.ts';
import { deleteConnectionData } from './connection-data-deletion.ts';
import { FACEBOOK_PLATFORM_ID } from './facebook-app.ts';
import type { VerifiedSignedRequest } from './signed-request.ts';
import { claimSignedRequestOnce } from './signed-request-claim.ts';

type CallbackDeps = Pick<SyncDeps, 'db' | 'jobs' | 'now'>;

/**
 * The person removed AdFleet from their Facebook settings (Deauthorize callback): every AdFleet connection of that
 * Facebook user is revoked, its accounts flagged, its schedule stopped. Returns how many connections it revoked.
 */
export async function revokeFacebookUser(deps: CallbackDeps, callback: VerifiedSignedRequest): Promise<number> {
  const facebookUserId = callback.payload.user_id;
  const connections = await findConnectionsByExternalUser(deps.db, FACEBOOK_PLATFORM_ID, facebookUserId);
  await deps.db.transaction().execute(async (trx) => {
    await claimSignedRequestOnce(trx, callback, deps.now());
    for (const connection of connections) {
      await setConnectionStatus(trx, connection.id, 'revoked', userMessage('connectionAppRemoved'));
      await unscheduleConnectionSync(deps, trx, connection.id);
      await recordAudit(trx, {
        event: { action: 'connection.revoked', metadata: { platform: 'facebook', externalUserId: facebookUserId, reason: 'deauthorized' } },
        userId: connection.connected_by,
        workspaceId: connection.workspace_id,
        actor: { type: 'system' },
        target: { type: 'platform_connection', id: connection.id },
      });
      await notifyDisconnected(trx, { workspaceId: connection.workspace_id, startedBy: connection.connected_by }, { platform: 'facebook', connectionId: connection.id }, deps.now());
    }
  });
  return connections.length;
}

/**
 * Meta's data-deletion callback: the Facebook user's connections and everything read through them (ad accounts,
 * campaigns, insights, sync runs) are deleted now. The audit rows stay: they are AdFleet's own record. The request is
 * stored as done, so the code Meta shows the person opens a status page that says so.
 */
export async function deleteFacebookUserData(deps: CallbackDeps, callback: VerifiedSignedRequest): Promise<{ confirmationCode: string; deletedConnections: number }> {
  const db: Db = deps.db;
  const facebookUserId = callback.payload.user_id;
  const connections = await findConnectionsByExternalUser(db, FACEBOOK_PLATFORM_ID, facebookUserId);
  const confirmationCode = newDeletionCode();
  await db.transaction().execute(async (trx) => {
    const now = deps.now();
    await claimSignedRequestOnce(trx, callback, now);
    for (const connection of connections) {
      await deleteConnectionData(deps, trx, connection, { reason: 'data_deletion', actor: { type: 'system' } });
      await notifyDisconnected(trx, { workspaceId: connection.workspace_id, startedBy: connection.connected_by }, { platform: 'facebook', connectionId: connection.id }, now);
    }
    await insertDeletionRequest(trx, { code: confirmationCode, source: 'facebook', status: 'done', language: 'en', confirmed_at: now, completed_at: now });
  });
  return { confirmationCode, deletedConnections: connections.length };
}
