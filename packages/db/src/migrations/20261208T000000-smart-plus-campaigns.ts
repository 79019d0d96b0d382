import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Whether a campaign is one of TikTok's Upgraded Smart+ campaigns, which TikTok lists and copies through endpoints of
 * their own: the lists mark them, and the Duplicator copies them only as TikTok allows. Every other campaign is not.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`alter table campaigns add column smart_plus boolean not null default false`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table campaigns drop column smart_plus`.execute(db);
}
