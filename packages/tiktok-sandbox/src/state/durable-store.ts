import { type FileHandle, open } from 'node:fs/promises';
import { snapshotLine, writeSnapshotFile, type JournalLine, type PersistedState } from './state-file.ts';

/** The journal is folded into a new snapshot once it outgrows the snapshot (and at least this). */
const MIN_COMPACTION_BYTES = 1 << 20;

/**
 * Writes changes before anyone is told they happened (ADR 0047, after ADR 0040's journal): handlers name each entry
 * they changed with `touched(table, key)`; `durable()` appends those entries as one flushed journal line and resolves
 * once every change made before the call is on disk. Changes arriving while a write is under way share the next one.
 * The first write, a reset and an oversized journal write a whole snapshot instead.
 */
export function createDurableStore(file: string, current: () => PersistedState) {
  let dirty = new Map<string, Set<string>>();
  let scalarsChanged = false;
  let handle: FileHandle | undefined;
  let compactNext = true;
  let journalBytes = 0;
  let snapshotBytes = 0;
  let changes = 0;
  let written = 0;
  let writing: Promise<void> | undefined;

  const compact = async () => {
    dirty = new Map();
    scalarsChanged = false;
    const text = snapshotLine(current());
    await handle?.close();
    handle = undefined;
    await writeSnapshotFile(file, text);
    handle = await open(file, 'a', 0o600);
    snapshotBytes = text.length;
    journalBytes = 0;
    compactNext = false;
  };

  const append = async (journal: FileHandle) => {
    const state = current();
    const set: JournalLine['set'] = [];
    for (const [name, keys] of dirty) {
      const table = (name === 'tokens' ? state.tokens : state.world[name as keyof typeof state.world]) as Record<string, unknown>;
      for (const key of keys) set.push([name, key, Object.hasOwn(table, key) ? table[key] : null]);
    }
    dirty = new Map();
    if (set.length === 0 && !scalarsChanged) return;
    scalarsChanged = false;
    const line = `${JSON.stringify({ set, scalars: { nextId: state.world.nextId, clockOffsetMs: state.clockOffsetMs } } satisfies JournalLine)}\n`;
    await journal.write(line);
    await journal.datasync();
    journalBytes += Buffer.byteLength(line);
  };

  const save = async () => {
    try {
      if (compactNext || !handle || journalBytes > Math.max(snapshotBytes, MIN_COMPACTION_BYTES)) await compact();
      else await append(handle);
    } catch (error) {
      // A line may be half written: the next write starts over from a whole snapshot.
      compactNext = true;
      throw error;
    }
  };

  const writeAll = async () => {
    while (written < changes) {
      const upTo = changes;
      await save();
      written = upTo;
    }
  };

  return {
    touched(table: string, key: string) {
      let keys = dirty.get(table);
      if (!keys) dirty.set(table, (keys = new Set()));
      keys.add(key);
      changes++;
    },
    /** The id counter or the clock moved. */
    scalarsChanged() {
      scalarsChanged = true;
      changes++;
    },
    /** The world or the tokens were replaced as a whole (a reset): the next write is a snapshot. */
    replaced() {
      compactNext = true;
      changes++;
    },
    async durable(): Promise<void> {
      const target = changes;
      while (written < target) {
        writing ??= writeAll().finally(() => (writing = undefined));
        await writing;
      }
    },
    async close(): Promise<void> {
      await handle?.close();
      handle = undefined;
    },
  };
}

