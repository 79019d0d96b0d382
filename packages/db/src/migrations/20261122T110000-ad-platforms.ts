import { type CreateTableBuilder, type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('platforms')
    .addColumn('id', 'smallint', (col) => col.primaryKey())
    .addColumn('name', 'text', (col) => col.notNull().unique())
    .addColumn('display_name', 'text', (col) => col.notNull())
    .addColumn('icon', 'text', (col) => col.notNull())
    .execute();
  await db
    .insertInto('platforms')
    .values([
      { id: 1, name: 'facebook', display_name: 'Facebook', icon: 'facebook' },
      { id: 2, name: 'tiktok', display_name: 'TikTok', icon: 'tiktok' },
    ])
    .execute();

  await db.schema
    .createTable('platform_connections')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('platform_id', 'smallint', (col) => col.notNull().references('platforms.id'))
    .addColumn('external_user_id', 'text', (col) => col.notNull())
    .addColumn('external_user_name', 'text')
    // AES-256-GCM ciphertext carrying its key version ("v1:…"); the token itself is never stored in clear.
    .addColumn('access_token_ciphertext', 'text', (col) => col.notNull())
    .addColumn('token_expires_at', 'timestamptz')
    .addColumn('scopes', sql`text[]`, (col) => col.notNull().defaultTo(sql`'{}'`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('active').check(sql`status in ('active', 'invalid', 'revoked')`))
    .addColumn('status_reason', 'text')
    .addColumn('last_synced_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('platform_connections_user_platform_external_key', ['user_id', 'platform_id', 'external_user_id'])
    .execute();
  await db.schema.createIndex('platform_connections_external_idx').on('platform_connections').columns(['platform_id', 'external_user_id']).execute();

  await db.schema
    .createTable('ad_accounts')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('connection_id', 'uuid', (col) => col.notNull().references('platform_connections.id').onDelete('cascade'))
    .addColumn('platform_id', 'smallint', (col) => col.notNull().references('platforms.id'))
    // The platform's id, e.g. "act_1234" on Meta.
    .addColumn('ad_account_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('timezone_name', 'text')
    .addColumn('business_id', 'text')
    .addColumn('business_name', 'text')
    .addColumn('min_daily_budget', 'bigint')
    .addColumn('has_valid_token', 'boolean', (col) => col.notNull().defaultTo(true))
    .addColumn('last_synced_at', 'timestamptz')
    // High-water mark of campaign updated_time already read, for incremental sync.
    .addColumn('campaigns_synced_until', 'timestamptz')
    .addColumn('insights_backfilled_at', 'timestamptz')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('ad_accounts_user_platform_account_key', ['user_id', 'platform_id', 'ad_account_id'])
    .execute();
  await db.schema.createIndex('ad_accounts_connection_idx').on('ad_accounts').column('connection_id').execute();

  await db.schema
    .createTable('campaigns')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ad_account_id', 'uuid', (col) => col.notNull().references('ad_accounts.id').onDelete('cascade'))
    .addColumn('platform_id', 'smallint', (col) => col.notNull().references('platforms.id'))
    .addColumn('external_id', 'text', (col) => col.notNull())
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('status', 'text', (col) => col.notNull())
    .addColumn('effective_status', 'text')
    .addColumn('objective', 'text')
    // Meta's minor units of the account currency (cents for USD, yen for JPY).
    .addColumn('daily_budget', 'bigint')
    .addColumn('lifetime_budget', 'bigint')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull())
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull())
    .addColumn('synced_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('campaigns_account_external_key', ['ad_account_id', 'external_id'])
    .execute();
  await db.schema.createIndex('campaigns_user_idx').on('campaigns').columns(['user_id', 'created_at']).execute();

  await withMetricColumns(
    db.schema.createTable('account_insights_daily').addColumn('ad_account_id', 'uuid', (col) => col.notNull().references('ad_accounts.id').onDelete('cascade')),
  )
    .addPrimaryKeyConstraint('account_insights_daily_pkey', ['ad_account_id', 'date'])
    .execute();
  await withMetricColumns(
    db.schema
      .createTable('campaign_insights_daily')
      .addColumn('ad_account_id', 'uuid', (col) => col.notNull().references('ad_accounts.id').onDelete('cascade'))
      .addColumn('campaign_id', 'uuid', (col) => col.notNull().references('campaigns.id').onDelete('cascade')),
  )
    .addPrimaryKeyConstraint('campaign_insights_daily_pkey', ['campaign_id', 'date'])
    .execute();
  await db.schema.createIndex('campaign_insights_daily_account_date_idx').on('campaign_insights_daily').columns(['ad_account_id', 'date']).execute();

  // One row per sync request, so the UI can show progress and the audit trail has something to point at.
  await db.schema
    .createTable('sync_runs')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('connection_id', 'uuid', (col) => col.notNull().references('platform_connections.id').onDelete('cascade'))
    .addColumn('ad_account_id', 'uuid', (col) => col.references('ad_accounts.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('connection', 'ad_account')`))
    .addColumn('trigger', 'text', (col) => col.notNull().check(sql`trigger in ('connect', 'manual', 'schedule')`))
    .addColumn('status', 'text', (col) => col.notNull().defaultTo('queued').check(sql`status in ('queued', 'running', 'succeeded', 'failed')`))
    .addColumn('error', 'text')
    .addColumn('stats', 'jsonb', (col) => col.notNull().defaultTo(sql`'{}'::jsonb`))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('sync_runs_user_created_idx').on('sync_runs').columns(['user_id', 'created_at']).execute();
}

/** The daily metrics both insight tables hold. */
function withMetricColumns(builder: CreateTableBuilder<string, any>): CreateTableBuilder<string, any> {
  return (
    builder
      .addColumn('date', 'date', (col) => col.notNull())
      // Major units of the account currency, exact (Meta sends strings such as "55.5").
      .addColumn('spend', 'numeric(20, 4)', (col) => col.notNull())
      .addColumn('impressions', 'bigint', (col) => col.notNull())
      .addColumn('clicks', 'bigint', (col) => col.notNull())
      .addColumn('conversions', 'numeric(20, 4)', (col) => col.notNull())
      .addColumn('conversion_value', 'numeric(20, 4)', (col) => col.notNull())
      .addColumn('synced_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
  );
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['sync_runs', 'campaign_insights_daily', 'account_insights_daily', 'campaigns', 'ad_accounts', 'platform_connections', 'platforms']) {
    await db.schema.dropTable(table).execute();
  }
}
