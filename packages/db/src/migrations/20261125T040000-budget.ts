import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * Budget: a per-account spend threshold each user sets, and bulk budget changes as a request with one item per
 * campaign or ad set, each applied by its own job. An item records the value it is meant to write, so a retried job
 * reads Meta first and never applies a change twice.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('budget_thresholds')
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ad_account_id', 'uuid', (col) => col.notNull().references('ad_accounts.id').onDelete('cascade'))
    .addColumn('period', 'text', (col) => col.notNull().check(sql`period in ('day', 'month')`))
    // Meta's minor units of the account's currency.
    .addColumn('amount_minor', 'bigint', (col) => col.notNull().check(sql`amount_minor > 0`))
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addPrimaryKeyConstraint('budget_thresholds_pk', ['user_id', 'ad_account_id'])
    .execute();

  await db.schema
    .createTable('budget_changes')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('request', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('budget_changes_user_created_idx').on('budget_changes').columns(['user_id', 'created_at']).execute();

  await db.schema
    .createTable('budget_change_items')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('change_id', 'uuid', (col) => col.notNull().references('budget_changes.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ad_account_id', 'uuid', (col) => col.references('ad_accounts.id').onDelete('set null'))
    .addColumn('external_ad_account_id', 'text', (col) => col.notNull())
    .addColumn('account_name', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    .addColumn('object_type', 'text', (col) => col.notNull().check(sql`object_type in ('campaign', 'adset')`))
    .addColumn('object_id', 'text', (col) => col.notNull())
    .addColumn('object_name', 'text', (col) => col.notNull())
    .addColumn('budget_type', 'text', (col) => col.notNull().check(sql`budget_type in ('daily', 'lifetime')`))
    .addColumn('old_minor', 'bigint', (col) => col.notNull())
    .addColumn('new_minor', 'bigint', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('queued').check(sql`state in ('queued', 'running', 'succeeded', 'failed')`))
    .addColumn('error', 'jsonb')
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .execute();
  await db.schema.createIndex('budget_change_items_change_idx').on('budget_change_items').column('change_id').execute();
  // Counting an ad set's changes of the last hour (Meta allows 4).
  await db.schema.createIndex('budget_change_items_object_idx').on('budget_change_items').columns(['object_id', 'finished_at']).execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('budget_change_items').execute();
  await db.schema.dropTable('budget_changes').execute();
  await db.schema.dropTable('budget_thresholds').execute();
}
