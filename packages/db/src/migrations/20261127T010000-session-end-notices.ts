import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Every server process keeps validated sessions in memory for a few seconds (ADR 0043). Whatever ends or shortens a
 * session or changes its user — sign-out, revocation in Settings, a password change, account deletion (its cascade included), a
 * repository written later — announces it on the `session_ended` channel, delivered at commit, so every process drops
 * its copy. A trigger rather than each caller: no path that deletes a session can forget to tell. Sessions already past
 * their expiry are not announced (the sweep deletes them in bulk; no process accepts them anyway).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`
    create function announce_session_end() returns trigger language plpgsql as $$
    begin
      if tg_table_name = 'sessions' then
        perform pg_notify('session_ended', 's:' || old.id);
      else
        perform pg_notify('session_ended', 'u:' || old.id);
      end if;
      return null;
    end
    $$
  `.execute(db);
  await sql`
    create trigger sessions_announce_end after delete or update of expires_at, user_id on sessions
    for each row when (old.expires_at > now()) execute function announce_session_end()
  `.execute(db);
  await sql`
    create trigger users_announce_change after update or delete on users
    for each row execute function announce_session_end()
  `.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop trigger users_announce_change on users`.execute(db);
  await sql`drop trigger sessions_announce_end on sessions`.execute(db);
  await sql`drop function announce_session_end()`.execute(db);
}
