import { sql } from 'kysely';
import type { Db } from '../client.ts';

export interface DatabasePing {
  serverVersion: string;
}

/** One round trip that proves the pool can reach a server that answers queries. */
export async function pingDatabase(db: Db): Promise<DatabasePing> {
  const { rows } = await sql<{ server_version: string }>`show server_version`.execute(db);
  return { serverVersion: rows[0]?.server_version ?? 'unknown' };
}

export interface WorkerBeat {
  workerId: string;
  hostname: string;
  pid: number;
  startedAt: Date;
  beatAt: Date;
}

export async function recordWorkerHeartbeat(db: Db, beat: WorkerBeat): Promise<void> {
  await db
    .insertInto('worker_heartbeats')
    .values({
      worker_id: beat.workerId,
      hostname: beat.hostname,
      pid: beat.pid,
      started_at: beat.startedAt,
      beat_at: beat.beatAt,
    })
    .onConflict((oc) => oc.column('worker_id').doUpdateSet({ beat_at: beat.beatAt }))
    .execute();
}

export async function removeWorkerHeartbeat(db: Db, workerId: string): Promise<void> {
  await db.deleteFrom('worker_heartbeats').where('worker_id', '=', workerId).execute();
}

/** Heartbeats newer than `since`, newest first. */
export async function listWorkerHeartbeatsSince(db: Db, since: Date): Promise<WorkerBeat[]> {
  const rows = await db
    .selectFrom('worker_heartbeats')
    .selectAll()
    .where('beat_at', '>=', since)
    .orderBy('beat_at', 'desc')
    .execute();
  return rows.map((row) => ({
    workerId: row.worker_id,
    hostname: row.hostname,
    pid: row.pid,
    startedAt: row.started_at,
    beatAt: row.beat_at,
  }));
}

export async function latestWorkerHeartbeat(db: Db): Promise<Date | null> {
  const row = await db
    .selectFrom('worker_heartbeats')
    .select((eb) => eb.fn.max('beat_at').as('latest'))
    .executeTakeFirst();
  return row?.latest ?? null;
}

/** Drops rows of workers that died without saying goodbye, so the table stays small. */
export async function pruneWorkerHeartbeats(db: Db, olderThan: Date): Promise<void> {
  await db.deleteFrom('worker_heartbeats').where('beat_at', '<', olderThan).execute();
}
