import { sql } from 'kysely';
import type { Db } from '../../packages/db/src/index.ts';

/*
 * How pg-boss ran the jobs of some queues, read from its `pgboss.job` table: for measuring a run of many jobs (job
 * pickup, throughput, which worker ran each) rather than for the app's own decisions. The worker writes its id into
 * every completed job's output.
 */

interface JobRun {
  name: string;
  state: string;
  retryCount: number;
  createdOn: Date;
  startedOn: Date | null;
  completedOn: Date | null;
  /** The worker that completed it; null until then. */
  workerId: string | null;
}

export async function listJobRunsSince(db: Db, names: readonly string[], since: Date): Promise<JobRun[]> {
  const { rows } = await sql<JobRun>`
    select name, state::text as "state", retry_count as "retryCount", created_on as "createdOn", started_on as "startedOn",
      completed_on as "completedOn", output->>'workerId' as "workerId"
    from pgboss.job where name = any(${[...names]}) and created_on >= ${since}`.execute(db);
  return rows;
}

/** Jobs of those queues sent since `since`, by state (created, retry, active, completed, failed, cancelled). */
export async function countJobStatesSince(db: Db, names: readonly string[], since: Date): Promise<Record<string, number>> {
  const { rows } = await sql<{ state: string; n: number }>`
    select state::text, count(*)::int as n from pgboss.job where name = any(${[...names]}) and created_on >= ${since} group by state`.execute(db);
  return Object.fromEntries(rows.map((row) => [row.state, row.n]));
}
