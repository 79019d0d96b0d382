import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { afterAll, describe, expect, it } from 'vitest';
import { assertDatabaseAnswers } from './connect-check.ts';
import { DatabaseStartupError } from './database-startup-error.ts';
import { startEmbeddedPostgres } from './embedded-postgres.ts';
import { findFreePort } from './free-port.ts';

const folders: string[] = [];
async function tempFolder(mode = 0o755): Promise<string> {
  const dir = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-embedded-'));
  await fs.chmod(dir, mode);
  folders.push(dir);
  return dir;
}
afterAll(async () => {
  await Promise.all(folders.map((dir) => fs.rm(dir, { recursive: true, force: true })));
});

async function query(connectionString: string, text: string) {
  const client = new pg.Client({ connectionString });
  await client.connect();
  try {
    return await client.query(text);
  } finally {
    await client.end();
  }
}

describe('embedded PostgreSQL', () => {
  it('keeps its data between runs in the data directory', async () => {
    const dataDir = await tempFolder();
    const first = await startEmbeddedPostgres({ dataDir, databaseName: 'adfleet' });
    await query(first.connectionString, "create table kept (v text); insert into kept values ('still here')");
    await first.stop();

    const second = await startEmbeddedPostgres({ dataDir, databaseName: 'adfleet' });
    try {
      const { rows } = await query(second.connectionString, 'select v from kept');
      expect(rows).toEqual([{ v: 'still here' }]);
    } finally {
      await second.stop();
    }
  });

  it('refuses a second instance on the same data directory with advice', async () => {
    const dataDir = await tempFolder();
    const running = await startEmbeddedPostgres({ dataDir, databaseName: 'adfleet' });
    try {
      const second = startEmbeddedPostgres({ dataDir, databaseName: 'adfleet' });
      await expect(second).rejects.toThrow(DatabaseStartupError);
      await expect(second).rejects.toThrow(/Another AdFleet instance is already using DATA_DIR=.*own folder/);
    } finally {
      await running.stop();
    }
  });

  it.runIf(process.getuid?.() === 0)('explains a data directory the postgres user cannot reach', async () => {
    const locked = await tempFolder(0o700);
    const attempt = startEmbeddedPostgres({ dataDir: path.join(locked, 'data'), databaseName: 'adfleet' });
    await expect(attempt).rejects.toThrow(/postgres system user cannot enter .*Set DATA_DIR/);
  });
});

describe('an external database', () => {
  it('that refuses connections gets a message naming DATABASE_URL, without the password', async () => {
    const port = await findFreePort();
    const attempt = assertDatabaseAnswers(`postgres://someone:s3cret@127.0.0.1:${port}/adfleet`);
    await expect(attempt).rejects.toThrow(`The database at 127.0.0.1:${port}/adfleet refuses connections`);
    await expect(attempt).rejects.not.toThrow(/s3cret/);
  });
});
