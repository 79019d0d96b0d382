import { sql } from 'kysely';
import type { Db, Trx } from '../client.ts';

/*
 * Work rows (clone targets, sync runs) whose pg-boss job no longer exists, failed for good, or is not running while the
 * row says it is. pg-boss keeps its jobs in the `pgboss` schema; a job names its row in its payload (targetId, runId),
 * or, for a scheduled connection sync, the run takes the job's id.
 */

const LIVE_JOB_STATES = sql`('created', 'retry', 'active')`;

const cloneJobOf = (state: ReturnType<typeof sql>) =>
  sql`exists (select 1 from pgboss.job j where j.name = 'clone.account' and j.data->>'targetId' = t.id::text and j.state in ${state})`;
const syncJobOf = (state: ReturnType<typeof sql>) =>
  sql`exists (select 1 from pgboss.job j where j.name in ('sync.ad_account', 'sync.connection') and (j.data->>'runId' = r.id::text or j.id = r.id) and j.state in ${state})`;

export interface OrphanedCloneTarget {
  id: string;
  state: 'queued' | 'running';
  ad_account_id: string | null;
  external_ad_account_id: string;
  /** Jobs ever sent for the target, and the newest one's state (null: none left). */
  job_count: number;
  last_job_state: string | null;
}

/** Unfinished targets, older than `createdBefore`, that no job is waiting for or running. */
export async function findOrphanedCloneTargets(db: Db, createdBefore: Date): Promise<OrphanedCloneTarget[]> {
  const { rows } = await sql<OrphanedCloneTarget>`
    select t.id, t.state, t.ad_account_id, t.external_ad_account_id,
      (select count(*)::int from pgboss.job j where j.name = 'clone.account' and j.data->>'targetId' = t.id::text) as job_count,
      (select j.state::text from pgboss.job j where j.name = 'clone.account' and j.data->>'targetId' = t.id::text order by j.created_on desc limit 1) as last_job_state
    from clone_targets t
    where t.state in ('queued', 'running') and t.created_at < ${createdBefore} and not ${cloneJobOf(LIVE_JOB_STATES)}
  `.execute(db);
  return rows;
}

/** Targets shown running whose job went back to the queue (its worker died): they show queued until picked up again. */
export async function requeueCloneTargetsWithoutActiveJob(db: Db): Promise<number> {
  const result = await sql`
    update clone_targets t set state = 'queued'
    where t.state = 'running' and ${cloneJobOf(LIVE_JOB_STATES)} and not ${cloneJobOf(sql`('active')`)}
  `.execute(db);
  return Number(result.numAffectedRows ?? 0);
}

export interface OrphanedSyncRun {
  id: string;
  workspace_id: string;
  /** Who connected the run's connection, named on the audit row that closes it. */
  connected_by: string | null;
  kind: 'connection' | 'ad_account';
  trigger: 'connect' | 'manual' | 'schedule';
  external_ad_account_id: string | null;
}

/** Unfinished sync runs, older than `createdBefore`, that no job is waiting for or running. */
export async function findOrphanedSyncRuns(db: Db, createdBefore: Date): Promise<OrphanedSyncRun[]> {
  const { rows } = await sql<OrphanedSyncRun>`
    select r.id, r.workspace_id, c.connected_by, r.kind, r.trigger, a.ad_account_id as external_ad_account_id
    from sync_runs r left join ad_accounts a on a.id = r.ad_account_id left join platform_connections c on c.id = r.connection_id
    where r.status in ('queued', 'running') and r.created_at < ${createdBefore} and not ${syncJobOf(LIVE_JOB_STATES)}
  `.execute(db);
  return rows;
}

/** Re-checked under the row lock in the caller's transaction, so a job sent since the scan keeps its row. */
export async function lockOrphanedSyncRun(trx: Trx, id: string): Promise<boolean> {
  const { rows } = await sql`
    select r.id from sync_runs r
    where r.id = ${id} and r.status in ('queued', 'running') and not ${syncJobOf(LIVE_JOB_STATES)}
    for update
  `.execute(trx);
  return rows.length > 0;
}

export async function lockOrphanedCloneTarget(trx: Trx, id: string): Promise<boolean> {
  const { rows } = await sql`
    select t.id from clone_targets t
    where t.id = ${id} and t.state in ('queued', 'running') and not ${cloneJobOf(LIVE_JOB_STATES)}
    for update
  `.execute(trx);
  return rows.length > 0;
}
