import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A clone may be made by the platform itself: TikTok copies an Upgraded Smart+ campaign as an asynchronous task. The
 * task is a step of its own (`copy_task`, its id the task's), recorded before and after the call like every create.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table clone_steps drop constraint clone_steps_kind_check`.execute(db);
  await sql`alter table clone_steps add constraint clone_steps_kind_check check (kind in ('image', 'campaign', 'adset', 'creative', 'ad', 'copy_task'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`delete from clone_steps where kind = 'copy_task'`.execute(db);
  await sql`alter table clone_steps drop constraint clone_steps_kind_check`.execute(db);
  await sql`alter table clone_steps add constraint clone_steps_kind_check check (kind in ('image', 'campaign', 'adset', 'creative', 'ad'))`.execute(db);
}
