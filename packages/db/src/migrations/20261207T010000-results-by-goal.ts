import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

const INSIGHT_TABLES = ['account_insights_daily', 'campaign_insights_daily', 'adset_insights_daily'];

/**
 * Results as Ads Manager counts them: each day's results of what the object optimizes for, with their kind (link
 * clicks, purchases, post engagements, reach…; 'mixed' where a row covers several kinds), beside link clicks, purchases
 * and the day's reach (people, so never summed across days or objects). A NULL conversion value now means the platform
 * reports none (TikTok's report has no purchase value), which is not a value of 0: TikTok's stored zeros become NULL.
 * Every account reads its 90 days again on its next sync, so the new figures cover the history shown.
 */
export async function up(db: Kysely<any>): Promise<void> {
  for (const table of INSIGHT_TABLES) {
    await db.schema
      .alterTable(table)
      .addColumn('results', 'numeric')
      .addColumn('result_kind', 'text')
      .addColumn('link_clicks', 'bigint')
      .addColumn('purchases', 'numeric')
      .addColumn('reach', 'bigint')
      .alterColumn('conversion_value', (col) => col.dropNotNull())
      .alterColumn('conversion_value', (col) => col.dropDefault())
      .execute();
    await sql`update ${sql.table(table)} i set conversion_value = null
      from ad_accounts a join platforms p on p.id = a.platform_id
      where a.id = i.ad_account_id and p.name = 'tiktok'`.execute(db);
  }
  // The dashboard's and Reports' sums keep reading the covering indexes alone, new columns included.
  await sql`drop index campaign_insights_daily_account_date_cover_idx`.execute(db);
  await sql`create index campaign_insights_daily_account_date_cover_idx on campaign_insights_daily (ad_account_id, date)
    include (campaign_id, spend, impressions, clicks, conversions, conversion_value, results, result_kind, link_clicks, purchases)`.execute(db);
  await sql`drop index account_insights_daily_account_date_cover_idx`.execute(db);
  await sql`create index account_insights_daily_account_date_cover_idx on account_insights_daily (ad_account_id, date)
    include (spend, impressions, clicks, conversions, conversion_value, results, result_kind, link_clicks, purchases)`.execute(db);
  await sql`update ad_accounts set insights_backfilled_at = null, adset_insights_backfilled_at = null`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`drop index account_insights_daily_account_date_cover_idx`.execute(db);
  await sql`create index account_insights_daily_account_date_cover_idx on account_insights_daily (ad_account_id, date)
    include (spend, impressions, clicks, conversions, conversion_value)`.execute(db);
  await sql`drop index campaign_insights_daily_account_date_cover_idx`.execute(db);
  await sql`create index campaign_insights_daily_account_date_cover_idx on campaign_insights_daily (ad_account_id, date)
    include (campaign_id, spend, impressions, clicks, conversions, conversion_value)`.execute(db);
  for (const table of INSIGHT_TABLES) {
    await sql`update ${sql.table(table)} set conversion_value = 0 where conversion_value is null`.execute(db);
    await db.schema
      .alterTable(table)
      .dropColumn('results')
      .dropColumn('result_kind')
      .dropColumn('link_clicks')
      .dropColumn('purchases')
      .dropColumn('reach')
      .alterColumn('conversion_value', (col) => col.setNotNull())
      .execute();
  }
}
