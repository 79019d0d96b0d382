import { constants } from 'node:fs';
import fs from 'node:fs/promises';
import path from 'node:path';
import { DatabaseStartupError } from './database-startup-error.ts';

/**
 * PostgreSQL refuses to run as root, so as root it runs as the `postgres` system user, which must be able to walk
 * every directory above its data directory. A parent like /root (mode 700) silently breaks initdb; say so instead.
 */
export async function assertReachableByPostgresUser(dataDir: string): Promise<void> {
  if (process.getuid?.() !== 0) return;
  let dir = path.dirname(path.resolve(dataDir));
  for (;;) {
    const stat = await fs.stat(dir);
    if ((stat.mode & constants.S_IXOTH) === 0) {
      throw new DatabaseStartupError(
        `The data directory ${path.dirname(dataDir)} is inside ${dir}, which the postgres system user cannot enter ` +
          `(mode ${(stat.mode & 0o777).toString(8)}). Set DATA_DIR to a folder outside it, for example ` +
          `DATA_DIR=/var/lib/adfleet, or set DATABASE_URL to use your own PostgreSQL server.`,
      );
    }
    const parent = path.dirname(dir);
    if (parent === dir) return;
    dir = parent;
  }
}

export async function ensureWritableDirectory(dir: string): Promise<void> {
  try {
    await fs.mkdir(dir, { recursive: true });
    await fs.access(dir, constants.W_OK | constants.X_OK);
  } catch (error) {
    const code = (error as NodeJS.ErrnoException).code ?? 'unknown error';
    throw new DatabaseStartupError(
      `The data directory ${dir} cannot be created or written (${code}). Set DATA_DIR to a folder this user can write.`,
    );
  }
}

/** PostgreSQL's own lock file names the postmaster that holds the directory. */
export async function assertNotInUse(pgDataDir: string, dataDir: string): Promise<void> {
  let pid: number;
  try {
    const content = await fs.readFile(path.join(pgDataDir, 'postmaster.pid'), 'utf8');
    pid = Number.parseInt(content.split('\n')[0] ?? '', 10);
  } catch {
    return;
  }
  if (!Number.isInteger(pid) || pid <= 0 || !isAlive(pid)) return;
  throw secondInstanceError(dataDir, pid);
}

export function secondInstanceError(dataDir: string, pid?: number): DatabaseStartupError {
  const holder = pid ? ` (its PostgreSQL runs as pid ${pid})` : '';
  return new DatabaseStartupError(
    `Another AdFleet instance is already using DATA_DIR=${dataDir}${holder}. Stop that instance, ` +
      `or give this one its own folder, for example DATA_DIR=./.data-2 PORT=3001.`,
  );
}

function isAlive(pid: number): boolean {
  try {
    process.kill(pid, 0);
    return true;
  } catch (error) {
    return (error as NodeJS.ErrnoException).code === 'EPERM';
  }
}
