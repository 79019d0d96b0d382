import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * In-app notifications and which kinds each user wants. A notification may carry a de-duplication key: one row per
 * (user, key) at a time is enforced by a unique index, so two writers racing to raise the same notice cannot both
 * succeed, and clearing the key (a sync that succeeds again) lets the next failure notify anew.
 * A preference row exists only once the user changed it; no row means the kind is on.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table notifications (
      id bigint generated always as identity primary key,
      user_id uuid not null references users (id) on delete cascade,
      kind text not null,
      params jsonb not null default '{}'::jsonb,
      link text not null,
      dedup_key text,
      created_at timestamptz not null default now(),
      read_at timestamptz
    )`.execute(db);
  await sql`create unique index notifications_dedup_idx on notifications (user_id, dedup_key) where dedup_key is not null`.execute(db);
  await sql`create index notifications_user_recent_idx on notifications (user_id, created_at desc, id desc)`.execute(db);
  await sql`create index notifications_user_unread_idx on notifications (user_id) where read_at is null`.execute(db);
  await sql`
    create table notification_preferences (
      user_id uuid not null references users (id) on delete cascade,
      kind text not null,
      enabled boolean not null,
      updated_at timestamptz not null default now(),
      primary key (user_id, kind)
    )`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table notification_preferences`.execute(db);
  await sql`drop table notifications`.execute(db);
}
