import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * The Duplicator's list pages one user's campaigns by (sort key, id): the newest-first and by-name orders read an
 * index in order, and the name search (`ilike '%…%'`) uses trigrams instead of scanning every name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index campaigns_user_created_id_idx on campaigns (user_id, created_at desc, id desc)`.execute(db);
  await sql`drop index campaigns_user_idx`.execute(db);
  await sql`create index campaigns_user_name_id_idx on campaigns (user_id, lower(name), id)`.execute(db);
  await sql`create extension if not exists pg_trgm`.execute(db);
  await sql`create index campaigns_name_trgm_idx on campaigns using gin (name gin_trgm_ops)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index campaigns_name_trgm_idx`.execute(db);
  await sql`drop index campaigns_user_name_id_idx`.execute(db);
  await sql`create index campaigns_user_idx on campaigns (user_id, created_at)`.execute(db);
  await sql`drop index campaigns_user_created_id_idx`.execute(db);
}
