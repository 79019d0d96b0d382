import type { ColumnType, Generated } from 'kysely';

/** Rows of `worker_heartbeats`: one per live worker process, refreshed every few seconds. */
export interface WorkerHeartbeatsTable {
  worker_id: string;
  hostname: string;
  pid: number;
  started_at: ColumnType<Date, Date, never>;
  beat_at: ColumnType<Date, Date, Date>;
}

export interface Database {
  worker_heartbeats: WorkerHeartbeatsTable;
}

export type { Generated };
