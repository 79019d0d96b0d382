import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  // One clone request: the source tree read once (snapshot) and the request as validated.
  await db.schema
    .createTable('clone_batches')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('source_campaign_id', 'uuid', (col) => col.references('campaigns.id').onDelete('set null'))
    .addColumn('source_campaign_external_id', 'text', (col) => col.notNull())
    .addColumn('source_campaign_name', 'text', (col) => col.notNull())
    .addColumn('source_ad_account_id', 'text', (col) => col.notNull())
    .addColumn('name_template', 'text', (col) => col.notNull())
    .addColumn('request', 'jsonb', (col) => col.notNull())
    .addColumn('snapshot', 'jsonb', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('clone_batches_user_created_idx').on('clone_batches').columns(['user_id', 'created_at']).execute();

  // One target ad account of a batch: the unit a `clone.account` job works on.
  await db.schema
    .createTable('clone_targets')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('batch_id', 'uuid', (col) => col.notNull().references('clone_batches.id').onDelete('cascade'))
    .addColumn('user_id', 'uuid', (col) => col.notNull().references('users.id').onDelete('cascade'))
    .addColumn('ad_account_id', 'uuid', (col) => col.references('ad_accounts.id').onDelete('set null'))
    // The platform's id (act_…) and what the account was called and paid in when the clone was asked for.
    .addColumn('external_ad_account_id', 'text', (col) => col.notNull())
    .addColumn('account_name', 'text', (col) => col.notNull())
    .addColumn('currency', 'text', (col) => col.notNull())
    // The budget in Meta's minor units of this account's currency (converted with the currency's offset).
    .addColumn('budget_minor', 'bigint')
    .addColumn('campaign_name', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('queued').check(sql`state in ('queued', 'running', 'succeeded', 'failed')`))
    .addColumn('message', 'text')
    .addColumn('error', 'text')
    .addColumn('warnings', 'jsonb', (col) => col.notNull().defaultTo(sql`'[]'::jsonb`))
    .addColumn('steps_total', 'integer', (col) => col.notNull().defaultTo(0))
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('started_at', 'timestamptz')
    .addColumn('finished_at', 'timestamptz')
    .addUniqueConstraint('clone_targets_batch_account_key', ['batch_id', 'external_ad_account_id'])
    .execute();

  // Every object a target's job creates, recorded before (planned → sent) and after (created + id) the call.
  await db.schema
    .createTable('clone_steps')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('target_id', 'uuid', (col) => col.notNull().references('clone_targets.id').onDelete('cascade'))
    .addColumn('kind', 'text', (col) => col.notNull().check(sql`kind in ('image', 'campaign', 'adset', 'creative', 'ad')`))
    .addColumn('source_id', 'text', (col) => col.notNull())
    // The name the created object carries, for finding it again when a create call's outcome is unknown.
    .addColumn('name', 'text', (col) => col.notNull())
    .addColumn('state', 'text', (col) => col.notNull().defaultTo('planned').check(sql`state in ('planned', 'sent', 'created')`))
    .addColumn('created_id', 'text')
    .addColumn('sent_at', 'timestamptz')
    .addColumn('updated_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addUniqueConstraint('clone_steps_target_kind_source_key', ['target_id', 'kind', 'source_id'])
    .execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  for (const table of ['clone_steps', 'clone_targets', 'clone_batches']) await db.schema.dropTable(table).execute();
}
