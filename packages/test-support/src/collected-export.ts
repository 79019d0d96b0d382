import { type SettingsDeps, startUserDataExport } from '@adfleet/core';
import type { ExportSink, OwnerScope } from '@adfleet/db';

/**
 * A person's data export held whole in memory, for a test that reads it in hand (the account deletion's check that
 * everything exported was erased) or measures what building it whole costs; the routes stream it instead.
 */
export async function exportUserData(deps: SettingsDeps, scope: OwnerScope): Promise<Record<string, unknown>> {
  const document: Record<string, unknown> = {};
  const sink: ExportSink = {
    async value(key, value) {
      document[key] = value;
    },
    async rows(key, rows) {
      const collected: object[] = [];
      for await (const row of rows) collected.push(row);
      document[key] = collected;
    },
  };
  const writing = await startUserDataExport(deps, scope);
  await writing(sink);
  return document;
}
