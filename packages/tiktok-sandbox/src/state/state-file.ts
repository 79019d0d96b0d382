import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import { put, record } from '../world/records.ts';
import { WORLD_TABLES, type AccessToken, type World } from '../world/world-types.ts';

/**
 * What survives a restart: the world (objects made through the API included) and issued tokens. Authorization codes
 * (an hour, single use), rate-limit windows, faults and the call log are left out on purpose.
 */
export interface PersistedState {
  world: World;
  tokens: Record<string, AccessToken>;
  clockOffsetMs: number;
}

/** One journal line: entries set (a null value deletes) and the scalars as they are after it. */
export interface JournalLine {
  set: Array<[table: string, key: string, value: unknown]>;
  scalars: { nextId: number; clockOffsetMs: number };
}

const FORMAT = 'adfleet-tiktok-sandbox/1';

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

function tableOf(state: PersistedState, name: string): Record<string, unknown> | undefined {
  if (name === 'tokens') return state.tokens;
  return (WORLD_TABLES as readonly string[]).includes(name) ? (state.world[name as keyof World] as Record<string, unknown>) : undefined;
}

function applyLine(state: PersistedState, line: JournalLine): void {
  for (const [name, key, value] of line.set) {
    const table = tableOf(state, name);
    if (!table) continue;
    if (value === null) delete table[key];
    else put(table, key, value);
  }
  state.world.nextId = line.scalars.nextId;
  state.clockOffsetMs = line.scalars.clockOffsetMs;
}

/**
 * The file is a snapshot line followed by journal lines. The last piece has no newline after it: empty, or a line
 * cut by a crash before its flush, which was never acknowledged and is dropped.
 */
export async function loadStateFile(file: string): Promise<PersistedState | undefined> {
  const text = await readIfPresent(file);
  if (text === undefined) return undefined;
  const [head, ...changes] = text.split('\n').slice(0, -1);
  const parsed = head ? (JSON.parse(head) as { format?: string; state?: PersistedState }) : {};
  if (parsed.format !== FORMAT || !parsed.state) throw new Error(`${file} is not a TikTok sandbox state file`);
  const state = parsed.state;
  for (const name of WORLD_TABLES) (state.world as unknown as Record<string, unknown>)[name] = record(state.world[name] as Record<string, unknown>);
  state.tokens = record(state.tokens);
  for (const line of changes) applyLine(state, JSON.parse(line) as JournalLine);
  return state;
}

export const snapshotLine = (state: PersistedState) => `${JSON.stringify({ format: FORMAT, state })}\n`;

async function syncFolder(file: string): Promise<void> {
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * A new file with just the snapshot: written to a temporary file (mode 600, it holds live tokens), flushed, renamed
 * over the old one, then the folder flushed, so a crash at any point leaves the old file or the new one, whole.
 */
export async function writeSnapshotFile(file: string, text: string): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  await syncFolder(file);
}
