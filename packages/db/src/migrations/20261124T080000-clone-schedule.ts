import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A batch may be asked to start later: it keeps the time (null: it started when asked), and a target of a batch
 * cancelled before it started ends `cancelled`, a final state beside succeeded and failed.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table clone_batches add column starts_at timestamptz`.execute(db);
  await sql`alter table clone_targets drop constraint clone_targets_state_check`.execute(db);
  await sql`alter table clone_targets add constraint clone_targets_state_check check (state in ('queued', 'running', 'succeeded', 'failed', 'cancelled'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update clone_targets set state = 'failed' where state = 'cancelled'`.execute(db);
  await sql`alter table clone_targets drop constraint clone_targets_state_check`.execute(db);
  await sql`alter table clone_targets add constraint clone_targets_state_check check (state in ('queued', 'running', 'succeeded', 'failed'))`.execute(db);
  await sql`alter table clone_batches drop column starts_at`.execute(db);
}
