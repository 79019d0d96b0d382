import { findAdAccountById, findConnectionById, findSyncRun } from '@adfleet/db';
import { TIKTOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { PermanentJobError } from '../jobs/permanent-job-error.ts';
import { type UserMessage, userMessage } from '../messages/index.ts';
import { renderMessage } from '../messages/render-message.ts';
import type { JobPayload, JobResult } from '../jobs/job-registry.ts';
import { syncAdAccount } from './ad-account-sync-service.ts';
import { syncConnection } from './connection-sync-service.ts';
import { describeFailure, failureKind } from './sync-failure.ts';
import { recordRunFailed } from './sync-runs.ts';
import type { SyncDeps } from './sync-deps.ts';

export interface JobAttempt {
  /** pg-boss's id of this job; a scheduled sync's run takes it, so a redelivery finds the same run. */
  jobId: string;
  /** No retry follows this attempt (its retries are spent). */
  finalAttempt: boolean;
  signal: AbortSignal;
}

/** After the run recorded a failure, tell the queue whether another attempt could help. */
function settle(error: unknown, finalAttempt: boolean): never {
  if (failureKind(error, finalAttempt) === 'retry') throw error;
  throw new PermanentJobError(renderMessage(describeFailure(error), 'en'), { cause: error });
}

export async function runConnectionSyncJob(deps: SyncDeps, payload: JobPayload<'sync.connection'>, attempt: JobAttempt): Promise<JobResult<'sync.connection'>> {
  const connection = await findConnectionById(deps.db, payload.connectionId);
  if (!connection || connection.status !== 'active') {
    // Revoked or invalid since it was queued: nothing to read with. A pre-created run is closed, not left queued.
    if (payload.runId) await closeOrphanRun(deps, payload.runId, null, connectionInvalid(connection?.platform_id));
    return { outcome: 'skipped', adAccounts: 0 };
  }
  try {
    const result = await syncConnection(deps, connection, {
      runId: payload.runId ?? attempt.jobId,
      trigger: payload.trigger,
      createRun: payload.runId === undefined,
      finalAttempt: attempt.finalAttempt,
      signal: attempt.signal,
    });
    return result ? { outcome: 'succeeded', adAccounts: result.accounts.length } : { outcome: 'skipped', adAccounts: 0 };
  } catch (error) {
    settle(error, attempt.finalAttempt);
  }
}

export async function runAdAccountSyncJob(deps: SyncDeps, payload: JobPayload<'sync.ad_account'>, attempt: JobAttempt): Promise<JobResult<'sync.ad_account'>> {
  const account = await findAdAccountById(deps.db, payload.adAccountId);
  const connection = account ? await findConnectionById(deps.db, account.connection_id) : undefined;
  if (!account || !connection || connection.status !== 'active') {
    await closeOrphanRun(deps, payload.runId, account?.ad_account_id ?? null, connectionInvalid(account?.platform_id));
    return { outcome: 'skipped', stats: {} };
  }
  try {
    return await syncAdAccount(deps, account, connection, { runId: payload.runId, trigger: payload.trigger, finalAttempt: attempt.finalAttempt, signal: attempt.signal });
  } catch (error) {
    settle(error, attempt.finalAttempt);
  }
}

/** Names the platform whose connection went, where the job still knows it. */
function connectionInvalid(platformId: number | undefined): UserMessage {
  return userMessage(platformId === TIKTOK_PLATFORM_ID ? 'syncRunTikTokConnectionInvalid' : 'syncRunConnectionInvalid');
}

/** A run whose job has nothing to read with ends failed, with its audit row like every other run's end. */
async function closeOrphanRun(deps: SyncDeps, runId: string, adAccountExternalId: string | null, reason: UserMessage): Promise<void> {
  const run = await findSyncRun(deps.db, runId);
  if (!run || run.status === 'succeeded' || run.status === 'failed') return;
  const connection = await findConnectionById(deps.db, run.connection_id);
  const ref = { runId, workspaceId: run.workspace_id, startedBy: connection?.connected_by ?? null, kind: run.kind, trigger: run.trigger, adAccountExternalId };
  await deps.db.transaction().execute((trx) => recordRunFailed(trx, ref, reason, {}, deps.now()));
}
