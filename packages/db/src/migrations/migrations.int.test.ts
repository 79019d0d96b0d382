import { sql } from 'kysely';
import { describe, expect, it } from 'vitest';
import { useTestDatabase } from '../testing/use-test-database.ts';
import { migrateToLatest } from './index.ts';

describe('migrations', () => {
  const database = useTestDatabase();

  it('leave a cloned database fully migrated, so running them again applies nothing', async () => {
    expect(await migrateToLatest(database().db)).toEqual([]);
  });

  it('create the tables the app relies on', async () => {
    const { rows } = await sql<{ table_name: string }>`
      select table_name from information_schema.tables where table_schema = 'public' order by table_name`.execute(database().db);
    expect(rows.map((row) => row.table_name)).toContain('worker_heartbeats');
  });
});
