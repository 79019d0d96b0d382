import { mkdir, readFile, rename, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { AccessToken } from '../auth/token-store.ts';
import type { World } from '../world/world-types.ts';

/**
 * What survives a restart: the world (objects created through the API included) and issued tokens, so an app that
 * stored a sandbox token keeps working. Authorization codes (10-minute, single use), usage, faults and the call log
 * are deliberately left out.
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
  return parsed as PersistedState;
}

/** Written to a temporary file and renamed, so a crash mid-write never leaves half a state file. */
export async function saveState(file: string, state: PersistedState): Promise<void> {
  await mkdir(path.dirname(file), { recursive: true });
  const temporary = `${file}.${process.pid}.tmp`;
  await writeFile(temporary, JSON.stringify(state));
  await rename(temporary, file);
}

/** Coalesces bursts of writes into one save after `delayMs`; `flush` saves now if anything is pending. */
export function createDebouncedSaver(save: () => Promise<void>, delayMs: number, onError: (error: unknown) => void) {
  let timer: NodeJS.Timeout | undefined;
  let running: Promise<void> = Promise.resolve();
  const run = () => {
    timer = undefined;
    running = running.then(save).catch(onError);
    return running;
  };
  return {
    schedule() {
      if (!timer) timer = setTimeout(run, delayMs);
    },
    async flush() {
      if (timer) {
        clearTimeout(timer);
        await run();
      }
      await running;
    },
  };
}
