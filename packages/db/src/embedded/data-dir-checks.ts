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

/** Names the process that started the cluster, so a later start can tell a live instance from an orphan. */
const OWNER_FILE = 'adfleet-owner.pid';
/** How long an orphaned PostgreSQL gets to finish its fast shutdown. */
const ORPHAN_STOP_TIMEOUT_MS = 30_000;

/**
 * PostgreSQL's own lock file names the postmaster that holds the directory. When it runs but the AdFleet process
 * that started it is gone (killed with -9, so no shutdown hook ran), it is an orphan: it is stopped (fast shutdown,
 * its open transactions roll back) so this start can take over. A live owner means a second instance: refused.
 */
export async function claimDataDir(pgDataDir: string, dataDir: string): Promise<void> {
  const postmasterFile = path.join(pgDataDir, 'postmaster.pid');
  const postmaster = await readPid(postmasterFile);
  if (postmaster === undefined || !isAlive(postmaster)) return;
  const owner = await readPid(path.join(dataDir, OWNER_FILE));
  if (owner === undefined || isAlive(owner)) throw secondInstanceError(dataDir, postmaster);

  process.kill(postmaster, 'SIGINT');
  const deadline = Date.now() + ORPHAN_STOP_TIMEOUT_MS;
  // PostgreSQL removes its lock file at the end of a clean stop; a zombie nobody reaps may still answer kill(0).
  while (isAlive(postmaster) && (await readPid(postmasterFile)) === postmaster) {
    if (Date.now() > deadline) {
      throw new DatabaseStartupError(
        `The PostgreSQL left running by an earlier AdFleet in DATA_DIR=${dataDir} (pid ${postmaster}) did not stop. Stop it, then start AdFleet again.`,
      );
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
}

/** Called once the cluster runs: this process now owns it. */
export async function recordDataDirOwner(dataDir: string): Promise<void> {
  await fs.writeFile(path.join(dataDir, OWNER_FILE), `${process.pid}\n`);
}

async function readPid(file: string): Promise<number | undefined> {
  try {
    const pid = Number.parseInt((await fs.readFile(file, 'utf8')).split('\n')[0] ?? '', 10);
    return Number.isInteger(pid) && pid > 0 ? pid : undefined;
  } catch {
    return undefined;
  }
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
