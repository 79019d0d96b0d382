import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Teams (issue 17, ADR 0057): invitations into a workspace, and which ad accounts or businesses a client member sees.
 * An invitation stores only the SHA-256 of its mailed token; it is pending until accepted, revoked or past
 * `expires_at`. A client's assignments hang off their membership, so removing the member removes them; a change of
 * assignments is announced like a change of membership, so every process drops the member's cached session at once.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table workspace_invitations (
      id uuid primary key default gen_random_uuid(),
      workspace_id uuid not null references workspaces (id) on delete cascade,
      email text not null check (email = lower(email) and char_length(email) between 3 and 254),
      role text not null check (role in ('admin', 'manager', 'analyst', 'client')),
      ad_account_ids uuid[] not null default '{}',
      business_ids text[] not null default '{}',
      token_hash text not null unique,
      invited_by uuid references users (id) on delete set null,
      created_at timestamptz not null default now(),
      expires_at timestamptz not null,
      accepted_at timestamptz,
      accepted_by uuid references users (id) on delete set null,
      revoked_at timestamptz
    )`.execute(db);
  await sql`create index workspace_invitations_workspace_idx on workspace_invitations (workspace_id, created_at desc)`.execute(db);
  await sql`create index workspace_invitations_pending_email_idx on workspace_invitations (email) where accepted_at is null and revoked_at is null`.execute(db);
  await sql`
    create table member_accounts (
      workspace_id uuid not null,
      user_id uuid not null,
      ad_account_id uuid not null references ad_accounts (id) on delete cascade,
      primary key (workspace_id, user_id, ad_account_id),
      foreign key (workspace_id, user_id) references workspace_members (workspace_id, user_id) on delete cascade
    )`.execute(db);
  await sql`create index member_accounts_account_idx on member_accounts (ad_account_id)`.execute(db);
  await sql`
    create table member_businesses (
      workspace_id uuid not null,
      user_id uuid not null,
      business_id text not null check (char_length(business_id) between 1 and 64),
      primary key (workspace_id, user_id, business_id),
      foreign key (workspace_id, user_id) references workspace_members (workspace_id, user_id) on delete cascade
    )`.execute(db);
  for (const table of ['member_accounts', 'member_businesses']) {
    await sql`
      create trigger ${sql.id(`${table}_announce_change`)} after insert or update or delete on ${sql.table(table)}
      for each row execute function announce_member_change()`.execute(db);
  }
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop table member_businesses`.execute(db);
  await sql`drop table member_accounts`.execute(db);
  await sql`drop table workspace_invitations`.execute(db);
}
