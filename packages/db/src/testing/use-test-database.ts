import { afterAll, beforeAll, inject } from 'vitest';
import './provided-context.ts';
import { createTestDatabase, type TestDatabase } from './test-database.ts';

/**
 * Gives the calling test file its own migrated database, dropped when the file ends. Returns a getter because the
 * database exists only once `beforeAll` ran.
 */
export function useTestDatabase(): () => TestDatabase {
  let database: TestDatabase | undefined;
  beforeAll(async () => {
    database = await createTestDatabase(inject('testDatabaseAdminUrl'));
  });
  afterAll(async () => {
    await database?.drop();
  });
  return () => {
    if (!database) throw new Error('useTestDatabase: the database is created in beforeAll; read it inside a test or hook');
    return database;
  };
}
