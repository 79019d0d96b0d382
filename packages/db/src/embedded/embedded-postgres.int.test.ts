import { spawn } from 'node:child_process';
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

/** Alive and not a zombie waiting to be reaped. */
async function isRunning(pid: number): Promise<boolean> {
  try {
    process.kill(pid, 0);
  } catch {
    return false;
  }
  const status = await fs.readFile(`/proc/${pid}/status`, 'utf8').catch(() => '');
  return !/^State:\s+Z/m.test(status);
}

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

  it('takes over from a launcher killed with -9: its orphaned PostgreSQL is stopped and the data is kept', async () => {
    const dataDir = await tempFolder();
    // A launcher of its own, so it can die without any shutdown hook running, as kill -9 does.
    const script = `
      const { startEmbeddedPostgres } = await import(${JSON.stringify(path.resolve(import.meta.dirname, 'embedded-postgres.ts'))});
      const pg = (await import('pg')).default;
      const running = await startEmbeddedPostgres({ dataDir: ${JSON.stringify(dataDir)}, databaseName: 'adfleet' });
      const client = new pg.Client({ connectionString: running.connectionString });
      await client.connect();
      await client.query("create table kept (v text); insert into kept values ('still here')");
      await client.end();
      console.log('ready');
      setInterval(() => {}, 1000);`;
    const launcher = spawn(process.execPath, ['--input-type=module', '-e', script], { cwd: import.meta.dirname, stdio: ['ignore', 'pipe', 'inherit'] });
    await new Promise<void>((resolve, reject) => {
      launcher.stdout.on('data', (chunk: Buffer) => chunk.toString().includes('ready') && resolve());
      launcher.once('exit', (code) => reject(new Error(`the launcher exited with ${code}`)));
    });
    const orphan = Number.parseInt((await fs.readFile(path.join(dataDir, 'postgres', 'postmaster.pid'), 'utf8')).split('\n')[0] ?? '', 10);
    launcher.kill('SIGKILL');
    await new Promise((resolve) => launcher.once('exit', resolve));
    expect(await isRunning(orphan), 'PostgreSQL outlives its killed launcher').toBe(true);

    const next = await startEmbeddedPostgres({ dataDir, databaseName: 'adfleet' });
    try {
      expect((await query(next.connectionString, 'select v from kept')).rows).toEqual([{ v: 'still here' }]);
      await expect.poll(() => isRunning(orphan), { timeout: 10_000, message: 'the orphan was stopped' }).toBe(false);
    } finally {
      await next.stop();
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
