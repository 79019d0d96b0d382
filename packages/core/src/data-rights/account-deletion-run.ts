import {
  completeDeletionRequest,
  deleteInvitationsOf,
  deleteMailToAddressesBatch,
  deleteUserAuthAttempts,
  deleteUserRow,
  deleteUserRowsBatch,
  eraseAuditAddressesBatch,
  eraseAuditRow,
  findDeletionRequestById,
  handOnOwnership,
  listAddressesOf,
  listAuditRowsNaming,
  listConnectionsGrantedBy,
  setConnectionStatus,
  setDeletionRequestStatus,
  USER_DATA_TABLES,
} from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import { FACEBOOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { isGraphError } from '../graph/index.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import type { SyncDeps } from '../sync/sync-deps.ts';
import { unscheduleConnectionSync } from '../sync/sync-schedule.ts';
import { notifyWorkspace } from '../notifications/notify.ts';
import { erasedAuditMetadata } from './audit-erasure.ts';

export type AccountDeletionDeps = Pick<SyncDeps, 'db' | 'graph' | 'cipher' | 'jobs' | 'now'>;

export interface AccountDeletionOptions {
  /** Rows per transaction: small enough that no lock is held long and a crash loses at most one batch's work. */
  batchSize?: number;
  signal?: AbortSignal;
  /** Told after every committed batch (tests use it to kill the process mid-way). */
  onBatch?: (table: string, deleted: number) => void;
}

const DEFAULT_BATCH_SIZE = 500;

/**
 * The deletion job: revokes the grants the person gave AdFleet at Meta, hands on the workspaces they own with others,
 * then deletes the user's rows (their own, and their sole workspaces' shared ones) table by table (children first,
 * each batch its own transaction), erases the personal data of the audit rows that name them, erases their address
 * from what others keep (invitations, mail to it, the inviter's audit rows), and deletes the user.
 * Every step finds its work afresh, so running it twice, or again after a crash anywhere, finishes the job and
 * changes nothing more.
 */
export async function runAccountDeletion(deps: AccountDeletionDeps, requestId: string, options: AccountDeletionOptions = {}): Promise<{ status: 'done' }> {
  const { db } = deps;
  const stored = await findDeletionRequestById(db, requestId);
  if (!stored || stored.status === 'done') return { status: 'done' };
  if (stored.status === 'awaiting_confirmation') throw new PermanentJobError('the deletion request is not confirmed');
  const userId = stored.user_id;
  if (userId) {
    await setDeletionRequestStatus(db, stored.id, 'in_progress');
    await revokeGrants(deps, userId);
    // A workspace shared with others stays with them, under a new owner; only the person's own workspaces go.
    await handOnOwnership(db, userId);
    await deleteRows(deps, userId, options);
    await eraseAudit(deps, userId, options);
    await eraseAddresses(deps, userId, options);
    await deleteUserAuthAttempts(db, userId);
  }
  await db.transaction().execute(async (trx) => {
    if (userId) await deleteUserRow(trx, userId);
    await recordAudit(trx, {
      event: { action: 'account.deleted', metadata: { source: stored.source } },
      userId: null,
      actor: { type: 'system' },
      target: { type: 'data_deletion_request', id: stored.id },
    });
    await completeDeletionRequest(trx, stored.id, deps.now());
  });
  return { status: 'done' };
}

/**
 * Each live Meta connection the person granted (in any workspace) or that their own workspaces hold is revoked at Meta
 * with its own token, then marked revoked, so a rerun does not call Meta again; a team whose connection it was sees it
 * needs reconnecting. A token Meta already refuses has nothing left to revoke; any other failure fails this attempt (the job
 * is retried) before anything is deleted, so no grant outlives the data it gave access to.
 */
async function revokeGrants(deps: AccountDeletionDeps, userId: string): Promise<void> {
  for (const connection of await listConnectionsGrantedBy(deps.db, userId)) {
    // Only Meta has a call that withdraws a grant; a TikTok token must never be sent to Meta, and ends with its row.
    if (connection.status !== 'revoked' && connection.platform_id === FACEBOOK_PLATFORM_ID) {
      try {
        await deps.graph.delete(`${connection.external_user_id}/permissions`, {}, { accessToken: deps.cipher.decrypt(connection.access_token_ciphertext) });
      } catch (error) {
        if (!(isGraphError(error) && error.kind === 'auth')) throw error;
      }
    }
    await deps.db.transaction().execute(async (trx) => {
      await setConnectionStatus(trx, connection.id, 'revoked', null);
      await unscheduleConnectionSync(deps, trx, connection.id);
      // The team hears it, not the person leaving (their own notices go with them).
      const name = connection.external_user_name ?? connection.external_user_id;
      await notifyWorkspace(trx, { workspaceId: connection.workspace_id }, 'reconnect_needed', { connectionId: connection.id, name }, deps.now());
    });
  }
}

async function deleteRows(deps: AccountDeletionDeps, userId: string, options: AccountDeletionOptions): Promise<void> {
  const limit = options.batchSize ?? DEFAULT_BATCH_SIZE;
  for (const step of USER_DATA_TABLES) {
    for (;;) {
      options.signal?.throwIfAborted();
      const deleted = await deleteUserRowsBatch(deps.db, step, userId, limit);
      if (deleted === 0) break;
      options.onBatch?.(step.table, deleted);
    }
  }
}

async function eraseAudit(deps: AccountDeletionDeps, userId: string, options: AccountDeletionOptions): Promise<void> {
  const limit = options.batchSize ?? DEFAULT_BATCH_SIZE;
  for (;;) {
    options.signal?.throwIfAborted();
    const rows = await listAuditRowsNaming(deps.db, userId, limit);
    if (rows.length === 0) return;
    await deps.db.transaction().execute(async (trx) => {
      for (const row of rows) await eraseAuditRow(trx, row, erasedAuditMetadata(row.metadata));
    });
    options.onBatch?.('audit_log', rows.length);
  }
}

/**
 * The person's addresses, from the rows others keep: mail to them, then the address in others' audit rows, then the
 * invitations (last, as an accepted one is how an older address is found again if a crash makes this run twice).
 */
async function eraseAddresses(deps: AccountDeletionDeps, userId: string, options: AccountDeletionOptions): Promise<void> {
  const limit = options.batchSize ?? DEFAULT_BATCH_SIZE;
  const addresses = await listAddressesOf(deps.db, userId);
  for (const [table, batch] of [
    ['mail_messages', deleteMailToAddressesBatch],
    ['audit_log', eraseAuditAddressesBatch],
  ] as const) {
    for (;;) {
      options.signal?.throwIfAborted();
      const done = await batch(deps.db, addresses, limit);
      if (done === 0) break;
      options.onBatch?.(table, done);
    }
  }
  const invitations = await deleteInvitationsOf(deps.db, userId, addresses);
  if (invitations > 0) options.onBatch?.('workspace_invitations', invitations);
}
