import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * What each target may use (its pixels, promotable pages and custom audiences), as the batch start read it, kept
 * with the target so its job does not ask Meta again. Null for targets the start could not read and for batches
 * created before this column: their job reads it itself.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table clone_targets add column usable jsonb`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table clone_targets drop column usable`.execute(db);
}
