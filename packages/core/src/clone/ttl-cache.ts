/**
 * A small per-process cache whose entries expire after `ttlMs`. Only for advice that the server checks again before
 * acting on it (the clone preflight: a stale or per-process answer costs a wrong hint for a few seconds, never a
 * wrong clone, so no shared store is worth its weight) and for values that never change (a batch's snapshots).
 */
export interface TtlCache<T> {
  /** The cached value for `key`, or `load()`'s (cached when it resolves; concurrent callers share one load). */
  getOrLoad(key: string, load: () => Promise<T>): Promise<T>;
}

export function createTtlCache<T>(options: { ttlMs: number; now: () => number; maxEntries?: number }): TtlCache<T> {
  const entries = new Map<string, { expiresAt: number; value: Promise<T> }>();
  const maxEntries = options.maxEntries ?? 1000;
  return {
    getOrLoad(key, load) {
      const now = options.now();
      const hit = entries.get(key);
      if (hit && hit.expiresAt > now) return hit.value;
      if (entries.size >= maxEntries) {
        for (const [known, entry] of entries) if (entry.expiresAt <= now) entries.delete(known);
        if (entries.size >= maxEntries) entries.delete(entries.keys().next().value ?? '');
      }
      const value = load();
      entries.set(key, { expiresAt: now + options.ttlMs, value });
      // A failed load is not an answer to keep.
      value.catch(() => entries.delete(key));
      return value;
    },
  };
}
