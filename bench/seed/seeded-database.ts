import pg from 'pg';
import { createDatabase } from '../../packages/db/src/client.ts';
import { migrateToLatest } from '../../packages/db/src/migrations/index.ts';
import { createTestDatabase } from '../../packages/db/src/testing/test-database.ts';
import { startTestDatabaseServer } from '../../packages/db/src/testing/test-database-server.ts';
import { seedDatabase, type SeedReport } from './seed-database.ts';
import { FULL_SCALE, type SeedPlan, seedPlan, SHORT_SCALE } from './seed-plan.ts';

export interface SeededDatabase {
  connectionString: string;
  plan: SeedPlan;
  /** Absent when the database was given already seeded (`url` with `seed: false`). */
  report?: SeedReport;
  close(): Promise<void>;
}

export interface SeededDatabaseOptions {
  short: boolean;
  /** A database to use instead of a fresh one; migrated here, and seeded only when `seed` is true. */
  url?: string;
  seed?: boolean;
  onStep?: (line: string) => void;
}

/**
 * A migrated AdFleet database filled by the generator: a fresh one on the test PostgreSQL (TEST_DATABASE_URL, a
 * container or an embedded cluster, dropped on close), or the one at `url`.
 */
export async function openSeededDatabase(options: SeededDatabaseOptions): Promise<SeededDatabase> {
  const plan = seedPlan(options.short ? SHORT_SCALE : FULL_SCALE);
  const server = options.url ? undefined : await startTestDatabaseServer();
  const fresh = server ? await createTestDatabase(server.adminConnectionString) : undefined;
  const connectionString = fresh?.connectionString ?? (options.url as string);
  const close = async () => {
    await fresh?.drop();
    await server?.stop();
  };
  try {
    const handle = createDatabase(connectionString, { maxConnections: 2 });
    const client = new pg.Client({ connectionString });
    await client.connect();
    try {
      await migrateToLatest(handle.db);
      const report = options.seed === false ? undefined : await seedDatabase(client, handle.db, plan, options.onStep);
      return { connectionString, plan, ...(report ? { report } : {}), close };
    } finally {
      await client.end();
      await handle.destroy();
    }
  } catch (error) {
    await close();
    throw error;
  }
}
