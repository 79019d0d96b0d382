import { type Db, findCloneSourceSnapshot } from '@adfleet/db';
import { parseStoredSnapshot, type StoredCloneSnapshot } from './clone-stored-snapshot.ts';
import { createTtlCache, type TtlCache } from './ttl-cache.ts';

/** Long enough for a batch's jobs, which start together; a snapshot never changes, so the bound is only for memory. */
const KEEP_MS = 10 * 60_000;
const KEPT_SOURCES = 64;

/** Per database, so processes (and tests) with several never mix their sources up. */
const caches = new WeakMap<Db, TtlCache<StoredCloneSnapshot>>();

/**
 * The campaign tree a batch source was read as, parsed (either platform's). A snapshot is written once with its batch and never changes, so
 * the jobs of a batch (20 targets of one campaign start together) share one read and one parse instead of one each.
 * A failed read or parse is not kept: the next job tries again.
 */
export function cloneSourceSnapshot(db: Db, sourceId: string): Promise<StoredCloneSnapshot> {
  let cache = caches.get(db);
  if (!cache) caches.set(db, (cache = createTtlCache({ ttlMs: KEEP_MS, now: Date.now, maxEntries: KEPT_SOURCES })));
  return cache.getOrLoad(sourceId, async () => {
    const raw = await findCloneSourceSnapshot(db, sourceId);
    if (!raw) throw new Error(`The clone source ${sourceId} has no snapshot`);
    return parseStoredSnapshot(raw);
  });
}
