import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('users')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('username', 'text', (col) => col.notNull())
    .addColumn('email', 'text', (col) => col.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    // Null for people who only ever sign in with Facebook.
    .addColumn('password_hash', 'text')
    .addColumn('facebook_user_id', 'text', (col) => col.unique())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  // Case-insensitive uniqueness: "Alice" and "alice" are the same account.
  await sql`create unique index users_username_lower_key on users (lower(username))`.execute(db);
  await sql`create unique index users_email_lower_key on users (lower(email))`.execute(db);

  await db.schema
    .createTable('sessions')
    // SHA-256 of the token, hex: a database leak does not leak usable tokens.
    .addColumn('id', 'text', (col) => col.primaryKey())
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('last_used_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .execute();
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();

  await db.schema
    .createTable('audit_log')
    .addColumn('id', 'bigint', (col) => col.primaryKey().generatedAlwaysAsIdentity())
    // The account whose activity this is (shown in its "recent activity"); null for events about no known account.
    .addColumn('user_id', 'uuid')
    .addColumn('actor_type', 'text', (col) => col.notNull().check(sql`actor_type in ('user', 'system', 'anonymous')`))
    .addColumn('actor_user_id', 'uuid')
    .addColumn('action', 'text', (col) => col.notNull())
    .addColumn('target_type', 'text')
    .addColumn('target_id', 'text')
    .addColumn('metadata', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('ip', 'text')
    .addColumn('user_agent', 'text')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create index audit_log_user_recent_idx on audit_log (user_id, created_at desc, id desc)`.execute(db);
  // Append-only by construction, not by convention.
  await sql`
    create function audit_log_append_only() returns trigger language plpgsql as $$
    begin
      raise exception 'audit_log is append-only';
    end $$`.execute(db);
  await sql`
    create trigger audit_log_no_update_or_delete before update or delete on audit_log
    for each row execute function audit_log_append_only()`.execute(db);

  // Failed sign-ins and sign-ups per key (ip, username) in a fixed window: the rate limit survives restarts and is
  // shared by every server process.
  await db.schema
    .createTable('auth_attempts')
    .addColumn('key', 'text', (col) => col.primaryKey())
    .addColumn('window_started_at', 'timestamptz', (col) => col.notNull())
    .addColumn('count', 'integer', (col) => col.notNull())
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('auth_attempts').execute();
  await db.schema.dropTable('audit_log').execute();
  await sql`drop function audit_log_append_only`.execute(db);
  await db.schema.dropTable('sessions').execute();
  await db.schema.dropTable('users').execute();
}
