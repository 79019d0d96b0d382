import { type ConnectionRow, setConnectionStatus, type Trx } from '@adfleet/db';
import type { AuditEvent } from '../audit/audit-events.ts';
import { recordAudit } from '../audit/audit-service.ts';
import { TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { type UserMessage, userMessage } from '../messages/index.ts';
import { notifyReconnectNeeded } from '../notifications/notification-triggers.ts';
import { platformNameOf } from '../platforms/platform-names.ts';
import { platformErrorCode } from './sync-failure.ts';
import { unscheduleConnectionSync } from './sync-schedule.ts';
import type { SyncDeps } from './sync-deps.ts';

/**
 * The platform said the token is dead (Meta's 190, TikTok's 40102/40104/40105): the connection and its accounts
 * become invalid ('Token inválido' in the UI), its schedule stops, and the audit log says why. Only connecting that
 * platform again brings it back.
 */
export async function invalidateConnectionToken(deps: Pick<SyncDeps, 'jobs'>, trx: Trx, connection: ConnectionRow, error: unknown): Promise<void> {
  const refusal = platformErrorCode(error) ?? { code: 0, subcode: null, text: '0' };
  const reason =
    connection.platform_id === TIKTOK_PLATFORM_ID
      ? userMessage('connectionTikTokTokenRejected', { errorCode: refusal.text })
      : userMessage('connectionTokenRejected', { errorCode: refusal.text });
  await endConnection(deps, trx, connection, reason, {
    action: 'connection.token_invalid',
    metadata: { platform: platformNameOf(connection.platform_id), externalUserId: connection.external_user_id, code: refusal.code, subcode: refusal.subcode },
  });
}

/**
 * The token's own expiry has passed on the app's clock: the platform refuses it from now on (Meta's 190/463), so the
 * connection ends as if it had said so, without a failed call first.
 */
export async function expireConnectionToken(deps: Pick<SyncDeps, 'jobs'>, trx: Trx, connection: ConnectionRow & { token_expires_at: Date }, at: Date): Promise<void> {
  await endConnection(
    deps,
    trx,
    connection,
    userMessage('connectionTokenExpired'),
    { action: 'connection.token_expired', metadata: { platform: platformNameOf(connection.platform_id), externalUserId: connection.external_user_id, expiredAt: connection.token_expires_at.toISOString() } },
    at,
  );
}

async function endConnection(deps: Pick<SyncDeps, 'jobs'>, trx: Trx, connection: ConnectionRow, reason: UserMessage, event: AuditEvent, at?: Date): Promise<void> {
  await setConnectionStatus(trx, connection.id, 'invalid', reason);
  await unscheduleConnectionSync(deps, trx, connection.id);
  await recordAudit(trx, {
    event,
    userId: connection.connected_by,
    workspaceId: connection.workspace_id,
    actor: { type: 'system' },
    target: { type: 'platform_connection', id: connection.id },
  });
  await notifyReconnectNeeded(trx, connection, at);
}
