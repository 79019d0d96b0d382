import type { Kysely } from 'kysely';
import { migrations } from '../migrations/index.ts';

const namesFrom = (name: string) => Object.keys(migrations).filter((other) => other >= name).sort();

/**
 * Migration tests fill a database through an older schema: the migrations from `name` on are rolled back (newest
 * first) and applied again after, so adding a migration never means editing an older migration's test.
 */
export async function rollBackMigrationsFrom(db: Kysely<unknown>, name: string): Promise<void> {
  for (const later of namesFrom(name).reverse()) await migrations[later]?.down?.(db);
}

export async function reapplyMigrationsFrom(db: Kysely<unknown>, name: string): Promise<void> {
  for (const later of namesFrom(name)) await migrations[later]?.up(db);
}
