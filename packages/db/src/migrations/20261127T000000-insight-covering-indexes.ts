import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Measured on bench:api's realistic database (ADR 0042). The dashboard and Reports sum one user's insight rows by
 * account and date range: covering indexes let them read just those accounts' index entries (an index-only scan)
 * instead of every row of the table. The dashboard's count of ACTIVE campaigns reads (user, status) entries alone.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await sql`create index campaign_insights_daily_account_date_cover_idx on campaign_insights_daily (ad_account_id, date)
    include (campaign_id, spend, impressions, clicks, conversions, conversion_value)`.execute(db);
  // The covering index answers every lookup the plain one did.
  await sql`drop index campaign_insights_daily_account_date_idx`.execute(db);
  await sql`create index account_insights_daily_account_date_cover_idx on account_insights_daily (ad_account_id, date)
    include (spend, impressions, clicks, conversions, conversion_value)`.execute(db);
  await sql`create index campaigns_user_effective_status_idx on campaigns (user_id, effective_status)`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index campaigns_user_effective_status_idx`.execute(db);
  await sql`drop index account_insights_daily_account_date_cover_idx`.execute(db);
  await sql`create index campaign_insights_daily_account_date_idx on campaign_insights_daily (ad_account_id, date)`.execute(db);
  await sql`drop index campaign_insights_daily_account_date_cover_idx`.execute(db);
}
