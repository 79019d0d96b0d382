import { randomUUID } from 'node:crypto';
import { latestSyncOf } from '../ad-accounts/ad-account-service.ts';
import { type CallerScope, type ConnectionRow, type Db, insertSyncRun, listAdAccounts, listRecentSyncRuns, listUserConnections, type WorkspaceScope, workspaceScopeOf } from '@adfleet/db';
import type { FacebookAdAccount } from '../ad-accounts/ad-account-schemas.ts';
import { AppError } from '../errors/app-error.ts';
import { FACEBOOK_PLATFORM_ID } from '../facebook/facebook-app.ts';
import { isGraphError } from '../graph/index.ts';
import { storedMessage } from '../messages/index.ts';
import { syncConnectionJob } from '../jobs/sync-connection-job.ts';
import { syncConnection } from './connection-sync-service.ts';
import { takeManualSyncSlot } from './manual-sync-limit.ts';
import type { SyncDeps } from './sync-deps.ts';
import type { ManualSyncResult, SyncStartResult, SyncStatus } from './sync-schemas.ts';
import { userMessage } from '../messages/index.ts';

const RECENT_RUNS = 50;
/** A run queued or running for longer than this is treated as lost (a worker died mid-job), not as syncing. */
export const STALE_RUN_MS = 2 * 60 * 60 * 1000;

/** The workspace's usable connections (of one platform, or every one), or the error that says what to do about having none. */
async function activeConnections(db: Db, scope: WorkspaceScope, platformId?: number): Promise<ConnectionRow[]> {
  const connections = await listUserConnections(db, scope, platformId);
  const active = connections.filter((connection) => connection.status === 'active');
  if (active.length > 0) return active;
  if (connections.length > 0) throw new AppError('PLATFORM_NOT_CONNECTED', userMessage('syncTokenRevoked'));
  throw new AppError('PLATFORM_NOT_CONNECTED', userMessage('syncNotConnected'));
}

/**
 * The spec's "sync" button (`GET /api/facebook/ad-accounts`): re-reads the ad accounts from Meta now, stores them,
 * queues each account's campaign and insight sync, and answers the fresh list with the runs it queued, so the UI
 * can say when they have finished.
 */
export async function syncFacebookAdAccountsNow(deps: SyncDeps, scope: CallerScope): Promise<ManualSyncResult> {
  const connections = await activeConnections(deps.db, scope, FACEBOOK_PLATFORM_ID);
  await takeManualSyncSlot(deps.db, scope.userId, deps.now());
  const byId = new Map<string, FacebookAdAccount>();
  const runIds: string[] = [];
  let lastError: unknown;
  for (const connection of connections) {
    try {
      const synced = await syncConnection(deps, connection, { runId: randomUUID(), trigger: 'manual', createRun: true, finalAttempt: true });
      // A fresh run id cannot have ended already.
      if (!synced) continue;
      for (const account of synced.accounts) byId.set(account.ad_account_id, { adAccountId: account.ad_account_id, name: account.name, status: account.status, currency: account.currency });
      runIds.push(...synced.runIds);
    } catch (error) {
      lastError = error;
    }
  }
  if (byId.size === 0 && lastError !== undefined) throw userFacingSyncError(lastError);
  return { accounts: [...byId.values()].sort((a, b) => a.name.localeCompare(b.name)), runIds };
}

function userFacingSyncError(error: unknown): AppError {
  if (isGraphError(error)) {
    if (error.kind === 'auth') return new AppError('PLATFORM_NOT_CONNECTED', userMessage('syncTokenRejected'), { cause: error });
    if (error.kind === 'throttled') return new AppError('RATE_LIMITED', userMessage('syncThrottled'), { cause: error });
    if (error.kind === 'permission') return new AppError('FORBIDDEN', userMessage('syncPermissionDenied'), { cause: error });
  }
  return new AppError('SERVICE_UNAVAILABLE', userMessage('syncUnreachable'), { cause: error });
}

/** Queues a full sync of each usable connection, Meta's and TikTok's; the UI follows the runs through `syncStatus`. */
export async function startSync(deps: SyncDeps, scope: CallerScope): Promise<SyncStartResult> {
  const connections = await activeConnections(deps.db, scope);
  await takeManualSyncSlot(deps.db, scope.userId, deps.now());
  const runIds = await deps.db.transaction().execute(async (trx) => {
    const ids: string[] = [];
    for (const connection of connections) {
      const runId = randomUUID();
      const jobId = await deps.jobs.send(trx, syncConnectionJob.name, { connectionId: connection.id, trigger: 'manual', runId }, { singletonKey: connection.id });
      // Already queued for this connection: that sync will do.
      if (!jobId) continue;
      await insertSyncRun(trx, { id: runId, workspaceId: scope.workspaceId, connectionId: connection.id, adAccountId: null, kind: 'connection', trigger: 'manual' });
      ids.push(runId);
    }
    return ids;
  });
  return { runIds };
}

export async function syncStatus(db: Db, scope: WorkspaceScope, now: Date): Promise<SyncStatus> {
  const [runs, accounts] = await Promise.all([listRecentSyncRuns(db, scope, RECENT_RUNS), listAdAccounts(db, workspaceScopeOf(scope))]);
  const lastSyncedAt = latestSyncOf(accounts);
  return {
    running: runs.some((run) => (run.status === 'queued' || run.status === 'running') && now.getTime() - run.created_at.getTime() < STALE_RUN_MS),
    runs: runs.map((run) => ({
      id: run.id,
      kind: run.kind,
      platformId: run.platform_id,
      adAccountId: run.external_ad_account_id,
      status: run.status,
      error: run.error && storedMessage(run.error),
      createdAt: run.created_at,
      startedAt: run.started_at,
      finishedAt: run.finished_at,
    })),
    lastSyncedAt,
  };
}
