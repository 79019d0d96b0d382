// People, their sessions and what they are told: users, sessions, audit, sign-in attempts, notifications.
import type { ColumnType, Generated, JSONColumnType } from 'kysely';

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
  /** The workspace the person last chose (ADR 0055); null when they left it, then their first one is used. */
  current_workspace_id: Generated<string | null>;
  created_at: Generated<Date>;
  updated_at: Generated<Date>;
  /** The person's chosen language and theme; null until they choose (ADR 0034). */
  language: Generated<'en' | 'es' | null>;
  theme: Generated<'light' | 'dark' | null>;
  /** When the person opened the verification link mailed to their address (ADR 0037); null until then. */
  email_verified_at: Generated<Date | null>;
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
  /** The workspace the event is about; null for a person's own events (sign-in, password, profile). */
  workspace_id: Generated<string | null>;
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

export interface UsedSignedRequestsTable {
  hash: string;
  expires_at: Date;
  created_at: Generated<Date>;
}

export interface NotificationsTable {
  id: Generated<string>;
  user_id: string;
  kind: string;
  params: JSONColumnType<Record<string, unknown>>;
  /** Where the reader acts on it, an app path. */
  link: string;
  /** One notification per (user, key) at a time; null once the condition it reported has cleared. */
  dedup_key: string | null;
  created_at: Generated<Date>;
  read_at: Date | null;
}

export interface NotificationPreferencesTable {
  user_id: string;
  kind: string;
  enabled: boolean;
  updated_at: Generated<Date>;
}
