import type { ColumnType, Generated, Insertable, JSONColumnType, Selectable } from 'kysely';

/** Rows of `worker_heartbeats`: one per live worker process, refreshed every few seconds. */
export interface WorkerHeartbeatsTable {
  worker_id: string;
  hostname: string;
  pid: number;
  started_at: ColumnType<Date, Date, never>;
  beat_at: ColumnType<Date, Date, Date>;
}

export interface UsersTable {
  id: Generated<string>;
  username: string;
  email: string;
  first_name: string | null;
  last_name: string | null;
  password_hash: string | null;
  facebook_user_id: string | null;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
}

export interface SessionsTable {
  id: string;
  user_id: string;
  expires_at: Date;
  created_at: Generated<Date>;
  last_used_at: Generated<Date>;
  ip: string | null;
  user_agent: string | null;
}

export interface AuditLogTable {
  id: Generated<string>;
  user_id: string | null;
  actor_type: 'user' | 'system' | 'anonymous';
  actor_user_id: string | null;
  action: string;
  target_type: string | null;
  target_id: string | null;
  metadata: JSONColumnType<Record<string, unknown>>;
  ip: string | null;
  user_agent: string | null;
  created_at: Generated<Date>;
}

export interface AuthAttemptsTable {
  key: string;
  window_started_at: Date;
  count: number;
}

export interface Database {
  worker_heartbeats: WorkerHeartbeatsTable;
  users: UsersTable;
  sessions: SessionsTable;
  audit_log: AuditLogTable;
  auth_attempts: AuthAttemptsTable;
}

export type UserRow = Selectable<UsersTable>;
export type NewUser = Insertable<UsersTable>;
export type SessionRow = Selectable<SessionsTable>;
export type AuditLogRow = Selectable<AuditLogTable>;
export type NewAuditLogRow = Insertable<AuditLogTable>;
