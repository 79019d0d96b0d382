/** What the sandbox was asked, for tests and benchmarks: a bounded log plus running counters. No tokens are kept. */
export interface CallRecord {
  at: string;
  method: string;
  /** The version the path named, if it named one (batch operations usually do not). */
  version?: string;
  path: string;
  status: number;
  errorCode?: number;
  accountId?: string;
  batchSize?: number;
}

export interface CallCounters {
  /** HTTP round trips: a batch is one, however many operations it holds. */
  requests: number;
  /** Graph operations: each call alone and each operation inside a batch (the batch call itself included). */
  total: number;
  reads: number;
  writes: number;
  errors: number;
  throttled: number;
  byErrorCode: Record<string, number>;
  byAccount: Record<string, number>;
}

const MAX_ENTRIES = 2000;

export function createCallLog() {
  let entries: CallRecord[] = [];
  let counters = emptyCounters();
  return {
    record(entry: CallRecord) {
      entries.push(entry);
      if (entries.length > MAX_ENTRIES) entries = entries.slice(-MAX_ENTRIES);
      counters.total++;
      if (entry.method === 'GET') counters.reads++;
      else counters.writes++;
      if (entry.errorCode !== undefined) {
        counters.errors++;
        counters.byErrorCode[entry.errorCode] = (counters.byErrorCode[entry.errorCode] ?? 0) + 1;
        if (entry.errorCode === 80004 || entry.errorCode === 80000) counters.throttled++;
      }
      if (entry.accountId) counters.byAccount[entry.accountId] = (counters.byAccount[entry.accountId] ?? 0) + 1;
    },
    /** One HTTP request reached the Graph route (its operations are recorded one by one). */
    countRequest() {
      counters.requests++;
    },
    list: (limit = 100) => entries.slice(-limit),
    counters: () => structuredClone(counters),
    clear() {
      entries = [];
      counters = emptyCounters();
    },
  };
}

export type CallLog = ReturnType<typeof createCallLog>;

function emptyCounters(): CallCounters {
  return { requests: 0, total: 0, reads: 0, writes: 0, errors: 0, throttled: 0, byErrorCode: {}, byAccount: {} };
}
