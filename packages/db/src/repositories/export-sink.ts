/**
 * Where an export's sections go, in the order the file shows them. A reader hands small sections whole and long ones
 * (insights, audit rows) as rows streamed from a cursor, so no export is ever held in memory at once.
 */
export interface ExportSink {
  /** One small section, whole; `undefined` leaves the key out of the file, as `JSON.stringify` does. */
  value(key: string, value: unknown): Promise<void>;
  /** A section of any length, written as its rows arrive; the sink waits for its reader (backpressure). */
  rows(key: string, rows: AsyncIterable<object>): Promise<void>;
}

/** Rows a cursor fetches at a time: enough for few round trips, few enough that memory stays flat. */
export const EXPORT_ROWS_PER_FETCH = 500;
