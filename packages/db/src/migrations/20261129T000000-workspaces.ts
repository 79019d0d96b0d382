import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/** Tables whose rows a team shares: they belonged to a user and now belong to a workspace. */
export const WORKSPACE_TABLES = [
  'platform_connections',
  'ad_accounts',
  'campaigns',
  'ad_sets',
  'sync_runs',
  'clone_batches',
  'clone_targets',
  'budget_thresholds',
  'budget_changes',
  'budget_change_items',
  'saved_report_filters',
] as const;

/** Who began a shared row, kept beside the workspace so Accounts, the duplicator and jobs can name the person. */
const STARTED_BY = [
  ['platform_connections', 'connected_by'],
  ['clone_batches', 'created_by'],
  ['budget_changes', 'created_by'],
] as const;

/**
 * Workspaces (ADR 0055): everything a team shares belongs to a workspace, which people join with a role. Every existing
 * user gets a personal workspace whose id is their own user id, so each shared table's `user_id` already holds the
 * right workspace id: the column is renamed and its foreign key pointed at `workspaces`, nothing is copied, nothing is
 * lost. New workspaces (and new users' personal ones) get fresh ids. The reporting currency moves to the workspace;
 * audit rows gain the workspace they are about and keep their actors.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create table workspaces (
      id uuid primary key default gen_random_uuid(),
      name text not null check (char_length(name) between 1 and 80),
      reporting_currency text check (reporting_currency ~ '^[A-Z]{3}$'),
      approvals_required boolean not null default false,
      created_at timestamptz not null default now(),
      updated_at timestamptz not null default now()
    )`.execute(db);
  await sql`
    create table workspace_members (
      workspace_id uuid not null references workspaces (id) on delete cascade,
      user_id uuid not null references users (id) on delete cascade,
      role text not null check (role in ('owner', 'admin', 'manager', 'analyst', 'client')),
      created_at timestamptz not null default now(),
      primary key (workspace_id, user_id)
    )`.execute(db);
  // Exactly one owner: at most one by this index, at least one by every change of role going through one transaction.
  await sql`create unique index workspace_members_one_owner on workspace_members (workspace_id) where role = 'owner'`.execute(db);
  await sql`create index workspace_members_user_idx on workspace_members (user_id)`.execute(db);
  // Servers keep each session's memberships for a few seconds (ADR 0043): a member added, re-roled or removed is
  // announced as a change of that user, so every process drops its copy at commit and a removal holds at once.
  await sql`
    create function announce_member_change() returns trigger language plpgsql as $$
    begin
      perform pg_notify('session_ended', 'u:' || coalesce(old.user_id, new.user_id));
      if tg_op = 'UPDATE' and old.user_id <> new.user_id then
        perform pg_notify('session_ended', 'u:' || new.user_id);
      end if;
      return null;
    end
    $$`.execute(db);
  await sql`
    create trigger workspace_members_announce_change after insert or update or delete on workspace_members
    for each row execute function announce_member_change()`.execute(db);
  await sql`alter table users add column current_workspace_id uuid references workspaces (id) on delete set null`.execute(db);

  await sql`insert into workspaces (id, name, reporting_currency, created_at) select id, left(username, 80), reporting_currency, created_at from users`.execute(db);
  await sql`insert into workspace_members (workspace_id, user_id, role, created_at) select id, id, 'owner', created_at from users`.execute(db);
  await sql`update users set current_workspace_id = id`.execute(db);
  await sql`alter table users drop column reporting_currency`.execute(db);

  for (const table of WORKSPACE_TABLES) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_user_id_fkey`)}`.execute(db);
    await sql`alter table ${sql.table(table)} rename column user_id to workspace_id`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_workspace_id_fkey`)} foreign key (workspace_id) references workspaces (id) on delete cascade`.execute(db);
  }
  for (const [table, column] of STARTED_BY) {
    await sql`alter table ${sql.table(table)} add column ${sql.id(column)} uuid references users (id) on delete set null`.execute(db);
    await sql`update ${sql.table(table)} set ${sql.id(column)} = workspace_id`.execute(db);
  }

  // Audit rows are append-only; the one-time backfill of the workspace they are about is the migration's to make.
  await sql`alter table audit_log add column workspace_id uuid references workspaces (id) on delete set null`.execute(db);
  await sql`alter table audit_log disable trigger audit_log_no_update_or_delete`.execute(db);
  await sql`update audit_log set workspace_id = user_id where user_id in (select id from workspaces)`.execute(db);
  await sql`alter table audit_log enable trigger audit_log_no_update_or_delete`.execute(db);
  // A workspace deleted leaves its audit rows behind, pointing nowhere: the append-only rule lets that one change through.
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
  await sql`create index audit_log_workspace_recent_idx on audit_log (workspace_id, created_at desc, id desc) where workspace_id is not null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index audit_log_workspace_recent_idx`.execute(db);
  await sql`alter table audit_log drop column workspace_id`.execute(db);
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
  for (const [table, column] of STARTED_BY) await sql`alter table ${sql.table(table)} drop column ${sql.id(column)}`.execute(db);
  // Back to one owner per row: each workspace's rows go to its owner (a shared workspace's to the person who owns it).
  for (const table of WORKSPACE_TABLES) {
    await sql`alter table ${sql.table(table)} drop constraint ${sql.id(`${table}_workspace_id_fkey`)}`.execute(db);
    await sql`update ${sql.table(table)} t set workspace_id = m.user_id from workspace_members m where m.workspace_id = t.workspace_id and m.role = 'owner'`.execute(db);
    await sql`alter table ${sql.table(table)} rename column workspace_id to user_id`.execute(db);
    await sql`alter table ${sql.table(table)} add constraint ${sql.id(`${table}_user_id_fkey`)} foreign key (user_id) references users (id) on delete cascade`.execute(db);
  }
  await sql`alter table users add column reporting_currency text check (reporting_currency ~ '^[A-Z]{3}$')`.execute(db);
  await sql`update users u set reporting_currency = w.reporting_currency from workspaces w where w.id = u.id`.execute(db);
  await sql`alter table users drop column current_workspace_id`.execute(db);
  await sql`drop table workspace_members`.execute(db);
  await sql`drop function announce_member_change()`.execute(db);
  await sql`drop table workspaces`.execute(db);
}
