import { randomUUID } from 'node:crypto';
import { type AdAccountRow, finishSyncRun, insertSyncRun, markSyncRunRunning, type SyncTrigger, type Trx } from '@adfleet/db';
import { recordAudit } from '../audit/audit-service.ts';
import type { UserMessage } from '../messages/index.ts';
import { renderMessage } from '../messages/render-message.ts';
import { syncAdAccountJob } from '../jobs/sync-ad-account-job.ts';
import { clearSyncFailed, notifySyncFailed } from '../notifications/notification-triggers.ts';
import type { SyncDeps } from './sync-deps.ts';

export interface RunRef {
  runId: string;
  workspaceId: string;
  /** The member whose connection the sync reads through, named on its audit rows; null once they are gone. */
  startedBy: string | null;
  kind: 'connection' | 'ad_account';
  trigger: SyncTrigger;
  /** The platform's ad account id (act_…) for account runs. */
  adAccountExternalId: string | null;
}

const metadataOf = (run: RunRef) => ({ runId: run.runId, kind: run.kind, trigger: run.trigger, adAccountId: run.adAccountExternalId });
const systemActor = { type: 'system' } as const;

/**
 * Queues one sync per ad account, each with its run row, in the caller's transaction. An account whose sync is
 * already queued gets no second one (stately queue): the queued one will read the latest data anyway.
 */
export async function enqueueAdAccountSyncs(deps: Pick<SyncDeps, 'jobs'>, trx: Trx, accounts: readonly AdAccountRow[], trigger: SyncTrigger): Promise<string[]> {
  const runIds: string[] = [];
  for (const account of accounts) {
    const runId = randomUUID();
    const jobId = await deps.jobs.send(trx, syncAdAccountJob.name, { adAccountId: account.id, runId, trigger }, { singletonKey: account.id });
    if (!jobId) continue;
    await insertSyncRun(trx, { id: runId, workspaceId: account.workspace_id, connectionId: account.connection_id, adAccountId: account.id, kind: 'ad_account', trigger });
    runIds.push(runId);
  }
  return runIds;
}

/** False when the run has already ended (a duplicate or late job): nothing is recorded and the caller stops. */
export async function recordRunStarted(trx: Trx, run: RunRef, at: Date): Promise<boolean> {
  if (!(await markSyncRunRunning(trx, run.runId, at))) return false;
  await recordAudit(trx, { event: { action: 'sync.started', metadata: metadataOf(run) }, userId: run.startedBy, workspaceId: run.workspaceId, actor: systemActor, target: { type: 'sync_run', id: run.runId } });
  return true;
}

/** Each run ends once: a second closer (the recovery sweep, a redelivered job) writes nothing. */
export async function recordRunSucceeded(trx: Trx, run: RunRef, stats: Record<string, number>, at: Date): Promise<void> {
  if (!(await finishSyncRun(trx, run.runId, { status: 'succeeded', error: null, stats, finishedAt: at }))) return;
  await recordAudit(trx, {
    event: { action: 'sync.succeeded', metadata: { ...metadataOf(run), stats } },
    userId: run.startedBy,
    workspaceId: run.workspaceId,
    actor: systemActor,
    target: { type: 'sync_run', id: run.runId },
  });
  if (run.adAccountExternalId) await clearSyncFailed(trx, run.workspaceId, run.adAccountExternalId);
}

export async function recordRunFailed(trx: Trx, run: RunRef, error: UserMessage, stats: Record<string, number>, at: Date): Promise<void> {
  if (!(await finishSyncRun(trx, run.runId, { status: 'failed', error, stats, finishedAt: at }))) return;
  await recordAudit(trx, {
    event: { action: 'sync.failed', metadata: { ...metadataOf(run), error: renderMessage(error, 'en').slice(0, 500), stats } },
    userId: run.startedBy,
    workspaceId: run.workspaceId,
    actor: systemActor,
    target: { type: 'sync_run', id: run.runId },
  });
  if (run.adAccountExternalId) await notifySyncFailed(trx, run.workspaceId, run.adAccountExternalId, error, at);
}
