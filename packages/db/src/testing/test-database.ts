import { randomBytes } from 'node:crypto';
import { vi } from 'vitest';
import { createDatabase, type Db } from '../client.ts';
import { TEMPLATE_DATABASE, withClient, withDatabase } from './test-database-server.ts';

export interface TestDatabase {
  db: Db;
  connectionString: string;
  name: string;
  drop(): Promise<void>;
}

/**
 * How long a test's connections may take to close by themselves before the drop ends them. A library closing a
 * connection it released on stop (pg-boss does) hears a forced drop end it as an error with no listener left: an
 * uncaught exception in the test process. A connection still open after this was leaked, and the drop ends it.
 */
const CLOSING_CONNECTIONS_MS = 5_000;

/** A fresh, migrated database of its own, cloned from the run's template in a few tens of milliseconds. */
export async function createTestDatabase(adminConnectionString: string): Promise<TestDatabase> {
  const name = `adfleet_test_${randomBytes(6).toString('hex')}`;
  await withClient(adminConnectionString, (client) => client.query(`create database ${name} template ${TEMPLATE_DATABASE}`));
  const connectionString = withDatabase(adminConnectionString, name);
  // A test's own reads are checks with deadlines of their own: on a busy machine a new connection may take seconds.
  const handle = createDatabase(connectionString, { maxConnections: 5, acquireTimeoutMs: 30_000 });
  return {
    db: handle.db,
    connectionString,
    name,
    drop: async () => {
      await handle.destroy();
      await withClient(adminConnectionString, async (client) => {
        await vi
          .waitFor(
            async () => {
              const { rows } = await client.query<{ open: number }>('select count(*)::int as open from pg_stat_activity where datname = $1', [name]);
              if (rows[0]?.open !== 0) throw new Error(`${rows[0]?.open} connections to ${name} are still open`);
            },
            { timeout: CLOSING_CONNECTIONS_MS, interval: 50 },
          )
          .catch(() => undefined);
        await client.query(`drop database if exists ${name} with (force)`);
      });
    },
  };
}
