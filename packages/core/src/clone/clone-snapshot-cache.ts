import { type Db, findCloneSourceSnapshot } from '@adfleet/db';
import { LRUCache } from 'lru-cache';
import { parseStoredSnapshot, type StoredCloneSnapshot } from './clone-run.ts';

/** Per database, so processes (and tests) with several never mix their sources up. */
const caches = new WeakMap<Db, LRUCache<string, StoredCloneSnapshot>>();

/**
 * The campaign tree a batch source was read as, parsed (either platform's). A snapshot is written once with its batch
 * and never changes, so the jobs of a batch (20 targets of one campaign start together) share one read and one parse
 * instead of one each. A failed read or parse is not kept: the next job tries again.
 */
export function cloneSourceSnapshot(db: Db, sourceId: string): Promise<StoredCloneSnapshot> {
  let cache = caches.get(db);
  if (!cache) {
    cache = new LRUCache<string, StoredCloneSnapshot>({
      // A snapshot never changes: the bounds are only for memory, and ten minutes outlast a batch's jobs starting.
      max: 64,
      ttl: 10 * 60_000,
      fetchMethod: async (id) => {
        const raw = await findCloneSourceSnapshot(db, id);
        if (!raw) throw new Error(`The clone source ${id} has no snapshot`);
        return parseStoredSnapshot(raw);
      },
    });
    caches.set(db, cache);
  }
  return cache.forceFetch(sourceId);
}
