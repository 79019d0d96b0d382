import { type Kysely, sql } from 'kysely';

// Frozen: never edit a migration that has shipped; add a new one instead.
export async function up(db: Kysely<any>): Promise<void> {
  // Meta callbacks already acted on, by the SHA-256 of their signed_request, kept until they would be too old anyway.
  await db.schema
    .createTable('used_signed_requests')
    .addColumn('hash', 'text', (col) => col.primaryKey())
    .addColumn('expires_at', 'timestamptz', (col) => col.notNull())
    .addColumn('created_at', 'timestamptz', (col) => col.notNull().defaultTo(sql`now()`))
    .execute();
  await db.schema.createIndex('used_signed_requests_expires_idx').on('used_signed_requests').column('expires_at').execute();
}

export async function down(db: Kysely<any>): Promise<void> {
  await db.schema.dropTable('used_signed_requests').execute();
}
