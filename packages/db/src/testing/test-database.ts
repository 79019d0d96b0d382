import { randomBytes } from 'node:crypto';
import { createDatabase, type Db } from '../client.ts';
import { TEMPLATE_DATABASE, withClient, withDatabase } from './test-database-server.ts';

export interface TestDatabase {
  db: Db;
  connectionString: string;
  name: string;
  drop(): Promise<void>;
}

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
      await withClient(adminConnectionString, (client) => client.query(`drop database if exists ${name} with (force)`));
    },
  };
}
