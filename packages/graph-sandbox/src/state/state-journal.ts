import { type FileHandle, open } from 'node:fs/promises';
import type { ChangeTracker } from './change-tracker.ts';
import { journalFileOf, syncFolderOf, writeSnapshot } from './state-store.ts';

/** What a journal line or the snapshot holds besides the tables: the world's own fields (its id counter…) and the clock. */
export interface StateScalars {
  world: Record<string, unknown>;
  clockOffsetMs: number;
}

/** Tables named `world.<field>` are the world's lookup tables; `tokens` is the issued tokens. */
const WORLD_TABLE = 'world.';
export const TOKENS_TABLE = 'tokens';

/** The journal is folded into a new snapshot once it outgrows the snapshot (and at least this), so a start replays little. */
const MIN_COMPACTION_BYTES = 1 << 20;

/**
 * Persists the sandbox the cheap way while staying durable: each write appends only the entries that changed (a
 * line of the journal beside the state file, flushed to the disk) instead of rewriting and flushing the whole
 * world. The first write, a replaced world (reset) and a journal grown past the snapshot write a new snapshot
 * (temp file, fsync, rename, fsync of the folder, as before) under a new generation, then start an empty journal of
 * that generation; a start replays only a journal of its snapshot's generation, so a crash between the two steps
 * never replays an old journal over a newer snapshot.
 */
export function createStateJournal(file: string, tracker: ChangeTracker, scalars: () => StateScalars, loadedGeneration: number) {
  const journalFile = journalFileOf(file);
  let generation = loadedGeneration;
  let handle: FileHandle | undefined;
  let journalBytes = 0;
  let snapshotBytes = 0;
  let compactNext = true;
  /** What the disk holds for each entry, as JSON, to append only real changes (a read marks an entry too). */
  let written = new Map<string, Map<string, string>>();
  let writtenScalars = '';

  const compact = async () => {
    tracker.take();
    written = new Map();
    writtenScalars = JSON.stringify(scalars());
    const { world: worldScalars, clockOffsetMs } = scalars();
    const tableText = (name: string, entries: Record<string, unknown>) => {
      const texts = new Map<string, string>();
      const members: string[] = [];
      for (const [key, value] of Object.entries(entries)) {
        const text = JSON.stringify(value);
        if (text === undefined) continue;
        texts.set(key, text);
        members.push(`${JSON.stringify(key)}:${text}`);
      }
      written.set(name, texts);
      return `{${members.join(',')}}`;
    };
    const worldMembers = Object.entries(worldScalars).map(([key, value]) => `${JSON.stringify(key)}:${JSON.stringify(value)}`);
    let tokensText = '{}';
    for (const [name, entries] of tracker.tables()) {
      if (name === TOKENS_TABLE) tokensText = tableText(name, entries);
      else if (name.startsWith(WORLD_TABLE)) worldMembers.push(`${JSON.stringify(name.slice(WORLD_TABLE.length))}:${tableText(name, entries)}`);
    }
    const next = generation + 1;
    const text = `{"format":1,"generation":${next},"clockOffsetMs":${JSON.stringify(clockOffsetMs)},"world":{${worldMembers.join(',')}},"tokens":${tokensText}}`;
    await writeSnapshot(file, text);
    // Only once the new snapshot is on disk may the old journal go: it still holds acknowledged changes until then.
    await handle?.close();
    handle = undefined;
    const opened = await open(journalFile, 'w', 0o600);
    await opened.write(`${JSON.stringify({ generation: next })}\n`);
    await opened.datasync();
    await syncFolderOf(journalFile);
    handle = opened;
    generation = next;
    journalBytes = 0;
    snapshotBytes = text.length;
    compactNext = false;
  };

  const append = async (journal: FileHandle) => {
    const set: string[] = [];
    const deleted: string[] = [];
    for (const [name, keys] of tracker.take()) {
      const entries = tracker.table(name);
      if (!entries) continue;
      let texts = written.get(name);
      if (!texts) written.set(name, (texts = new Map()));
      for (const key of keys) {
        const text = Object.hasOwn(entries, key) ? JSON.stringify(entries[key]) : undefined;
        if (text === texts.get(key)) continue;
        if (text === undefined) {
          texts.delete(key);
          deleted.push(JSON.stringify([name, key]));
        } else {
          texts.set(key, text);
          set.push(`[${JSON.stringify(name)},${JSON.stringify(key)},${text}]`);
        }
      }
    }
    const scalarsText = JSON.stringify(scalars());
    const members = [
      ...(scalarsText === writtenScalars ? [] : [`"scalars":${scalarsText}`]),
      ...(set.length > 0 ? [`"set":[${set.join(',')}]`] : []),
      ...(deleted.length > 0 ? [`"del":[${deleted.join(',')}]`] : []),
    ];
    writtenScalars = scalarsText;
    if (members.length === 0) return;
    const line = `{${members.join(',')}}\n`;
    await journal.write(line);
    await journal.datasync();
    journalBytes += Buffer.byteLength(line);
  };

  return {
    /** Writes every change made so far: a journal line, or a new snapshot when one is due. */
    async save(): Promise<void> {
      try {
        if (compactNext || !handle || journalBytes > Math.max(snapshotBytes, MIN_COMPACTION_BYTES)) await compact();
        else await append(handle);
      } catch (error) {
        // A line may be half written: the next write starts over from a whole snapshot.
        compactNext = true;
        throw error;
      }
    },
    /** The world or the tokens were replaced as a whole (a reset): the next write is a snapshot. */
    replaced(): void {
      compactNext = true;
    },
    async close(): Promise<void> {
      await handle?.close();
      handle = undefined;
    },
  };
}

export type StateJournal = ReturnType<typeof createStateJournal>;

const isTable = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/**
 * The world with each lookup table watched by `tracker`. A table put in place of another (none is today) is
 * watched too and makes the next write a snapshot, so no later change to it can go unrecorded.
 */
export function watchWorld<W extends object>(tracker: ChangeTracker, world: W, onReplaced: () => void): W {
  for (const [field, value] of Object.entries(world)) if (isTable(value)) Reflect.set(world, field, tracker.watch(`${WORLD_TABLE}${field}`, value));
  return new Proxy(world, {
    set(target, field, value, receiver) {
      if (typeof field === 'string' && isTable(value)) {
        onReplaced();
        return Reflect.set(target, field, tracker.watch(`${WORLD_TABLE}${field}`, value), receiver);
      }
      return Reflect.set(target, field, value, receiver);
    },
  });
}

/** The world's own fields that are not tables (its seed, day, id counter). */
export function worldScalars(world: object): Record<string, unknown> {
  return Object.fromEntries(Object.entries(world).filter(([, value]) => !isTable(value)));
}
