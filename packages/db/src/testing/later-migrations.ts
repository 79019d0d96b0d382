import type { Kysely } from 'kysely';
import { Migrator, NO_MIGRATIONS } from 'kysely/migration';
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

/**
 * Takes a database back to the schema an older release left: every migration after `lastKept` undone and forgotten
 * (as `migrate` of that release would have left its bookkeeping), so this build's `migrateToLatest` runs them again as
 * an upgrade does. `lastKept` undefined undoes them all.
 */
export async function migrateBackTo<Schema>(db: Kysely<Schema>, lastKept: string | undefined): Promise<void> {
  const migrator = new Migrator({ db, provider: { getMigrations: async () => migrations } });
  const { error, results = [] } = await migrator.migrateTo(lastKept ?? NO_MIGRATIONS);
  const failed = results.find((result) => result.status === 'Error');
  if (error || failed) throw new Error(`could not undo ${failed?.migrationName ?? 'the migrations'}`, { cause: error });
}

/** This build's migrations, oldest first. */
export const migrationNames = (): string[] => Object.keys(migrations).sort();
