import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A person's language and theme follow them to another browser (ADR 0034). Null means "not chosen yet": the browser's
 * own choice (detected language, the system's theme) stands until the person picks one.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .alterTable('users')
    .addColumn('language', 'text', (col) => col.check(sql`language in ('en', 'es')`))
    .addColumn('theme', 'text', (col) => col.check(sql`theme in ('light', 'dark')`))
    .execute();
  // The sessions list of Settings reads a user's sessions newest first.
  await sql`create index sessions_user_recent_idx on sessions (user_id, created_at desc)`.execute(db);
  await db.schema.dropIndex('sessions_user_id_idx').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.createIndex('sessions_user_id_idx').on('sessions').column('user_id').execute();
  await sql`drop index sessions_user_recent_idx`.execute(db);
  await db.schema.alterTable('users').dropColumn('theme').dropColumn('language').execute();
}
