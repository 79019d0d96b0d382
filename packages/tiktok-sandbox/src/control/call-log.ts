export interface CallEntry {
  at: string;
  method: string;
  path: string;
  code: number;
  advertiserId?: string;
  requestId: string;
}

export interface CallCounters {
  requests: number;
  reads: number;
  writes: number;
  errors: number;
  throttled: number;
  byCode: Record<string, number>;
  byPath: Record<string, number>;
  byAdvertiser: Record<string, number>;
}

const MAX_ENTRIES = 1000;
const empty = (): CallCounters => ({ requests: 0, reads: 0, writes: 0, errors: 0, throttled: 0, byCode: {}, byPath: {}, byAdvertiser: {} });
const bump = (table: Record<string, number>, key: string) => (table[key] = (table[key] ?? 0) + 1);

/** Every API call (never its token) and counters over them, for tests and benchmarks that count round trips. */
export function createCallLog() {
  let entries: CallEntry[] = [];
  let counters = empty();
  return {
    add(entry: CallEntry) {
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) entries = entries.slice(-MAX_ENTRIES);
      counters.requests++;
      if (entry.method === 'GET') counters.reads++;
      else counters.writes++;
      if (entry.code !== 0) counters.errors++;
      if (entry.code === 40100) counters.throttled++;
      bump(counters.byCode, String(entry.code));
      bump(counters.byPath, entry.path);
      if (entry.advertiserId) bump(counters.byAdvertiser, entry.advertiserId);
    },
    list: (limit: number) => entries.slice(-Math.max(0, limit)).reverse(),
    counters: (): CallCounters => structuredClone(counters),
    clear() {
      entries = [];
      counters = empty();
    },
  };
}

export type CallLog = ReturnType<typeof createCallLog>;
