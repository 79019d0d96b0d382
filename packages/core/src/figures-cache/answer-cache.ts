/** An answer kept with the version of the data it was computed from. */
interface Entry {
  version: string;
  value: unknown;
  weight: number;
}

export interface AnswerCacheOptions {
  /** Bounds memory: the sum of the kept answers' weights (roughly their rows); the least recently read goes first. */
  maxWeight: number;
}

/** 10–15 MB of answers per process: a 90-day summary in 8 currencies weighs about 800, a Reports page about 1,200. */
export const ANSWER_CACHE_DEFAULTS: AnswerCacheOptions = { maxWeight: 50_000 };

export interface AnswerCache {
  answer<T>(key: string, version: string, compute: () => Promise<T>, weigh: (value: T) => number): Promise<T>;
  holds(key: string, version: string): boolean;
}

/**
 * Computed answers by key, each valid only for the data version it was computed at. A caller that asks with another
 * version gets a fresh computation, never the kept one; callers asking the same key and version at once share one
 * computation instead of each running the queries.
 */
export function createAnswerCache(options: AnswerCacheOptions = ANSWER_CACHE_DEFAULTS): AnswerCache {
  // A Map iterates in insertion order: re-inserting on every read keeps the least recently read first.
  const entries = new Map<string, Entry>();
  const running = new Map<string, Promise<unknown>>();
  let weight = 0;

  const drop = (key: string) => {
    const entry = entries.get(key);
    if (!entry) return;
    entries.delete(key);
    weight -= entry.weight;
  };
  const keep = (key: string, entry: Entry) => {
    drop(key);
    if (entry.weight > options.maxWeight) return;
    entries.set(key, entry);
    weight += entry.weight;
    for (const [oldest] of entries) {
      if (weight <= options.maxWeight) break;
      drop(oldest);
    }
  };

  return {
    async answer(key, version, compute, weigh) {
      const kept = entries.get(key);
      if (kept?.version === version) {
        entries.delete(key);
        entries.set(key, kept);
        return kept.value as Awaited<ReturnType<typeof compute>>;
      }
      const runKey = `${key}\u0000${version}`;
      const shared = running.get(runKey);
      if (shared) return shared as ReturnType<typeof compute>;
      const computing = compute().then((value) => {
        keep(key, { version, value, weight: Math.max(1, weigh(value)) });
        return value;
      });
      running.set(runKey, computing);
      try {
        return await computing;
      } finally {
        running.delete(runKey);
      }
    },
    holds: (key, version) => entries.get(key)?.version === version,
  };
}
