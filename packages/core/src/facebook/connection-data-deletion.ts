import { type ConnectionRow, deleteConnection, type Trx } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import type { AuditEntry } from '../audit/audit-service.ts';
import { platformNameOf } from '../platforms/platform-names.ts';
import type { SyncDeps } from '../sync/sync-deps.ts';
import { unscheduleConnectionSync } from '../sync/sync-schedule.ts';

export interface ConnectionDeletion {
  reason: 'data_deletion' | 'disconnected';
  actor: AuditEntry['actor'];
  request?: AuditEntry['request'];
}

/**
 * Deletes a connection and everything read through it (ad accounts, campaigns, insights, sync runs, by cascade) and
 * stops its schedule, in the caller's transaction. The audit row stays: it is AdFleet's own record.
 */
export async function deleteConnectionData(deps: Pick<SyncDeps, 'jobs'>, trx: Trx, connection: ConnectionRow, deletion: ConnectionDeletion): Promise<void> {
  await unscheduleConnectionSync(deps, trx, connection.id);
  await deleteConnection(trx, connection.id);
  await recordAudit(trx, {
    event: { action: 'connection.revoked', metadata: { platform: platformNameOf(connection.platform_id), externalUserId: connection.external_user_id, reason: deletion.reason } },
    userId: deletion.actor.type === 'user' ? deletion.actor.userId : connection.connected_by,
    workspaceId: connection.workspace_id,
    actor: deletion.actor,
    target: { type: 'platform_connection', id: connection.id },
    ...(deletion.request ? { request: deletion.request } : {}),
  });
}
