import { type AdAccountRow, type ConnectionRow, insertSyncRun, markConnectionSynced, requeueSyncRun, type SyncTrigger, upsertAdAccounts } from '@adfleet/db';
import { enqueueAdAccountSyncs, recordRunFailed, recordRunStarted, recordRunSucceeded, type RunRef } from './sync-runs.ts';
import { readConnectionAccounts } from './connection-accounts-read.ts';
import { describeFailure, failureKind } from './sync-failure.ts';
import type { SyncDeps } from './sync-deps.ts';
import { invalidateConnectionToken } from './token-invalidation.ts';

export interface ConnectionSyncOptions {
  runId: string;
  trigger: SyncTrigger;
  /** False when the run row was written when the sync was requested. */
  createRun: boolean;
  /** Whether a retryable failure is recorded as the run's end (no retry follows). */
  finalAttempt: boolean;
  signal?: AbortSignal;
}

export interface ConnectionSyncResult {
  accounts: AdAccountRow[];
  /** Runs of the per-account syncs it queued. */
  runIds: string[];
}

/**
 * Re-reads a connection's ad accounts from its platform, upserts them and queues one account sync each, recording the run
 * and its audit rows. A failure is recorded (and a dead token invalidates the connection) before it is rethrown.
 */
export async function syncConnection(deps: SyncDeps, connection: ConnectionRow, options: ConnectionSyncOptions): Promise<ConnectionSyncResult | null> {
  const run: RunRef = { runId: options.runId, workspaceId: connection.workspace_id, startedBy: connection.connected_by, kind: 'connection', trigger: options.trigger, adAccountExternalId: null };
  const started = await deps.db.transaction().execute(async (trx) => {
    if (options.createRun) {
      await insertSyncRun(trx, { id: run.runId, workspaceId: run.workspaceId, connectionId: connection.id, adAccountId: null, kind: 'connection', trigger: run.trigger });
    }
    return recordRunStarted(trx, run, deps.now());
  });
  // A duplicate delivery of a run that has ended: its account syncs were queued by the delivery that ended it.
  if (!started) return null;
  try {
    const accessToken = deps.cipher.decrypt(connection.access_token_ciphertext);
    const read = await readConnectionAccounts(deps, connection, accessToken, options.signal);
    return await deps.db.transaction().execute(async (trx) => {
      // The connection's row before its accounts', as connecting and every account sync take them (no deadlock).
      await markConnectionSynced(trx, connection.id, deps.now());
      const accounts = await upsertAdAccounts(trx, read);
      const runIds = await enqueueAdAccountSyncs(deps, trx, accounts, options.trigger);
      await recordRunSucceeded(trx, run, { adAccounts: accounts.length, accountSyncsQueued: runIds.length }, deps.now());
      return { accounts, runIds };
    });
  } catch (error) {
    const kind = failureKind(error, options.finalAttempt);
    if (kind === 'retry') await requeueSyncRun(deps.db, run.runId);
    else {
      await deps.db.transaction().execute(async (trx) => {
        if (kind === 'token') await invalidateConnectionToken(deps, trx, connection, error);
        await recordRunFailed(trx, run, describeFailure(error), {}, deps.now());
      });
    }
    throw error;
  }
}
