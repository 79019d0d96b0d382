import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Reports: ad sets and their ads (names and statuses, for the ad-set level and the name filters), ad-set daily
 * insights beside the account and campaign ones, and the report filters users save under a name.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('ad_sets')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ad_account_id', 'uuid', (col) => col.notNull().references('ad_accounts.id').onDelete('cascade'))
    .addColumn('campaign_id', 'uuid', (col) => col.references('campaigns.id').onDelete('cascade'))
    .addColumn('external_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('effective_status', 'text')
    .addColumn('synced_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ad_sets_account_external_key', ['ad_account_id', 'external_id'])
    .execute();
  await db.schema.createIndex('ad_sets_user_idx').on('ad_sets').columns(['user_id']).execute();
  await db.schema.createIndex('ad_sets_campaign_idx').on('ad_sets').columns(['campaign_id']).execute();

  await db.schema
    .createTable('ads')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('ad_account_id', 'uuid', (col) => col.notNull().references('ad_accounts.id').onDelete('cascade'))
    .addColumn('ad_set_id', 'uuid', (col) => col.notNull().references('ad_sets.id').onDelete('cascade'))
    .addColumn('external_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('synced_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ads_account_external_key', ['ad_account_id', 'external_id'])
    .execute();
  await db.schema.createIndex('ads_ad_set_idx').on('ads').columns(['ad_set_id']).execute();

  await db.schema
    .createTable('adset_insights_daily')
    .addColumn('ad_account_id', 'uuid', (col) => col.notNull().references('ad_accounts.id').onDelete('cascade'))
    .addColumn('ad_set_id', 'uuid', (col) => col.notNull().references('ad_sets.id').onDelete('cascade'))
    .addColumn('date', 'date', (col) => col.notNull())
    .addColumn('spend', 'numeric', (col) => col.notNull().defaultTo(0))
    .addColumn('impressions', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('clicks', 'bigint', (col) => col.notNull().defaultTo(0))
    .addColumn('conversions', 'numeric', (col) => col.notNull().defaultTo(0))
    .addColumn('conversion_value', 'numeric', (col) => col.notNull().defaultTo(0))
    .addColumn('synced_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('adset_insights_daily_pkey', ['ad_set_id', 'date'])
    .execute();
  await db.schema.createIndex('adset_insights_daily_account_date_idx').on('adset_insights_daily').columns(['ad_account_id', 'date']).execute();

  // Accounts synced before ad sets were read get their 90 days of ad-set figures on their next sync.
  await db.schema.alterTable('ad_accounts').addColumn('adset_insights_backfilled_at', 'timestamptz').execute();

  await db.schema
    .createTable('saved_report_filters')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('filters', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await sql`create unique index saved_report_filters_user_name_key on saved_report_filters (user_id, lower(name))`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('saved_report_filters').execute();
  await db.schema.alterTable('ad_accounts').dropColumn('adset_insights_backfilled_at').execute();
  for (const table of ['adset_insights_daily', 'ads', 'ad_sets']) await db.schema.dropTable(table).execute();
}
