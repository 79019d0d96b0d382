import { mkdir, open, readFile, rename } from 'node:fs/promises';
import path from 'node:path';
import type { AccessToken } from '../auth/token-store.ts';
import { record, withPlainRecords } from '../world/records.ts';
import type { World } from '../world/world-types.ts';

/**
 * What survives a restart: the world (objects created through the API and the dialog's identities included) and
 * issued tokens, so an app that stored a sandbox token keeps working. Authorization codes (10-minute, single use),
 * usage, faults and the call log are deliberately left out.
 */
export interface PersistedState {
  format: 1;
  world: World;
  tokens: Record<string, AccessToken>;
  clockOffsetMs: number;
}

export async function loadState(file: string): Promise<PersistedState | undefined> {
  let text: string;
  try {
    text = await readFile(file, 'utf8');
  } catch (error) {
    if ((error as NodeJS.ErrnoException).code === 'ENOENT') return undefined;
    throw error;
  }
  const parsed = JSON.parse(text) as Partial<PersistedState>;
  if (parsed.format !== 1 || !parsed.world || !parsed.tokens) throw new Error(`${file} is not a graph sandbox state file`);
  return { ...(parsed as PersistedState), world: withPlainRecords(parsed.world), tokens: record(parsed.tokens) };
}

/**
 * Written to a temporary file (mode 600: it holds live tokens), flushed to the disk and renamed over the old one,
 * then the folder is flushed too, so a crash at any point leaves either the old state or the new one, whole.
 */
export async function saveState(file: string, state: PersistedState): Promise<void> {
  const text = JSON.stringify(state);
  const folder = path.dirname(file);
  await mkdir(folder, { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  const handle = await open(temporary, 'w', 0o600);
  try {
    await handle.writeFile(text);
    await handle.sync();
  } finally {
    await handle.close();
  }
  await rename(temporary, file);
  const directory = await open(folder, 'r');
  try {
    await directory.sync();
  } finally {
    await directory.close();
  }
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
