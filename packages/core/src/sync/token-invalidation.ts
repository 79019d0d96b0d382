import { type ConnectionRow, setConnectionStatus, type Trx } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import type { GraphError } from '../graph/index.ts';
import { userMessage } from '../messages/index.ts';
import { notifyReconnectNeeded } from '../notifications/notification-triggers.ts';
import { unscheduleConnectionSync } from './sync-schedule.ts';
import type { SyncDeps } from './sync-deps.ts';

/**
 * Meta said the token is dead (190): the connection and its accounts become invalid ('Token inválido' in the UI),
 * its schedule stops, and the audit log says why. Only reconnecting through Facebook brings it back.
 */
export async function invalidateConnectionToken(deps: Pick<SyncDeps, 'jobs'>, trx: Trx, connection: ConnectionRow, error: GraphError): Promise<void> {
  await setConnectionStatus(trx, connection.id, 'invalid', userMessage('connectionTokenRejected', { errorCode: `${error.code}${error.subcode ? `/${error.subcode}` : ''}` }));
  await unscheduleConnectionSync(deps, trx, connection.id);
  await recordAudit(trx, {
    event: { action: 'connection.token_invalid', metadata: { platform: 'facebook', externalUserId: connection.external_user_id, code: error.code, subcode: error.subcode ?? null } },
    userId: connection.user_id,
    actor: { type: 'system' },
    target: { type: 'platform_connection', id: connection.id },
  });
  await notifyReconnectNeeded(trx, connection);
}
