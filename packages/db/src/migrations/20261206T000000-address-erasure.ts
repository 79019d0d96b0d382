import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A deleted person's address also sits in rows kept for others: the inviter's `member.invited` and `invitation.revoked`
 * audit rows, and mail sent to the address before it had an account (an invitation). The append-only rule lets one more
 * change through: blanking the `email` of a row's metadata, everything else unchanged. Indexes find those rows by
 * address without reading the whole log or the whole mail store.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create or replace function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE'
        and (old.user_id is not null or old.actor_user_id is not null or old.ip is not null or old.user_agent is not null)
        and new.user_id is null and new.actor_user_id is null and new.ip is null and new.user_agent is null
        and new.actor_type in ('system', 'anonymous')
        and new.id = old.id and new.action = old.action and new.created_at = old.created_at
        and new.target_type is not distinct from old.target_type and new.target_id is not distinct from old.target_id
        and new.workspace_id is not distinct from old.workspace_id
      then
        return new;
      end if;
      if tg_op = 'UPDATE' and old.workspace_id is not null and new.workspace_id is null
        and (to_jsonb(old) - 'workspace_id') = (to_jsonb(new) - 'workspace_id')
      then
        return new;
      end if;
      if tg_op = 'UPDATE' and coalesce(old.metadata ->> 'email', '') <> ''
        and new.metadata = jsonb_set(old.metadata, '{email}', '""')
        and (to_jsonb(old) - 'metadata') = (to_jsonb(new) - 'metadata')
      then
        return new;
      end if;
      raise exception 'audit_log is append-only';
    end $$`.execute(db);
  await sql`create index audit_log_email_idx on audit_log (lower(metadata ->> 'email')) where metadata ->> 'email' <> ''`.execute(db);
  await sql`create index mail_messages_address_idx on mail_messages (lower(to_address))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index mail_messages_address_idx`.execute(db);
  await sql`drop index audit_log_email_idx`.execute(db);
  await sql`
    create or replace function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      if tg_op = 'UPDATE'
        and (old.user_id is not null or old.actor_user_id is not null or old.ip is not null or old.user_agent is not null)
        and new.user_id is null and new.actor_user_id is null and new.ip is null and new.user_agent is null
        and new.actor_type in ('system', 'anonymous')
        and new.id = old.id and new.action = old.action and new.created_at = old.created_at
        and new.target_type is not distinct from old.target_type and new.target_id is not distinct from old.target_id
        and new.workspace_id is not distinct from old.workspace_id
      then
        return new;
      end if;
      if tg_op = 'UPDATE' and old.workspace_id is not null and new.workspace_id is null
        and (to_jsonb(old) - 'workspace_id') = (to_jsonb(new) - 'workspace_id')
      then
        return new;
      end if;
      raise exception 'audit_log is append-only';
    end $$`.execute(db);
}
