import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.

/**
 * A batch may clone several campaigns: each source campaign (its snapshot, its own budget type) becomes a row of
 * `clone_batch_sources`, and each target names the source it re-creates. Every existing batch gets one source row
 * holding the snapshot it had, so its targets (retries included) read the same tree as before.
 */
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('clone_batch_sources')
    .addColumn('id', 'uuid', (col) => col.primaryKey().defaultTo(sql`gen_random_uuid()`))
    .addColumn('batch_id', 'uuid', (col) => col.notNull().references('clone_batches.id').onDelete('cascade'))
    // The order the campaigns were asked in, which is the order the results list them.
    .addColumn('position', 'integer', (col) => col.notNull())
    .addColumn('source_campaign_id', 'uuid', (col) => col.references('campaigns.id').onDelete('set null'))
    .addColumn('source_campaign_external_id', 'text', (col) => col.notNull())
    .addColumn('source_campaign_name', 'text', (col) => col.notNull())
    .addColumn('source_ad_account_id', 'text', (col) => col.notNull())
    .addColumn('snapshot', 'jsonb', (col) => col.notNull())
    // A campaign of a several-campaign batch keeps its own budget type; null means the request's (one campaign).
    .addColumn('budget_type', 'text', (col) => col.check(sql`budget_type in ('daily', 'lifetime')`))
    .addUniqueConstraint('clone_batch_sources_batch_position_key', ['batch_id', 'position'])
    .execute();
  await sql`
    insert into clone_batch_sources (batch_id, position, source_campaign_id, source_campaign_external_id, source_campaign_name, source_ad_account_id, snapshot)
    select id, 0, source_campaign_id, source_campaign_external_id, source_campaign_name, source_ad_account_id, snapshot from clone_batches`.execute(db);

  await sql`alter table clone_targets add column source_id uuid references clone_batch_sources(id) on delete cascade`.execute(db);
  await sql`update clone_targets t set source_id = s.id from clone_batch_sources s where s.batch_id = t.batch_id`.execute(db);
  await sql`alter table clone_targets alter column source_id set not null`.execute(db);
  // One target per (campaign, account) of a batch, no longer per account.
  await sql`alter table clone_targets drop constraint clone_targets_batch_account_key`.execute(db);
  await sql`alter table clone_targets add constraint clone_targets_batch_source_account_key unique (batch_id, source_id, external_ad_account_id)`.execute(db);
  await sql`create index clone_targets_source_idx on clone_targets (source_id)`.execute(db);

  // The snapshot now lives with its source only: one copy, so nothing can read a stale one.
  await sql`alter table clone_batches drop column snapshot`.execute(db);
}

export async function down(db: Kysely<any>): Promise<void> {
  await sql`alter table clone_batches add column snapshot jsonb`.execute(db);
  await sql`update clone_batches b set snapshot = s.snapshot from clone_batch_sources s where s.batch_id = b.id and s.position = 0`.execute(db);
  await sql`alter table clone_batches alter column snapshot set not null`.execute(db);
  // Targets of the later campaigns of a several-campaign batch have no place in the older shape.
  await sql`delete from clone_targets t using clone_batch_sources s where s.id = t.source_id and s.position > 0`.execute(db);
  await sql`alter table clone_targets drop constraint clone_targets_batch_source_account_key`.execute(db);
  await sql`alter table clone_targets add constraint clone_targets_batch_account_key unique (batch_id, external_ad_account_id)`.execute(db);
  await sql`alter table clone_targets drop column source_id`.execute(db);
  await db.schema.dropTable('clone_batch_sources').execute();
}
