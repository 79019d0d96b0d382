import type { ExportSink } from '@adfleet/db';

/**
 * A sink that keeps the whole export as one object, for callers that want it in hand (the account deletion's check
 * that everything exported was erased); the HTTP routes stream instead.
 */
export function createCollectedExport(): { sink: ExportSink; document: Record<string, unknown> } {
  const document: Record<string, unknown> = {};
  return {
    document,
    sink: {
      async value(key, value) {
        document[key] = value;
      },
      async rows(key, rows) {
        const collected: object[] = [];
        for await (const row of rows) collected.push(row);
        document[key] = collected;
      },
    },
  };
}
