import { type ChildProcess, spawn } from 'node:child_process';
import fs from 'node:fs/promises';
import path from 'node:path';
import { inheritedEnvironment } from '../env.ts';
import { waitFor } from './wait-for.ts';

const LAUNCHER_MAIN = path.resolve(import.meta.dirname, '../main.ts');
/** Settings of the test process that would make the launcher run otherwise than `npm start` on its own DATA_DIR and sandbox. */
const NOT_INHERITED = ['NODE_ENV', 'DATABASE_URL', 'TOKEN_ENCRYPTION_KEY', 'TOKEN_ENCRYPTION_PREVIOUS_KEYS', 'FACEBOOK_APP_ID', 'FACEBOOK_APP_SECRET', 'FACEBOOK_REDIRECT_URI', 'PUBLIC_URL'];

export interface Launcher {
  process: ChildProcess;
  baseUrl: string;
  /** What it (and the server and worker it supervises, which share its stdio) wrote, for a failing test's message. */
  output(): string;
  /** The pids of its live server and worker processes (ADR 0072), by what each runs. */
  children(): Promise<{ server: number | undefined; worker: number | undefined }>;
  /** SIGKILL of the launcher alone, as the OOM killer or `kill -9` does it: no shutdown hook runs. */
  kill(): Promise<void>;
  /** SIGTERM: its graceful stop (worker, server, database, in that order). */
  stop(): Promise<void>;
}

/**
 * The production launcher, `node apps/server/src/main.ts`, in sandbox mode on its own DATA_DIR: embedded PostgreSQL
 * (or the DATABASE_URL given), and the server and worker processes it supervises. Resolves once GET
 * /api/health/worker (or `readyPath`) answers healthy, or rejects with what it printed if it exits first (a refused
 * start prints one sentence and exits 1).
 */
export async function startLauncher(options: {
  dataDir: string;
  port: number;
  timeoutMs?: number;
  /** Settings over the defaults above: a shared DATABASE_URL and START_WORKER=false, say, for one of several servers. */
  env?: Record<string, string>;
  /** The health path that must answer healthy (default the worker's; a server without its own worker waits for the database's). */
  readyPath?: string;
  /** The entry to run instead of the source's `main.ts`: the bundle's `main.js` (ADR 0066). */
  main?: string;
}): Promise<Launcher> {
  const baseUrl = `http://127.0.0.1:${options.port}`;
  const env: Record<string, string | undefined> = { ...inheritedEnvironment() };
  for (const name of NOT_INHERITED) delete env[name];
  const child = spawn(process.execPath, [options.main ?? LAUNCHER_MAIN], {
    env: { ...env, PORT: String(options.port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl, DATA_DIR: options.dataDir, LOG_LEVEL: 'warn', START_WORKER: 'true', ...options.env },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  const lines: string[] = [];
  // Read both pipes to the end, so a full pipe never blocks the launcher or its worker.
  child.stdout?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  child.stderr?.on('data', (chunk: Buffer) => lines.push(chunk.toString()));
  const exited = new Promise<void>((resolve) => child.once('exit', () => resolve()));
  const output = () => lines.join('').slice(-6000);
  const hasExited = () => child.exitCode !== null || child.signalCode !== null;

  // The launcher, then the server and the worker, start from source, each type-stripping what it imports: on a loaded
  // machine that alone takes tens of seconds.
  await waitFor(
    'the launcher to be healthy',
    async () => {
      if (hasExited()) throw new Error(`the launcher exited (${child.exitCode ?? child.signalCode}) before it was healthy`);
      const healthy = await fetch(`${baseUrl}${options.readyPath ?? '/api/health/worker'}`).then(
        async (response) => response.ok && ((await response.json()) as { healthy?: boolean }).healthy === true,
        () => false,
      );
      return healthy || undefined;
    },
    options.timeoutMs ?? 120_000,
  ).catch((error: unknown) => {
    if (!hasExited()) child.kill('SIGKILL');
    throw new Error(`${(error as Error).message}\n${output()}`, { cause: error });
  });

  const end = async (signal: NodeJS.Signals) => {
    if (!hasExited()) child.kill(signal);
    await exited;
  };
  const children = async () => {
    const running = await childProcessesOf(child.pid ?? 0);
    const find = (entries: string[]) => running.find(({ command }) => entries.some((entry) => command.endsWith(entry)))?.pid;
    return { server: find(['/server-main.ts', '/server.js']), worker: find(['/worker/src/main.ts', '/worker.js']) };
  };
  return { process: child, baseUrl, output, children, kill: () => end('SIGKILL'), stop: () => end('SIGTERM') };
}

/** Whether `pid` is a live process (a zombie is dead already, only its parent's wait is missing). */
export async function isRunning(pid: number): Promise<boolean> {
  const stat = await fs.readFile(`/proc/${pid}/stat`, 'utf8').catch(() => '');
  const state = stat.split(') ')[1]?.split(' ')[0];
  return state !== undefined && state !== 'Z';
}

/** A process's live children: pid and command line. */
async function childProcessesOf(parentPid: number): Promise<Array<{ pid: number; command: string }>> {
  const children: Array<{ pid: number; command: string }> = [];
  for (const entry of await fs.readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid)) continue;
    const read = (file: string) => fs.readFile(`/proc/${pid}/${file}`, 'utf8').catch(() => '');
    const [state, parent] = ((await read('stat')).split(') ')[1] ?? '').split(' ');
    if (state === undefined || state === 'Z' || Number(parent) !== parentPid) continue;
    children.push({ pid, command: (await read('cmdline')).replaceAll('\0', ' ').trim() });
  }
  return children;
}

/**
 * Live processes started for `dataDir`: the launcher and the worker inherit DATA_DIR in their environment, the postmaster
 * names its cluster under it on its command line, and PostgreSQL's own processes are the postmaster's children. No
 * process of anyone else is ever matched.
 */
export async function processesUsing(dataDir: string): Promise<Array<{ pid: number; command: string }>> {
  const all: Array<{ pid: number; parent: number; command: string; ours: boolean }> = [];
  for (const entry of await fs.readdir('/proc')) {
    const pid = Number(entry);
    if (!Number.isInteger(pid) || pid === process.pid) continue;
    const read = (file: string) => fs.readFile(`/proc/${pid}/${file}`, 'utf8').catch(() => '');
    const [command, environ, stat] = await Promise.all([read('cmdline'), read('environ'), read('stat')]);
    // After the command's name: state, then the parent's pid. A zombie is dead already, only its parent's wait is missing.
    const [state, parent] = (stat.split(') ')[1] ?? '').split(' ');
    if (!stat || state === 'Z') continue;
    const ours = command.includes(dataDir) || environ.split('\0').includes(`DATA_DIR=${dataDir}`);
    all.push({ pid, parent: Number(parent), command: command.replaceAll('\0', ' ').trim(), ours });
  }
  const roots = new Set(all.filter((candidate) => candidate.ours).map((candidate) => candidate.pid));
  return all.filter((candidate) => candidate.ours || roots.has(candidate.parent)).map(({ pid, command }) => ({ pid, command }));
}

/** SIGKILL of every live process of `dataDir` (see `processesUsing`): what a failed run may leave behind, and only that. */
export async function killProcessesUsing(dataDir: string): Promise<void> {
  for (const { pid } of await processesUsing(dataDir)) {
    try {
      process.kill(pid, 'SIGKILL');
    } catch {
      // Gone in between.
    }
  }
}
