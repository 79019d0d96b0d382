import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * What the connected user may do on each ad account (Meta's `user_tasks`, as read) and the account's latest Meta API
 * usage as the usage headers reported it, so the accounts page can show the access level and the room left, and a
 * bulk job can estimate how long it will take. Null until the next sync reads them.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table ad_accounts add column user_tasks text[]`.execute(db);
  // Percent of the account's hourly allowance in use (can pass 100 when throttled).
  await sql`alter table ad_accounts add column api_usage_pct numeric(7, 2)`.execute(db);
  await sql`alter table ad_accounts add column api_usage_reset_seconds integer`.execute(db);
  await sql`alter table ad_accounts add column api_regain_access_at timestamptz`.execute(db);
  await sql`alter table ad_accounts add column api_usage_seen_at timestamptz`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const column of ['api_usage_seen_at', 'api_regain_access_at', 'api_usage_reset_seconds', 'api_usage_pct', 'user_tasks']) {
    await sql`alter table ad_accounts drop column ${sql.ref(column)}`.execute(db);
  }
}
