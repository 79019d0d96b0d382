import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';
import type { StoredMessage, SyncRunRow, SyncRunStatus, SyncTrigger } from '../schema.ts';
import type { WorkspaceScope } from '../scope.ts';
import { visibleAccountCondition } from './visible-accounts.ts';

export interface NewSyncRun {
  id: string;
  workspaceId: string;
  connectionId: string;
  adAccountId: string | null;
  kind: 'connection' | 'ad_account';
  trigger: SyncTrigger;
}

export async function insertSyncRun(trx: Trx, run: NewSyncRun): Promise<void> {
  await trx
    .insertInto('sync_runs')
    .values({ id: run.id, workspace_id: run.workspaceId, connection_id: run.connectionId, ad_account_id: run.adAccountId, kind: run.kind, trigger: run.trigger, stats: JSON.stringify({}) })
    // A redelivered job inserts its run again; the first row stands.
    .onConflict((oc) => oc.column('id').doNothing())
    .execute();
}

export async function findSyncRun(db: Db | Trx, id: string): Promise<SyncRunRow | undefined> {
  return db.selectFrom('sync_runs').selectAll().where('id', '=', id).executeTakeFirst();
}

const UNFINISHED: SyncRunStatus[] = ['queued', 'running'];

/**
 * Marks a run running; a redelivered job finds it running already and carries on. A run that has ended stays ended
 * (false): its outcome and audit row are already written, so a late or duplicate job must not reopen it.
 */
export async function markSyncRunRunning(db: Db | Trx, id: string, at: Date): Promise<boolean> {
  const result = await db
    .updateTable('sync_runs')
    .set({ status: 'running', started_at: sql`coalesce(started_at, ${at})` })
    .where('id', '=', id)
    .where('status', 'in', UNFINISHED)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

export async function requeueSyncRun(db: Db | Trx, id: string): Promise<void> {
  await db.updateTable('sync_runs').set({ status: 'queued' }).where('id', '=', id).where('status', 'in', UNFINISHED).execute();
}

export async function finishSyncRun(
  trx: Trx,
  id: string,
  outcome: { status: Extract<SyncRunStatus, 'succeeded' | 'failed'>; error: StoredMessage | null; stats: Record<string, unknown>; finishedAt: Date },
): Promise<boolean> {
  // Only an unfinished run ends: two closers racing (a redelivered job and the recovery sweep) write one outcome.
  const result = await trx
    .updateTable('sync_runs')
    .set({ status: outcome.status, error: outcome.error && JSON.stringify(outcome.error), stats: JSON.stringify(outcome.stats), finished_at: outcome.finishedAt })
    .where('id', '=', id)
    .where('status', 'in', UNFINISHED)
    .executeTakeFirst();
  return result.numUpdatedRows > 0n;
}

type SyncRunWithAccount = SyncRunRow & { external_ad_account_id: string | null };

export type RecentSyncRun = SyncRunWithAccount & { platform_id: number };

/**
 * A workspace's newest runs with the platform's id of their ad account and the platform of their connection, for the
 * progress the UI polls (each platform's card shows its own runs).
 */
export async function listRecentSyncRuns(db: Db, scope: WorkspaceScope, limit: number): Promise<RecentSyncRun[]> {
  return db
    .selectFrom('sync_runs as r')
    .innerJoin('platform_connections as c', 'c.id', 'r.connection_id')
    .leftJoin('ad_accounts as a', 'a.id', 'r.ad_account_id')
    .selectAll('r')
    .select(['a.ad_account_id as external_ad_account_id', 'c.platform_id'])
    .where('r.workspace_id', '=', scope.workspaceId)
    // A client sees the runs of their accounts only, never a connection's run over the whole workspace.
    .where(visibleAccountCondition('r.ad_account_id', scope))
    .orderBy('r.created_at', 'desc')
    .orderBy('r.id')
    .limit(limit)
    .execute();
}

export type SyncRunWithAccountName = SyncRunWithAccount & { ad_account_name: string | null };

/** The workspace's runs among `ids`, with their ad account's platform id and name; ids of other workspaces' runs find nothing. */
export async function listUserSyncRunsByIds(db: Db, scope: WorkspaceScope, ids: readonly string[]): Promise<SyncRunWithAccountName[]> {
  if (ids.length === 0) return [];
  return db
    .selectFrom('sync_runs as r')
    .leftJoin('ad_accounts as a', 'a.id', 'r.ad_account_id')
    .selectAll('r')
    .select(['a.ad_account_id as external_ad_account_id', 'a.name as ad_account_name'])
    .where('r.workspace_id', '=', scope.workspaceId)
    // A client sees the runs of their accounts only, never a connection's run over the whole workspace.
    .where(visibleAccountCondition('r.ad_account_id', scope))
    .where('r.id', 'in', [...ids])
    .orderBy('r.created_at')
    .orderBy('r.id')
    .execute();
}

/**
 * Runs created before `since` and still unfinished are lost ones (a worker died), not a sync in progress. With a
 * platform, only runs of that platform's connections count.
 */
export async function hasUnfinishedSyncRuns(db: Db, scope: WorkspaceScope, since: Date, platformId?: number): Promise<boolean> {
  let query = db
    .selectFrom('sync_runs')
    .select('id')
    .where('workspace_id', '=', scope.workspaceId)
    .where('status', 'in', ['queued', 'running'])
    .where('created_at', '>=', since);
  if (platformId !== undefined) {
    query = query.where('connection_id', 'in', db.selectFrom('platform_connections').select('id').where('workspace_id', '=', scope.workspaceId).where('platform_id', '=', platformId));
  }
  const row = await query.limit(1).executeTakeFirst();
  return row !== undefined;
}
