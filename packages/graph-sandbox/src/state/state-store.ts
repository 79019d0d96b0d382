import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { AccessToken } from '../auth/token-store.ts';
import { record, withPlainRecords } from '../world/records.ts';
import type { World } from '../world/world-types.ts';

/**
 * What survives a restart: the world (objects created through the API and the dialog's identities included) and
 * issued tokens, so an app that stored a sandbox token keeps working. Authorization codes (10-minute, single use),
 * usage, faults and the call log are deliberately left out. The snapshot file holds it as of its `generation`; the
 * journal beside it (see state-journal.ts) the changes made since.
 */
export interface PersistedState {
  format: 1;
  generation: number;
  world: World;
  tokens: Record<string, AccessToken>;
  clockOffsetMs: number;
}

interface JournalLine {
  scalars?: { world: Record<string, unknown>; clockOffsetMs: number };
  set?: [string, string, unknown][];
  del?: [string, string][];
}

export const journalFileOf = (file: string) => `${file}.journal`;

async function readIfPresent(file: string): Promise<string | undefined> {
  try {
    return await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
}

/** An entry set as an own property even when its key is `__proto__`: keys are ids that come from callers. */
function put(table: Record<string, unknown>, key: string, value: unknown) {
  Object.defineProperty(table, key, { value, writable: true, enumerable: true, configurable: true });
}

function replay(state: PersistedState, line: JournalLine) {
  if (line.scalars) {
    Object.assign(state.world, line.scalars.world);
    state.clockOffsetMs = line.scalars.clockOffsetMs;
  }
  const tableOf = (name: string): Record<string, unknown> => {
    if (name === 'tokens') return state.tokens;
    const field = name.replace(/^world\./, '');
    const world = state.world as unknown as Record<string, Record<string, unknown>>;
    if (!Object.hasOwn(world, field)) put(world, field, {});
    return world[field] as Record<string, unknown>;
  };
  for (const [name, key, value] of line.set ?? []) put(tableOf(name), key, value);
  for (const [name, key] of line.del ?? []) delete tableOf(name)[key];
}

export async function loadState(file: string): Promise<PersistedState | undefined> {
  const text = await readIfPresent(file);
  if (text === undefined) return undefined;
  const parsed = JSON.parse(text) as Partial<PersistedState>;
  if (parsed.format !== 1 || !parsed.world || !parsed.tokens) throw new Error(`${file} is not a graph sandbox state file`);
  const state = { ...(parsed as PersistedState), generation: parsed.generation ?? 0 };
  const lines = (await readIfPresent(journalFileOf(file)))?.split('\n') ?? [];
  // The last piece has no newline after it: empty, or a line cut by a crash before its flush (never acknowledged).
  const [header, ...changes] = lines.slice(0, -1);
  if (header !== undefined && (JSON.parse(header) as { generation?: number }).generation === state.generation) {
    for (const line of changes) replay(state, JSON.parse(line) as JournalLine);
  }
  return { ...state, world: withPlainRecords(state.world), tokens: record(state.tokens) };
}

export async function syncFolderOf(file: string): Promise<void> {
  const folder = await open(path.dirname(file), 'r');
  try {
    await folder.sync();
  } finally {
    await folder.close();
  }
}

/**
 * Written to a temporary file (mode 600: it holds live tokens), flushed to the disk and renamed over the old one,
 * then the folder is flushed too, so a crash at any point leaves either the old snapshot or the new one, whole.
 */
export async function writeSnapshot(file: string, text: string): Promise<void> {
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
  await syncFolderOf(file);
}

/**
 * Counts changes and writes them before anyone is told they happened: `durable()` resolves once every change made
 * before the call is on disk. Changes that arrive while a write is under way share the next write, so a burst of
 * requests costs two writes, not one each.
 */
export function createStateWriter(save: () => Promise<void>) {
  let changes = 0;
  let written = 0;
  let writing: Promise<void> | undefined;
  const writeAll = async () => {
    while (written < changes) {
      const upTo = changes;
      await save();
      written = upTo;
    }
  };
  return {
    changed() {
      changes++;
    },
    async durable(): Promise<void> {
      const target = changes;
      while (written < target) {
        writing ??= writeAll().finally(() => (writing = undefined));
        await writing;
      }
    },
  };
}
