import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  await db.schema
    .createTable('worker_heartbeats')
    .addColumn('worker_id', 'text', (col) => col.primaryKey())
    .addColumn('hostname', 'text', (col) => col.notNull())
    .addColumn('pid', 'integer', (col) => col.notNull())
    .addColumn('started_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .addColumn('beat_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('worker_heartbeats_beat_at_idx').on('worker_heartbeats').column('beat_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('worker_heartbeats').execute();
}
