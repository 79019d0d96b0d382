import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Activity reads a workspace's rows and the person's own rows apart, each newest first (issue 17). The person's own
 * rows (sign-ins, password, profile) are those with no workspace: indexed alone, so a person with a long workspace
 * trail under their name does not read it all to find the few that are theirs.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index audit_log_personal_recent_idx on audit_log (user_id, created_at desc, id desc) where workspace_id is null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index audit_log_personal_recent_idx`.execute(db);
}
