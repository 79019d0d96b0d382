import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Outgoing mail and the single-use links it carries (ADR 0037).
 * - `mail_messages`: one row per message, rendered when queued, written in the same transaction as the change that
 *   asked for it (with its pg-boss job), so a message exists exactly when its cause does. After an SMTP hand-off the
 *   bodies are cleared (they may hold a live link); without SMTP the row is the delivery (the sandbox outbox).
 * - `account_tokens`: password-reset and e-mail-verification links; only the SHA-256 of the token is stored, and
 *   `used_at` makes each single-use (the update that sets it is the check).
 * - `users.email_verified_at`: when the person proved they read mail at their address; null until then.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table mail_messages (
      id uuid primary key default gen_random_uuid(),
      user_id uuid references users (id) on delete cascade,
      to_address text not null,
      template text not null,
      language text not null check (language in ('en', 'es')),
      subject text not null,
      text_body text,
      html_body text,
      status text not null default 'queued' check (status in ('queued', 'sent', 'kept')),
      attempts integer not null default 0,
      last_error text,
      created_at timestamptz not null default now(),
      delivered_at timestamptz
    )`.execute(db);
  await sql`create index mail_messages_recent_idx on mail_messages (created_at desc, id desc)`.execute(db);
  await sql`create index mail_messages_user_idx on mail_messages (user_id)`.execute(db);
  await sql`
    create table account_tokens (
      token_hash text primary key,
      user_id uuid not null references users (id) on delete cascade,
      purpose text not null check (purpose in ('password_reset', 'email_verification')),
      email text not null,
      expires_at timestamptz not null,
      used_at timestamptz,
      created_at timestamptz not null default now()
    )`.execute(db);
  await sql`create index account_tokens_user_idx on account_tokens (user_id, purpose)`.execute(db);
  await sql`alter table users add column email_verified_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table users drop column email_verified_at`.execute(db);
  await sql`drop table account_tokens`.execute(db);
  await sql`drop table mail_messages`.execute(db);
}
