/**
 * Which entries of the sandbox's lookup tables (a campaign, an account's image table, a token…) may have changed
 * since the last write. Every read, write or delete of an entry through a watched table marks it: a handler reaches
 * any object it changes through its table within the same synchronous call, so a mark over-approximates the changes
 * and never misses one. Marks are cleared by `take()`, which the journal calls as it writes.
 */
export function createChangeTracker() {
  let touched = new Map<string, Set<string>>();
  const raw = new Map<string, Record<string, unknown>>();
  const mark = (table: string, key: string | symbol) => {
    if (typeof key !== 'string') return;
    let keys = touched.get(table);
    if (!keys) touched.set(table, (keys = new Set()));
    keys.add(key);
  };
  return {
    /** The table behind a proxy that marks its entries; `table` names it in the journal. */
    watch<T>(table: string, entries: Record<string, T>): Record<string, T> {
      raw.set(table, entries as Record<string, unknown>);
      return new Proxy(entries, {
        get(target, key, receiver) {
          mark(table, key);
          return Reflect.get(target, key, receiver);
        },
        set(target, key, value, receiver) {
          mark(table, key);
          return Reflect.set(target, key, value, receiver);
        },
        defineProperty(target, key, descriptor) {
          mark(table, key);
          return Reflect.defineProperty(target, key, descriptor);
        },
        deleteProperty(target, key) {
          mark(table, key);
          return Reflect.deleteProperty(target, key);
        },
      });
    },
    /** The unwatched table (reading it marks nothing), for writing. */
    table: (name: string): Record<string, unknown> | undefined => raw.get(name),
    tables: (): ReadonlyMap<string, Record<string, unknown>> => raw,
    /** The marked entries, by table, and a fresh start. */
    take(): Map<string, Set<string>> {
      const taken = touched;
      touched = new Map();
      return taken;
    },
  };
}

export type ChangeTracker = ReturnType<typeof createChangeTracker>;
