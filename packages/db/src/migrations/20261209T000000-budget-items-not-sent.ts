import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A budget change item may end `skipped`, a final state beside succeeded and failed: its ad set had no change left
 * this hour by AdFleet's count, so it was never sent to Meta (its `error` says why).
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table budget_change_items drop constraint budget_change_items_state_check`.execute(db);
  await sql`alter table budget_change_items add constraint budget_change_items_state_check check (state in ('queued', 'running', 'succeeded', 'failed', 'skipped'))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`update budget_change_items set state = 'failed' where state = 'skipped'`.execute(db);
  await sql`alter table budget_change_items drop constraint budget_change_items_state_check`.execute(db);
  await sql`alter table budget_change_items add constraint budget_change_items_state_check check (state in ('queued', 'running', 'succeeded', 'failed'))`.execute(db);
}
