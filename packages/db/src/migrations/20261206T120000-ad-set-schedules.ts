import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * When each ad set (TikTok: ad group) delivers, as its platform schedules it: Meta's `start_time`/`end_time`, TikTok's
 * `schedule_start_time`/`schedule_end_time`. A budget whose schedule ended leaves the Budget page's active budgets, and
 * a TikTok campaign's budget runs as long as its ad groups do. Null: no such time (runs on), or not synced yet.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ad_sets add column start_time timestamptz, add column end_time timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table ad_sets drop column start_time, drop column end_time`.execute(db);
}
