import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Requests to delete a person's data: from the public form (confirmed through an emailed link, whose token is stored
 * only as a SHA-256), from Settings ("delete my account now") or from Meta's data-deletion callback. The public
 * `code` is what the status page looks up. `user_id` has no foreign key on purpose: the request outlives the user it
 * deletes; once done, the address, the reason given and the user id are cleared and only the code and the dates stay.
 *
 * The audit log stays append-only but for one change: erasing a row's personal data when its person is deleted
 * (who, from where, with which browser; the metadata is rewritten by the caller without names). Only a row that still
 * names someone may be erased, once, and its action, target and time stay as they were.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table data_deletion_requests (
      id uuid primary key default gen_random_uuid(),
      code text not null unique,
      source text not null check (source in ('form', 'settings', 'facebook')),
      status text not null check (status in ('awaiting_confirmation', 'received', 'in_progress', 'done')),
      email text,
      reason text,
      language text not null check (language in ('en', 'es')),
      token_hash text unique,
      token_expires_at timestamptz,
      user_id uuid,
      created_at timestamptz not null default now(),
      confirmed_at timestamptz,
      completed_at timestamptz
    )`.execute(db);
  await sql`create index data_deletion_requests_user_idx on data_deletion_requests (user_id) where user_id is not null`.execute(db);
  await sql`create index audit_log_actor_user_idx on audit_log (actor_user_id) where actor_user_id is not null`.execute(db);
  await sql`
    create or replace function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE'
        and (old.user_id is not null or old.actor_user_id is not null or old.ip is not null or old.user_agent is not null)
        and new.user_id is null and new.actor_user_id is null and new.ip is null and new.user_agent is null
        and new.actor_type in ('system', 'anonymous')
        and new.id = old.id and new.action = old.action and new.created_at = old.created_at
        and new.target_type is not distinct from old.target_type and new.target_id is not distinct from old.target_id
      then
        return new;
      end if;
      raise exception 'audit_log is append-only';
    end $$`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end $$`.execute(db);
  await sql`drop index audit_log_actor_user_idx`.execute(db);
  await sql`drop table data_deletion_requests`.execute(db);
}
